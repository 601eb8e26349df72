/**
 * plugins/framework-patches/chunk-asset: the client config without
 * Docusaurus's chunk-name table, and `gca` answered with no asset.
 */
import vm from 'node:vm';
import fs from 'node:fs';
import path from 'node:path';
import {transformSync} from '@swc/core';
import ChunkAssetPlugin from '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin';
import {withoutChunkAssets} from '../../plugins/framework-patches/chunk-asset';

describe('chunk-asset', () => {
  it("takes Docusaurus's ChunkAssetPlugin out of a client config, and nothing else", () => {
    const others = [{name: 'define'}, {name: 'progress'}];
    const config = {plugins: [others[0], new ChunkAssetPlugin(), others[1]]};
    withoutChunkAssets(config);
    expect(config.plugins).toEqual(others);
  });

  it('stops the build when the config no longer holds it', () => {
    expect(() => withoutChunkAssets({plugins: [{name: 'define'}]})).toThrow(
      /the client config has no ChunkAssetPlugin/,
    );
    expect(() => withoutChunkAssets({})).toThrow(/no ChunkAssetPlugin/);
  });

  it('answers gca with no asset, so Docusaurus’s prefetch fetches nothing, and keeps one that exists', () => {
    const source = transformSync(
      fs.readFileSync(
        path.join(
          __dirname,
          '../../plugins/framework-patches/chunk-asset/client.ts',
        ),
        'utf8',
      ),
      {jsc: {parser: {syntax: 'typescript'}}, module: {type: 'commonjs'}},
    ).code;
    const run = (require: Record<string, unknown>) => {
      vm.runInNewContext(source, {__webpack_require__: require, exports: {}});
      return require;
    };
    const stub = run({}).gca as (name: string) => unknown;
    expect(stub('814f3328')).toBeUndefined();
    const own = () => '/assets/js/1.js';
    expect(run({gca: own}).gca).toBe(own);
  });
});

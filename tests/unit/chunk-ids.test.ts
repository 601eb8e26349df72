/**
 * plugins/chunk-ids names the browser bundle's chunk files by chunk id, so
 * the runtime carries no table of chunk names.
 */
import fs from 'node:fs';
import chunkIdsPlugin from '../../plugins/chunk-ids';

const configure = (config: object, isServer: boolean) =>
  chunkIdsPlugin().configureWebpack?.(
    config as never,
    isServer,
    {} as never,
    {} as never,
  );

test("the browser bundle's chunk files are named by id, with their content hash", () => {
  expect(
    configure(
      {output: {chunkFilename: 'assets/js/[name].[contenthash:8].js'}},
      false,
    ),
  ).toEqual({output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}});
});

test('the server bundle is left as it is', () => {
  expect(configure({output: {chunkFilename: '[name].js'}}, true)).toEqual({});
});

test('the build stops when the template has no [name] to replace', () => {
  expect(() => configure({output: {}}, false)).toThrow(/chunk-ids/);
  expect(() =>
    configure({output: {chunkFilename: 'assets/js/[id].js'}}, false),
  ).toThrow(/without \[name\]/);
});

test("Docusaurus's production template still names chunks, as the plugin assumes", () => {
  const base = fs.readFileSync(
    require.resolve('@docusaurus/core/lib/webpack/base.js'),
    'utf8',
  );
  expect(base).toMatch(
    /chunkFilename: isProd\s*\?\s*'assets\/js\/\[name\]\.\[contenthash:8\]\.js'/,
  );
});

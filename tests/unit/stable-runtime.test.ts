/**
 * plugins/framework-patches/stable-runtime: the runtime minified after the
 * final chunk hashes are written into it, everything else as Docusaurus's
 * minimizer does it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {rspack} from '@rspack/core';
import {getSwcJsMinimizerOptions} from '@docusaurus/faster';
import {
  excludeRuntime,
  JS_MINIMIZER,
  minifyRuntimeLate,
  RUNTIME_ASSET,
  swcOptions,
  type Rspack,
} from '../../plugins/framework-patches/stable-runtime';
import {browserBundleConfig, compile, projectFolder} from './support/compile';

const asRspack = rspack as unknown as Rspack;

/**
 * The client bundle's minimizers as @docusaurus/bundler makes them for
 * Rspack (`getRspackMinimizers`, which imports @docusaurus/faster
 * dynamically, out of Jest's reach; tests/unit/framework-patches.test.ts
 * checks that it still makes them so).
 */
const docusaurusMinimizers = async (): Promise<unknown[]> => {
  const options = getSwcJsMinimizerOptions();
  return [
    new rspack.SwcJsMinimizerRspackPlugin({
      minimizerOptions: {minify: true, ecma: options.ecma, ...options} as never,
    }),
    new rspack.LightningCssMinimizerRspackPlugin(),
  ];
};

type WithArgs = {
  constructor: {name: string};
  _args: [{minimizerOptions?: Parameters<typeof swcOptions>[0]}];
};

describe('stable-runtime', () => {
  it("gives Docusaurus's JS minimizer again with the same options, the runtime excluded", async () => {
    const minimizers = await docusaurusMinimizers();
    const original = minimizers.find(
      (plugin) => (plugin as WithArgs).constructor.name === JS_MINIMIZER,
    ) as WithArgs;
    const [options] = original._args;
    const config = {optimization: {minimizer: [...minimizers]}};
    const runtimeOptions = excludeRuntime(config, asRspack);
    const swapped = config.optimization.minimizer.find(
      (plugin) => (plugin as WithArgs).constructor.name === JS_MINIMIZER,
    ) as WithArgs;
    expect(swapped).not.toBe(original);
    expect(swapped._args[0]).toEqual({...options, exclude: RUNTIME_ASSET});
    expect(config.optimization.minimizer).toHaveLength(minimizers.length);
    // What Rspack's plugin hands SWC, from Docusaurus's options.
    expect(runtimeOptions).toEqual(swcOptions(options.minimizerOptions));
    expect(runtimeOptions).toMatchObject({
      compress: {passes: 2},
      mangle: true,
      format: {comments: false},
    });
  });

  it('stops the build when the minimizer is missing or already excludes files', async () => {
    expect(() =>
      excludeRuntime({optimization: {minimizer: []}}, asRspack),
    ).toThrow(/no SwcJsMinimizerRspackPlugin/);
    const excluding = new rspack.SwcJsMinimizerRspackPlugin({exclude: /x/});
    expect(() =>
      excludeRuntime({optimization: {minimizer: [excluding]}}, asRspack),
    ).toThrow(/already excludes/);
  });

  it('mirrors the defaults of Rspack’s minimizer plugin', () => {
    expect(swcOptions()).toEqual({
      compress: {passes: 2},
      mangle: true,
      ecma: 5,
      format: {comments: false},
      module: undefined,
    });
    expect(swcOptions({compress: false}).compress).toBe(false);
    expect(swcOptions({compress: {passes: 3, ecma: 5}}).compress).toEqual({
      passes: 3,
      ecma: 5,
    });
  });

  describe('in a real compilation', () => {
    const project = projectFolder('stable-runtime-', {
      'entry.js':
        'export const load = () => import("./page.js");\nload().then((m) => console.log(m.default));\n',
      'page.js':
        'export default function describeThePage() { return "a page"; }\n',
    });

    async function build(): Promise<Record<string, string>> {
      const minimizers = await docusaurusMinimizers();
      const config = browserBundleConfig(project(), minimizers);
      const options = excludeRuntime(config, asRspack);
      config.plugins.push(minifyRuntimeLate(asRspack, options));
      await compile(config);
      const out = path.join(project(), 'out');
      return Object.fromEntries(
        fs
          .readdirSync(out)
          .map((name) => [name, fs.readFileSync(path.join(out, name), 'utf8')]),
      );
    }

    it('minifies the runtime, with the final address of each chunk in it', async () => {
      const files = await build();
      const runtime = Object.keys(files).find((name) =>
        RUNTIME_ASSET.test(name),
      )!;
      expect(runtime).toBeDefined();
      const code = files[runtime]!;
      // Minified: Rspack's long runtime names are gone, and no comments.
      expect(code).not.toMatch(/__webpack_require__|\/\*/);
      expect(code.split('\n').length).toBeLessThanOrEqual(2);
      // The page chunk's hash as in its file name.
      const page = Object.keys(files).find(
        (name) => !name.startsWith('main.') && name !== runtime,
      )!;
      const [, hash] = /^\d+\.([0-9a-f]{8})\.js$/.exec(page)!;
      expect(code).toContain(`.${hash}.js`);
      // The rest is minified by Docusaurus's minimizer as before.
      const main = Object.keys(files).find((name) => name.startsWith('main.'))!;
      expect(files[main]).not.toMatch(/\n\s+/);
      expect(files[page]).not.toMatch(/describeThePage/);
    });

    it('gives the same files on a second build', async () => {
      expect(await build()).toEqual(await build());
    });
  });
});

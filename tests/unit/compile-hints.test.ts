/**
 * plugins/compile-hints: main.js starts with V8's compile hint, after
 * Docusaurus's minifier has run and before the final content hashes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {rspack} from '@rspack/core';
import {getSwcJsMinimizerOptions} from '@docusaurus/faster';
import compileHintsPlugin, {
  COMPILE_HINT,
  MAIN_ASSET,
} from '../../plugins/compile-hints';
import {compile} from './support/compile';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  fs.writeFileSync(
    path.join(dir, 'entry.js'),
    '// A comment the minifier drops.\nexport function startTheApp() { return import("./page.js"); }\nstartTheApp().then((m) => console.log(m.default()));\n',
  );
  fs.writeFileSync(
    path.join(dir, 'page.js'),
    'export default function describeThePage() { return "a page"; }\n',
  );
});
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

/** The browser bundle's files, built as Docusaurus names and minifies them. */
async function build(withHints: boolean): Promise<Record<string, string>> {
  const options = getSwcJsMinimizerOptions();
  const plugin = compileHintsPlugin();
  const utils = {currentBundler: {name: 'rspack', instance: rspack}};
  const config = {
    mode: 'production' as const,
    context: dir,
    entry: {main: './entry.js'},
    output: {
      path: path.join(dir, 'out'),
      filename: 'assets/js/[name].[contenthash:8].js',
      chunkFilename: 'assets/js/[id].[contenthash:8].js',
      clean: true,
    },
    optimization: {
      minimize: true,
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin({
          minimizerOptions: {minify: true, ...options} as never,
        }),
      ],
      realContentHash: true,
      runtimeChunk: {name: (entry: {name: string}) => `runtime~${entry.name}`},
    },
    plugins: withHints
      ? ((plugin.configureWebpack as (...args: unknown[]) => {plugins: []})(
          {},
          false,
          utils,
        ).plugins ?? [])
      : [],
  };
  await compile(config);
  const js = path.join(dir, 'out', 'assets', 'js');
  return Object.fromEntries(
    fs
      .readdirSync(js)
      .map((name) => [name, fs.readFileSync(path.join(js, name), 'utf8')]),
  );
}

const mainOf = (files: Record<string, string>) =>
  Object.keys(files).find((name) => MAIN_ASSET.test(`assets/js/${name}`))!;

it('puts the hint on the first line of main.js only, the rest minified as before', async () => {
  const plain = await build(false);
  const hinted = await build(true);
  const main = mainOf(hinted);
  expect(main).toBeDefined();
  const [first, ...rest] = hinted[main]!.split('\n');
  expect(first).toBe(COMPILE_HINT);
  // After the hint, the minifier's output as without the plugin.
  expect(rest.join('\n')).toBe(plain[mainOf(plain)]);
  expect(rest.join('\n')).not.toMatch(/A comment the minifier drops/);
  // The runtime and the page's chunk are left alone.
  for (const [name, code] of Object.entries(hinted))
    if (name !== main) expect(code).not.toContain(COMPILE_HINT);
  // The file's name follows its bytes: the hint is in its content hash.
  expect(main).not.toBe(mainOf(plain));
});

it('adds nothing to the server bundle', () => {
  const plugin = compileHintsPlugin();
  const utils = {currentBundler: {name: 'rspack', instance: rspack}};
  expect(
    (plugin.configureWebpack as (...args: unknown[]) => object)(
      {},
      true,
      utils,
    ),
  ).toEqual({});
});

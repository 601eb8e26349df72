/**
 * plugins/compile-hints: main.js starts with V8's compile hint, after
 * Docusaurus's minifier has run and before the final content hashes.
 */
import fs from 'node:fs';
import path from 'node:path';
import {rspack} from '@rspack/core';
import {getSwcJsMinimizerOptions} from '@docusaurus/faster';
import compileHintsPlugin, {
  COMPILE_HINT,
  MAIN_ASSET,
} from '../../plugins/compile-hints';
import {browserBundleConfig, compile, projectFolder} from './support/compile';

const project = projectFolder('compile-hints-', {
  'entry.js':
    '// A comment the minifier drops.\nexport function startTheApp() { return import("./page.js"); }\nstartTheApp().then((m) => console.log(m.default()));\n',
  'page.js': 'export default function describeThePage() { return "a page"; }\n',
});

/** The browser bundle's files, built as Docusaurus names and minifies them. */
async function build(withHints: boolean): Promise<Record<string, string>> {
  const options = getSwcJsMinimizerOptions();
  const plugin = compileHintsPlugin();
  const utils = {currentBundler: {name: 'rspack', instance: rspack}};
  const config = browserBundleConfig(
    project(),
    [
      new rspack.SwcJsMinimizerRspackPlugin({
        minimizerOptions: {minify: true, ...options} as never,
      }),
    ],
    'assets/js/',
  );
  if (withHints)
    config.plugins.push(
      ...((
        plugin.configureWebpack as (...args: unknown[]) => {plugins: unknown[]}
      )({}, false, utils).plugins ?? []),
    );
  await compile(config);
  const js = path.join(project(), 'out', 'assets', 'js');
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

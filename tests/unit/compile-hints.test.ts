/**
 * plugins/compile-hints: main.js and the chunks of a page's content start
 * with V8's compile hint, after Docusaurus's minifier has run and before the
 * final content hashes.
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
    '// A comment the minifier drops.\nexport function startTheApp() { return Promise.all([import("./page.js"), import("./content.mdx")]); }\nstartTheApp().then(([page, content]) => console.log(page.default(), content.default()));\n',
  'page.js': 'export default function describeThePage() { return "a page"; }\n',
  // What the MDX loader hands the bundler: a module of JavaScript.
  'content.mdx':
    'export default function createContent() { return "a paragraph"; }\n',
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
  // The MDX loader's output is JavaScript; this test has no MDX to compile.
  (config as {module?: object}).module = {
    rules: [{test: /\.mdx$/, type: 'javascript/auto'}],
  };
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

/** The chunk whose code holds `marker`, a string literal the minifier keeps. */
const chunkWith = (files: Record<string, string>, marker: string) =>
  Object.keys(files).find((name) => files[name]!.includes(marker))!;

it('puts the hint on the first line of main.js and of the content chunk, the rest minified as before', async () => {
  const plain = await build(false);
  const hinted = await build(true);
  const main = mainOf(hinted);
  const content = chunkWith(hinted, '"a paragraph"');
  expect(main).toBeDefined();
  expect(content).toBeDefined();
  expect(content).not.toBe(main);
  for (const [name, before] of [
    [main, plain[mainOf(plain)]],
    [content, plain[chunkWith(plain, '"a paragraph"')]],
  ] as const) {
    const [first, ...rest] = hinted[name]!.split('\n');
    expect(first).toBe(COMPILE_HINT);
    // After the hint, the minifier's output as without the plugin.
    expect(rest.join('\n')).toBe(before);
  }
  expect(hinted[main]).not.toMatch(/A comment the minifier drops/);
  // The runtime and the page's other chunk are left alone.
  const others = Object.keys(hinted).filter(
    (name) => name !== main && name !== content,
  );
  expect(others.map((name) => hinted[name]!.includes('"a page"'))).toContain(
    true,
  );
  for (const name of others) expect(hinted[name]).not.toContain(COMPILE_HINT);
  // A file's name follows its bytes: the hint is in its content hash.
  expect(main).not.toBe(mainOf(plain));
  expect(content).not.toBe(chunkWith(plain, '"a paragraph"'));
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

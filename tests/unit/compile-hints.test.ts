/**
 * plugins/compile-hints: the start-up code in three scripts, which, with the
 * chunks of a page's content, start with V8's compile hint, after
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
    '// A comment the minifier drops.\nexport function startTheApp() { return Promise.all([import("./page.js"), import("./content.mdx")]); }\nstartTheApp().then(([page, content]) => console.log(page.default(), content.default()));\n',
  'page.js': 'export default function describeThePage() { return "a page"; }\n',
  // What the MDX loader hands the bundler: a module of JavaScript.
  'content.mdx':
    'export default function createContent() { return "a paragraph"; }\n',
});

const utils = {currentBundler: {name: 'rspack', instance: rspack}};

/** Docusaurus's minifier for the browser bundle, with its options. */
const minimizer = () => [
  new rspack.SwcJsMinimizerRspackPlugin({
    minimizerOptions: {minify: true, ...getSwcJsMinimizerOptions()} as never,
  }),
];

/** Docusaurus's own cache groups of the browser bundle (webpack/base.js). */
const docusaurusSplitChunks = () => ({
  name: false as const,
  cacheGroups: {
    default: false as const,
    common: {name: 'common', minChunks: 2, priority: 40},
    styles: {
      name: 'styles',
      type: 'css/mini-extract',
      chunks: 'all',
      enforce: true,
      priority: 50,
    },
  },
});

/** What the plugin adds to a browser bundle's config. */
function configureBrowser(config: object): {
  optimization?: {splitChunks: {cacheGroups: object}};
  plugins?: unknown[];
} {
  return (
    compileHintsPlugin().configureWebpack as (...args: unknown[]) => never
  )(config, false, utils);
}

/** `config` with what the plugin adds, merged as Docusaurus merges it. */
function withPlugin<T extends {plugins: unknown[]; optimization: object}>(
  config: T,
): T {
  const added = configureBrowser(config);
  const {splitChunks} = config.optimization as {
    splitChunks?: {cacheGroups: object};
  };
  const groups = splitChunks?.cacheGroups;
  if (groups)
    Object.assign(groups, added.optimization?.splitChunks.cacheGroups ?? {});
  config.plugins.push(...(added.plugins ?? []));
  return config;
}

/** The browser bundle's files, built as Docusaurus names and minifies them. */
async function build(withHints: boolean): Promise<Record<string, string>> {
  const config = browserBundleConfig(project(), minimizer(), 'assets/js/');
  // The MDX loader's output is JavaScript; this test has no MDX to compile.
  (config as {module?: object}).module = {
    rules: [{test: /\.mdx$/, type: 'javascript/auto'}],
  };
  (config.optimization as {splitChunks?: object}).splitChunks =
    docusaurusSplitChunks();
  await compile(withHints ? withPlugin(config) : config);
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
  expect(
    (plugin.configureWebpack as (...args: unknown[]) => object)(
      {},
      true,
      utils,
    ),
  ).toEqual({});
});

const startupProject = projectFolder('compile-hints-startup-', {
  'entry.js':
    'import "./site.css";\nimport {themeLayout} from "@docusaurus/theme-x";\nimport {libraryRouter} from "a-library";\nconsole.log("the site\'s code", themeLayout(), libraryRouter());\nimport("./page.js").then((page) => console.log(page.default()));\n',
  'page.js':
    'import {libraryRouter} from "a-library";\nexport default function describeThePage() { return "a page " + libraryRouter(); }\n',
  'site.css': '.the-site { color: red; }\n',
  'node_modules/@docusaurus/theme-x/package.json':
    '{"name": "@docusaurus/theme-x", "main": "index.js"}',
  'node_modules/@docusaurus/theme-x/index.js':
    'import "./theme.css";\nexport function themeLayout() { return "a theme component"; }\n',
  'node_modules/@docusaurus/theme-x/theme.css': '.the-theme { color: blue; }\n',
  'node_modules/a-library/package.json':
    '{"name": "a-library", "main": "index.js"}',
  'node_modules/a-library/index.js':
    'export function libraryRouter() { return "a library function"; }\n',
});

/** The start-up project built as Docusaurus builds it, with the plugin. */
async function buildStartup(): Promise<Record<string, string>> {
  const config = {
    ...browserBundleConfig(startupProject(), minimizer(), 'assets/js/'),
    module: {
      rules: [
        {
          // A function: with a regular expression made in Jest's sandbox
          // here, css-loader was given every module, the scripts too.
          test: (file: string) => file.endsWith('.css'),
          use: [
            {
              loader: rspack.CssExtractRspackPlugin.loader,
              options: {esModule: true},
            },
            {loader: require.resolve('css-loader'), options: {esModule: false}},
          ],
        },
      ],
    },
  };
  config.optimization = {
    ...config.optimization,
    splitChunks: docusaurusSplitChunks(),
  } as typeof config.optimization;
  config.plugins.push(
    new rspack.CssExtractRspackPlugin({
      filename: 'assets/css/[name].[contenthash:8].css',
    }),
  );
  await compile(withPlugin(config));
  const out = path.join(startupProject(), 'out', 'assets');
  return Object.fromEntries(
    fs
      .readdirSync(out, {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(out, file), fs.readFileSync(file, 'utf8')];
      }),
  );
}

it('splits the start-up code into the theme, the other libraries and the site, each part hinted, with one stylesheet', async () => {
  const files = await buildStartup();
  const scripts = Object.keys(files).filter((name) => name.endsWith('.js'));
  const holding = (marker: string) =>
    scripts.filter((name) => files[name]!.includes(marker));
  const main = holding("the site's code")[0]!;
  const theme = holding('"a theme component"')[0]!;
  const library = holding('"a library function"')[0]!;
  const page = holding('"a page "')[0]!;
  const runtime = scripts.find((name) => name.includes('runtime~main'))!;
  expect(MAIN_ASSET.test(`assets/${main}`)).toBe(true);
  // Each part holds its own code only, and the library once: the page's
  // chunk uses the start-up copy.
  expect(new Set([main, theme, library, page, runtime]).size).toBe(5);
  expect(holding('"a theme component"')).toEqual([theme]);
  expect(holding('"a library function"')).toEqual([library]);
  for (const name of [main, theme, library])
    expect(files[name]!.split('\n')[0]).toBe(COMPILE_HINT);
  for (const name of [runtime, page])
    expect(files[name]).not.toContain(COMPILE_HINT);
  // The theme's CSS stays in Docusaurus's one stylesheet.
  const styles = Object.keys(files).filter((name) => name.endsWith('.css'));
  expect(styles).toHaveLength(1);
  expect(styles[0]).toMatch(/^css\/styles\./);
  expect(files[styles[0]!]).toContain('.the-theme');
  expect(files[styles[0]!]).toContain('.the-site');
});

it('stops the build when Docusaurus no longer gives the browser bundle cache groups', () => {
  expect(() => configureBrowser({optimization: {splitChunks: false}})).toThrow(
    /plugins\/compile-hints: the browser bundle has no splitChunks cache groups/,
  );
});

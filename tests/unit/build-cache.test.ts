/**
 * plugins/build-cache: the bundler's persistent cache is given as Rspack 2
 * reads it, one per locale, and depends on our build-time code; an
 * unexpected cache setting stops the build. PostCSS is set up once and
 * turns each stylesheet into the same CSS as before.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createStyleLoadersFactory} from '@docusaurus/bundler';
import type {PostCssOptions} from '@docusaurus/types';
import * as rspack from '@rspack/core';
import postcss, {type AcceptedPlugin} from 'postcss';
import {
  persistentCache,
  postcssSetUpOnce,
  type PostCssOptionsFor,
} from '../../plugins/build-cache';
import {compile} from './support/compile';

/** The cache settings Docusaurus 3 gives Rspack (`webpack/base.js`). */
function docusaurusCache(buildDependencies = ['/site/config.ts']) {
  return {
    name: 'client',
    mode: 'production',
    cache: true as unknown,
    experiments: {
      cache: {
        type: 'persistent',
        version: 'client-production-en-3.10.2-abc',
        buildDependencies,
      },
    },
  };
}

describe('bundler persistent cache', () => {
  test('moves to `cache`, named per bundle and locale, with our folders once', () => {
    const config = docusaurusCache();
    persistentCache(
      config,
      ['/site/plugins', '/site/src/lib', '/site/plugins'],
      'zh-CN',
    );
    expect(config.experiments).toEqual({});
    expect(config.cache).toEqual({
      type: 'persistent',
      name: 'client-production-zh-CN',
      version: 'client-production-en-3.10.2-abc',
      buildDependencies: ['/site/config.ts', '/site/plugins', '/site/src/lib'],
    });
  });

  test('no persistent cache: nothing to change', () => {
    const off = {cache: undefined, experiments: {}};
    persistentCache(off, ['/site/plugins'], 'en');
    expect(off).toEqual({cache: undefined, experiments: {}});
    const none = {};
    persistentCache(none, ['/site/plugins'], 'en');
    expect(none).toEqual({});
  });

  test('a cache setting of another shape stops the build', () => {
    const shapes = [
      {...docusaurusCache(), experiments: {cache: true}},
      {...docusaurusCache(), experiments: {cache: {type: 'memory'}}},
      {...docusaurusCache(), cache: {type: 'persistent'}},
      {...docusaurusCache(), name: undefined},
    ];
    for (const config of shapes)
      expect(() => persistentCache(config, ['/site/plugins'], 'en')).toThrow(
        /changed shape/,
      );
  });

  describe('in a real compilation', () => {
    let dir: string;
    beforeAll(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-cache-'));
      fs.writeFileSync(path.join(dir, 'entry.js'), 'console.log("a page");\n');
    });
    afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

    async function compileFor(locale: string): Promise<void> {
      const config = {
        ...docusaurusCache([path.join(dir, 'entry.js')]),
        context: dir,
        entry: './entry.js',
        output: {path: path.join(dir, 'out', locale)},
      };
      persistentCache(config, [], locale);
      await compile(config);
    }

    test('Rspack keeps a cache for each locale', async () => {
      await compileFor('en');
      await compileFor('zh-CN');
      const caches = path.join(dir, 'node_modules/.cache/rspack');
      expect(fs.readdirSync(caches).sort()).toEqual([
        'client-production-en',
        'client-production-zh-CN',
      ]);
    });
  });
});

/** The PostCSS options Docusaurus gives its client style loaders. */
async function docusaurusPostcssOptions(): Promise<PostCssOptions> {
  const getStyleLoaders = await createStyleLoadersFactory({
    currentBundler: {name: 'rspack', instance: rspack} as never,
  });
  const loaders = getStyleLoaders(false, {}) as {
    options?: {postcssOptions?: PostCssOptions};
  }[];
  const postcssLoader = loaders.find((l) => l.options?.postcssOptions);
  return postcssLoader!.options!.postcssOptions!;
}

// postcss-loader's own option handling, as it runs for each stylesheet.
const {getPostcssOptions} = jest.requireActual<{
  getPostcssOptions: (
    context: object,
    config: undefined,
    options: PostCssOptions | PostCssOptionsFor,
  ) => Promise<{plugins: AcceptedPlugin[]; processOptions: object}>;
}>('postcss-loader/dist/utils');

/** What postcss-loader makes of `options` for one file, run on `css`. */
async function asPostcssLoader(
  options: PostCssOptions | PostCssOptionsFor,
  css: string,
  file: string,
): Promise<string> {
  const context = {
    resourcePath: file,
    rootContext: '/site',
    emitError(error: Error) {
      throw error;
    },
  };
  const {plugins, processOptions} = await getPostcssOptions(
    context,
    undefined,
    options,
  );
  return (await postcss(plugins).process(css, {...processOptions, from: file}))
    .css;
}

describe('PostCSS set up once', () => {
  // Features the preset rewrites for the site's browsers, so a lost preset
  // shows as unchanged input.
  const sheets = {
    '/site/src/a.css':
      '.a { color: rgb(0 0 0 / 50%); inset: 0; &:hover { color: red } }',
    '/site/src/b.module.css':
      '.b:is(.c, .d) { color: lab(50% 20 30) } @layer x { .e { color: blue } }',
  };

  test('each stylesheet comes out as with the options Docusaurus gives', async () => {
    const given = await docusaurusPostcssOptions();
    const once = postcssSetUpOnce(given);
    for (const [file, css] of Object.entries(sheets)) {
      const before = await asPostcssLoader(given, css, file);
      expect(before).not.toBe(css);
      // Twice: the preset made once serves every file in turn.
      expect(await asPostcssLoader(once, css, file)).toBe(before);
      expect(await asPostcssLoader(once, css, file)).toBe(before);
    }
  });

  test('no config search; plugins named by path are created once, when the first stylesheet needs them', async () => {
    const once = postcssSetUpOnce(await docusaurusPostcssOptions());
    // postcss-loader reads the config search from the function.
    expect(once.config).toBe(false);
    const options = once();
    expect(options.config).toBe(false);
    for (const plugin of options.plugins)
      expect(Array.isArray(plugin)).toBe(false);
    expect(once({resourcePath: '/site/src/b.css'})).toBe(options);
  });

  test('a plugin is created with its options, on first use, and objects pass through', () => {
    const made: unknown[] = [];
    const creator = (options?: object) => {
      made.push(options);
      return {postcssPlugin: 'made'};
    };
    const ready = {postcssPlugin: 'ready'};
    const once = postcssSetUpOnce(
      {plugins: [['one', {}], ['two', {stage: 1}], ready]},
      () => creator,
    );
    // Nothing is loaded or created while the bundler is set up.
    expect(made).toEqual([]);
    expect(once().plugins).toEqual([
      {postcssPlugin: 'made'},
      {postcssPlugin: 'made'},
      ready,
    ]);
    expect(made).toEqual([undefined, {stage: 1}]);
    once();
    expect(made).toHaveLength(2);
  });

  test('options of another shape stop the build', () => {
    expect(() =>
      postcssSetUpOnce({plugins: [], config: '/site/postcss.config.js'}),
    ).toThrow(/changed shape/);
    expect(() =>
      postcssSetUpOnce({plugins: 'x' as unknown as unknown[]}),
    ).toThrow(/changed shape/);
    expect(() =>
      postcssSetUpOnce({plugins: [['nothing', {}]]}, () => ({}))(),
    ).toThrow(/not a PostCSS plugin/);
  });
});

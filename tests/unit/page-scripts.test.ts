/**
 * plugins/framework-patches/page-scripts: the client manifest learns the
 * requests route components report, read from a registry written by
 * Docusaurus's own route code generator.
 */
import getBundles from 'react-loadable-ssr-addon-v5-slorber/lib/getBundles';
import {generateRoutesCode} from '@docusaurus/core/lib/server/codegen/codegenRoutes';
import {
  addRequestOrigins,
  aliasSharedChunks,
  registryRequests,
  stableManifest,
  type ClientManifest,
} from '../../plugins/framework-patches/page-scripts/manifest';
import {generatedRegistry, ROUTES} from './support/generatedFiles';

describe('page scripts', () => {
  it('reads every chunk name and request of the registry Docusaurus generates', async () => {
    const expected = generateRoutesCode(ROUTES).registry;
    const requests = registryRequests(await generatedRegistry());
    expect(Object.fromEntries(requests)).toEqual(expected);
    // The page module, the layout, and nothing else.
    expect([...requests.values()].sort()).toEqual([
      '@site/docs/guide/drivers/s3.mdx',
      '@site/i18n/zh-CN/docs/guide/快速 开始.md',
      '@theme/DocItem',
    ]);
  });

  it('gives each request the chunks of the chunk named for it, so a page lists its own scripts', async () => {
    const requests = registryRequests(await generatedRegistry());
    const nameOf = (request: string) =>
      [...requests].find(([, r]) => r === request)![0];
    const page = nameOf('@site/docs/guide/drivers/s3.mdx');
    const layout = nameOf('@theme/DocItem');
    // Shaped as the addon writes it: keyed by chunk name, each listing its
    // siblings and itself; one shared chunk (the stylesheet's) is in every
    // group, and one chunk has no entry for lack of a chunk of its own.
    const manifest: ClientManifest = {
      entrypoints: ['main'],
      origins: {
        main: ['styles', 'runtime', 'main'],
        [page]: ['styles', '7'],
        [layout]: ['styles', '4', '9'],
        styles: ['styles', '7', '4', '9'],
      },
      assets: {
        main: {js: [{file: 'main.js'}]},
        runtime: {js: [{file: 'runtime.js'}]},
        styles: {css: [{file: 'styles.css'}]},
        '4': {js: [{file: '4.js'}]},
        '7': {js: [{file: 's3.js'}]},
        '9': {js: [{file: 'DocItem.js'}]},
      },
    };
    const modules = ['@theme/DocItem', '@site/docs/guide/drivers/s3.mdx'];
    // What Docusaurus finds today: the entry point only.
    const before = getBundles(manifest, [...manifest.entrypoints, ...modules]);
    expect(before.js!.map((b) => b.file)).toEqual(['runtime.js', 'main.js']);

    const {manifest: completed, added} = addRequestOrigins(manifest, requests);
    // The Chinese page has no chunk in this manifest: nothing is made up.
    expect(added).toBe(2);
    const after = getBundles(completed, [...manifest.entrypoints, ...modules]);
    expect(after.js!.map((b) => b.file)).toEqual([
      'runtime.js',
      'main.js',
      '4.js',
      'DocItem.js',
      's3.js',
    ]);
    expect(after.css!.map((b) => b.file)).toEqual(['styles.css']);
    // The names it was keyed by stay, untouched.
    for (const [key, list] of Object.entries(manifest.origins)) {
      expect(completed.origins[key]).toEqual(list);
    }
  });

  it("lists the docs shell's modules, which share one chunk, under their own names and requests", () => {
    // Docusaurus's names and requests for the docs shell (a docs page's
    // root, version root, layout and plugin context) and one page.
    const requests = new Map([
      ['5e95c892', '@theme/DocsRoot'],
      ['a7bd4aaa', '@theme/DocVersionRoot'],
      ['a94703ab', '@theme/DocRoot'],
      [
        'aba21aa0',
        '@generated/docusaurus-plugin-content-docs/default/__plugin.json',
      ],
      ['17896441', '@theme/DocItem'],
    ]);
    const manifest: ClientManifest = {
      entrypoints: ['main'],
      origins: {
        main: ['runtime', 'main'],
        'docs-shell': ['4014', '6616'],
        '17896441': ['4014', '106'],
      },
      assets: {
        '4014': {js: [{file: '4014.js'}]},
        '6616': {js: [{file: 'docs-shell.js'}]},
        '106': {js: [{file: '106.js'}]},
      },
    };
    const origins = aliasSharedChunks(manifest.origins, requests);
    for (const name of ['5e95c892', 'a7bd4aaa', 'a94703ab', 'aba21aa0'])
      expect(origins[name]).toEqual(['4014', '6616']);
    expect(origins['17896441']).toEqual(['4014', '106']);
    // Without the shared chunk (an older bundle), nothing is made up.
    expect(aliasSharedChunks({'17896441': ['106']}, requests)).toEqual({
      '17896441': ['106'],
    });
    const {manifest: completed, added} = addRequestOrigins(manifest, requests);
    expect(added).toBe(5);
    expect(completed.origins['@theme/DocRoot']).toEqual(['4014', '6616']);
    // A page's scripts name the shared chunk once.
    const bundles = getBundles(completed, [
      '@theme/DocsRoot',
      '@theme/DocVersionRoot',
      '@theme/DocRoot',
      '@theme/DocItem',
    ]);
    expect(bundles.js!.map((b) => b.file)).toEqual([
      '4014.js',
      'docs-shell.js',
      '106.js',
    ]);
  });

  it('leaves a key that already exists as it is', () => {
    const manifest: ClientManifest = {
      entrypoints: [],
      origins: {abc: ['1'], '@theme/X': ['2']},
      assets: {},
    };
    const {manifest: completed, added} = addRequestOrigins(
      manifest,
      new Map([['abc', '@theme/X']]),
    );
    expect(added).toBe(0);
    expect(completed.origins['@theme/X']).toEqual(['2']);
  });

  it('writes the manifest the same for the same files: origins ordered, no provisional chunk hashes, the same scripts for every page', () => {
    const entry = (file: string, hash: string) => ({
      file,
      hash,
      publicPath: `/${file}`,
    });
    const manifest = (hashes: [string, string], order: string[]) => {
      const origins: Record<string, string[]> = {
        main: ['main'],
        '@site/docs/a.mdx': ['11', 'main'],
        '@site/docs/b.mdx': ['12'],
      };
      return {
        entrypoints: ['main'],
        origins: Object.fromEntries(order.map((key) => [key, origins[key]!])),
        assets: {
          main: {js: [entry('assets/js/main.1.js', hashes[0])]},
          '11': {
            js: [entry('assets/js/11.2.js', hashes[1])],
            css: [entry('assets/css/11.3.css', hashes[1])],
          },
          '12': {js: [entry('assets/js/12.4.js', hashes[0])]},
        },
      } satisfies ClientManifest;
    };
    const cold = manifest(
      ['aa', 'bb'],
      ['main', '@site/docs/b.mdx', '@site/docs/a.mdx'],
    );
    const warm = manifest(
      ['cc', 'dd'],
      ['@site/docs/a.mdx', 'main', '@site/docs/b.mdx'],
    );
    expect(JSON.stringify(stableManifest(cold))).toBe(
      JSON.stringify(stableManifest(warm)),
    );
    const stable = stableManifest(cold);
    expect(Object.keys(stable.origins)).toEqual([
      '@site/docs/a.mdx',
      '@site/docs/b.mdx',
      'main',
    ]);
    expect(JSON.stringify(stable)).not.toMatch(/"hash"/);
    // What Docusaurus reads to list a page's scripts (each bundle's file)
    // is unchanged.
    const files = (m: ClientManifest) => {
      const bundles = getBundles(m, ['main', '@site/docs/a.mdx']);
      return {
        js: (bundles.js ?? []).map((b) => (b as {file: string}).file),
        css: (bundles.css ?? []).map((b) => (b as {file: string}).file),
      };
    };
    expect(files(stable)).toEqual(files(cold));
    expect(files(stable)).toEqual({
      js: ['assets/js/main.1.js', 'assets/js/11.2.js'],
      css: ['assets/css/11.3.css'],
    });
  });
});

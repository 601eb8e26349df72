/**
 * plugins/framework-patches/client-config: the browser's site config keeps
 * everything but the options of plugins and presets, which nothing in the
 * browser reads.
 */
import fs from 'node:fs';
import path from 'node:path';
import {generateSiteFiles} from '@docusaurus/core/lib/server/codegen/codegen';
import {DEFAULT_CONFIG} from '@docusaurus/core/lib/server/configValidation';
import type {DocusaurusConfig} from '@docusaurus/types';
import clientConfigLoader from '../../plugins/framework-patches/client-config/loader.cjs';
import {ROOT} from '../../plugins/framework-patches/originals.mjs';
import {generatedFile} from './support/generatedFiles';

const {trimConfig, DROPPED} = clientConfigLoader;
const BUILD_FOLDER = '/home/builder/openlist-docs';

const SITE: DocusaurusConfig = {
  ...DEFAULT_CONFIG,
  title: 'OpenList',
  url: 'https://doc.oplist.org',
  baseUrl: '/',
  trailingSlash: false,
  customFields: {searchMode: 'local'},
  ssrTemplate: '<html><body><%~ it.appHtml %></body></html>',
  plugins: [
    () => ({name: 'local'}),
    [
      () => ({name: 'with-options'}),
      {siteDir: BUILD_FOLDER, since: {a: 'v4.2.2'}},
    ],
  ],
  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          remarkPlugins: [[() => null, {siteDir: BUILD_FOLDER}]],
        },
      },
    ],
  ],
} as DocusaurusConfig;

/** `.docusaurus/docusaurus.config.mjs` for SITE. */
const generatedConfig = () =>
  generatedFile('docusaurus.config.mjs', (generatedFilesDir) =>
    generateSiteFiles({
      generatedFilesDir,
      siteConfig: SITE,
      baseUrl: '/',
      clientModules: [],
      globalData: {},
      i18n: {} as never,
      codeTranslations: {},
      siteMetadata: {} as never,
      siteStorage: {} as never,
      routes: [],
    }),
  );

const exported = (source: string) =>
  JSON.parse(/export default ([^]*);\s*$/.exec(source)![1]!) as Record<
    string,
    unknown
  >;

describe('client config', () => {
  it('empties plugins and presets, leaves out the page template, keeps every other field as generated', async () => {
    const generated = await generatedConfig();
    expect(generated).toContain(BUILD_FOLDER);
    expect(exported(generated).ssrTemplate).toBe(SITE.ssrTemplate);
    const {source, dropped} = trimConfig(generated);
    expect(dropped).toEqual(['plugins', 'presets', 'ssrTemplate']);
    expect(source).not.toContain(BUILD_FOLDER);
    const kept = exported(generated);
    delete kept.ssrTemplate;
    expect(exported(source)).toEqual({...kept, plugins: [], presets: []});
  });

  it('stops the build when the generated module is not a JSON export', () => {
    expect(() => trimConfig('export default config;')).toThrow(/client-config/);
  });

  it('nothing the browser runs reads the fields it empties', () => {
    const CLIENT_CODE = [
      'node_modules/@docusaurus/core/lib/client',
      'node_modules/@docusaurus/theme-classic/lib/theme',
      'node_modules/@docusaurus/theme-common/lib',
      'node_modules/@docusaurus/theme-search-algolia/lib/theme',
      'node_modules/@docusaurus/theme-search-algolia/lib/client',
      'node_modules/@docusaurus/plugin-content-docs/lib/client',
      'node_modules/@docusaurus/plugin-content-blog/lib/client',
      'src',
      ...fs
        .readdirSync(path.join(ROOT, 'plugins'))
        .flatMap((p) =>
          ['components', 'theme', 'client.ts', 'lib'].map(
            (d) => `plugins/${p}/${d}`,
          ),
        ),
    ];
    const files = (entry: string): string[] => {
      const full = path.join(ROOT, entry);
      if (!fs.existsSync(full)) return [];
      if (fs.statSync(full).isFile()) return [full];
      return fs
        .readdirSync(full)
        .flatMap((name) => files(path.join(entry, name)))
        .filter(
          (file) => /\.(js|mjs|ts|tsx)$/.test(file) && !file.endsWith('.d.ts'),
        );
    };
    const field = new RegExp(
      `\\.(${DROPPED.join('|')})\\b|\\b(${DROPPED.join('|')})\\s*[,}]`,
    );
    const readers = CLIENT_CODE.flatMap(files).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line) && field.test(line))
        .map((line) => `${path.relative(ROOT, file)}: ${line.trim()}`),
    );
    expect(readers).toEqual([]);
  });
});

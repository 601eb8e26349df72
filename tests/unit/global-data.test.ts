/**
 * plugins/framework-patches/global-data: the browser's global data in one
 * order whatever order the plugins finished in, with the same data.
 */
import {generateSiteFiles} from '@docusaurus/core/lib/server/codegen/codegen';
import {DEFAULT_CONFIG} from '@docusaurus/core/lib/server/configValidation';
import type {DocusaurusConfig, GlobalData} from '@docusaurus/types';
import globalDataLoader from '../../plugins/framework-patches/global-data/loader.cjs';
import {generatedFile} from './support/generatedFiles';

const {orderGlobalData} = globalDataLoader;

/** `.docusaurus/globalData.json` as Docusaurus's own code writes it. */
const generated = (globalData: GlobalData) =>
  generatedFile('globalData.json', (generatedFilesDir) =>
    generateSiteFiles({
      generatedFilesDir,
      siteConfig: {
        ...DEFAULT_CONFIG,
        url: 'https://doc.oplist.org',
      } as DocusaurusConfig,
      baseUrl: '/',
      clientModules: [],
      globalData,
      i18n: {} as never,
      codeTranslations: {},
      siteMetadata: {} as never,
      siteStorage: {} as never,
      routes: [],
    }),
  );

const docs = {versions: [{name: 'current', docs: [{id: 'a'}, {id: 'b'}]}]};
const layouts = {routes: {'/terms': 'statement', '/privacy': 'statement'}};
const gitLog = {repositoryUrl: 'https://github.com/OpenListTeam/OpenList-Docs'};

describe('global-data loader', () => {
  it('writes the same module whichever plugin finished first', async () => {
    const first = await generated({
      'docusaurus-plugin-content-docs': {default: docs},
      'git-log': {default: gitLog},
      layouts: {default: layouts},
    } as GlobalData);
    const second = await generated({
      layouts: {default: layouts},
      'docusaurus-plugin-content-docs': {default: docs},
      'git-log': {default: gitLog},
    } as GlobalData);
    expect(first).not.toBe(second);
    expect(orderGlobalData(first)).toBe(orderGlobalData(second));
  });

  it('keeps every plugin instance and its data, with the order inside the data', async () => {
    const source = await generated({
      posts: {zeta: {n: 1}, alpha: {n: 2}},
      layouts: {default: layouts},
    } as GlobalData);
    const ordered = JSON.parse(orderGlobalData(source)) as Record<
      string,
      Record<string, unknown>
    >;
    expect(ordered).toEqual(JSON.parse(source));
    expect(Object.keys(ordered)).toEqual(['layouts', 'posts']);
    expect(Object.keys(ordered.posts!)).toEqual(['alpha', 'zeta']);
    // The data of an instance is not reordered.
    expect(Object.keys(ordered.layouts!.default as object)).toEqual(['routes']);
    expect(
      Object.keys((ordered.layouts!.default as typeof layouts).routes),
    ).toEqual(['/terms', '/privacy']);
  });

  it('stops the build when the module is not a JSON object of plugins', () => {
    expect(() => orderGlobalData('export default {};')).toThrow(/global-data/);
    expect(() => orderGlobalData('{"posts": 3}')).toThrow(/global-data/);
  });
});

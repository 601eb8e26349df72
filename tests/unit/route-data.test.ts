/**
 * plugins/framework-patches/route-data: each page carries the registry
 * entries of its own routes, and the whole registry comes when a route the
 * page has no data for is needed. Route files written by Docusaurus's own
 * code generator; the page's scripts chosen by the addon's own lookup.
 */
import getBundles from 'react-loadable-ssr-addon-v5-slorber/lib/getBundles';
import {generateRouteFiles} from '@docusaurus/core/lib/server/codegen/codegenRoutes';
import {registryRequests} from '../../plugins/framework-patches/page-scripts/manifest';
import type {ClientManifest} from '../../plugins/framework-patches/page-scripts/manifest';
import {
  addRouteData,
  type ModulePlace,
  routeData,
} from '../../plugins/framework-patches/route-data/manifest';
import {placesByRequest} from '../../plugins/framework-patches/route-data';
import {
  type ChunkNames,
  chunkNamesOf,
  ROUTE_DATA_PREFIX,
  type RouteData,
} from '../../plugins/framework-patches/route-data/constants';
import {generatedFile, ROUTES} from './support/generatedFiles';

async function generated() {
  const write = (dir: string) =>
    generateRouteFiles({generatedFilesDir: dir, routes: ROUTES, baseUrl: '/'});
  const [registry, chunkNames] = await Promise.all([
    generatedFile('registry.js', write),
    generatedFile('routesChunkNames.json', write),
  ]);
  return {
    requests: registryRequests(registry),
    routesChunkNames: JSON.parse(chunkNames) as Record<string, ChunkNames>,
  };
}

describe('route data in the client manifest', () => {
  it('gives a page, for the name its route reports, the route’s chunk names, chunks and module ids', async () => {
    const {requests, routesChunkNames} = await generated();
    const key = Object.keys(routesChunkNames).find((k) =>
      k.startsWith('/guide/drivers/s3-'),
    )!;
    const tree = routesChunkNames[key]!;
    const names = chunkNamesOf(tree);
    // The layout and the page's content.
    expect(names.map((name) => requests.get(name)).sort()).toEqual([
      '@site/docs/guide/drivers/s3.mdx',
      '@theme/DocItem',
    ]);
    const [layout, content] = names;
    const manifest: ClientManifest = {
      entrypoints: ['main'],
      origins: {
        main: ['runtime', 'main'],
        [layout!]: ['styles', '9'],
        [content!]: ['styles', '7'],
      },
      assets: {
        main: {js: [{file: 'main.js'}]},
        runtime: {js: [{file: 'r.js'}]},
      },
    };
    const places = new Map<string, ModulePlace>([
      [layout!, {id: 111, initial: false}],
      [content!, {id: 'abc', initial: false}],
    ]);
    const {manifest: completed, added} = addRouteData(
      manifest,
      routesChunkNames,
      places,
    );
    // The Chinese page's modules have no place: no data is made up for it.
    expect(added).toBe(1);
    const files = getBundles(completed, [
      ...completed.entrypoints,
      ROUTE_DATA_PREFIX + key,
    ]).js!.map((bundle) => bundle.file);
    expect(files.slice(0, 2)).toEqual(['r.js', 'main.js']);
    expect(files).toHaveLength(3);
    expect(files[2]!.startsWith(ROUTE_DATA_PREFIX)).toBe(true);
    const data = JSON.parse(
      files[2]!.slice(ROUTE_DATA_PREFIX.length),
    ) as RouteData;
    expect(data).toEqual({
      key,
      tree,
      modules: {
        [layout!]: [['styles', '9'], 111],
        [content!]: [['styles', '7'], 'abc'],
      },
    });
    // What was there is kept.
    expect(completed.origins.main).toEqual(manifest.origins.main);
  });

  it('gives a module in main.js no chunks to wait for, and no data to a route whose module is neither in a chunk nor in main.js', () => {
    const tree = {__comp: 'a', config: 'b'};
    const origins = {a: ['1', '2']};
    const inMain = new Map<string, ModulePlace>([
      ['a', {id: 1, initial: false}],
      ['b', {id: 2, initial: true}],
    ]);
    expect(routeData('/-1', tree, origins, inMain)).toEqual({
      key: '/-1',
      tree,
      modules: {a: [['1', '2'], 1], b: [[], 2]},
    });
    const elsewhere = new Map(inMain).set('b', {id: 2, initial: false});
    expect(routeData('/-1', tree, origins, elsewhere)).toBeUndefined();
    const unknown = new Map(inMain);
    unknown.delete('b');
    expect(routeData('/-1', tree, origins, unknown)).toBeUndefined();
  });

  it('lists every chunk name of a tree, nested ones included', () => {
    expect(
      chunkNamesOf({
        __comp: 'a',
        __context: {plugin: 'b'},
        items: [{content: 'c'}, {content: 'd'}],
      }),
    ).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('where the client bundle put the registry’s modules', () => {
  const dependency = (request: string) => ({request});
  const chunk = (initial: boolean) => ({canBeInitial: () => initial});

  it('finds the registry inside a concatenated module and reads the id and chunks of each import', () => {
    const page = {blocks: []};
    const config = {blocks: []};
    const registry = {
      resource: '/site/.docusaurus/registry.js',
      blocks: [
        {dependencies: [dependency('@site/docs/a.md')]},
        {dependencies: [dependency('@generated/docusaurus.config')]},
      ],
    };
    const targets = new Map<object, [number, boolean]>([
      [page, [7, false]],
      [config, [9, true]],
    ]);
    const places = placesByRequest({
      modules: [{resource: '/site/src/x.ts', blocks: [], modules: [registry]}],
      moduleGraph: {
        getModule: (d) => (d.request === '@site/docs/a.md' ? page : config),
      },
      chunkGraph: {
        getModuleId: (m) => targets.get(m)![0],
        getModuleChunksIterable: (m) => [chunk(targets.get(m)![1])],
      },
    });
    expect(Object.fromEntries(places)).toEqual({
      '@site/docs/a.md': {id: 7, initial: false},
      '@generated/docusaurus.config': {id: 9, initial: true},
    });
  });

  it('stops the build when the bundler no longer shows the registry or a module id', () => {
    const graphs = {
      moduleGraph: {getModule: () => ({blocks: []})},
      chunkGraph: {getModuleId: () => null, getModuleChunksIterable: () => []},
    };
    expect(() => placesByRequest({modules: [], ...graphs})).toThrow(
      /no \.docusaurus\/registry\.js module/,
    );
    const registry = {
      resource: '/site/.docusaurus/registry.js',
      blocks: [{dependencies: [dependency('@theme/DocItem')]}],
    };
    expect(() => placesByRequest({modules: [registry], ...graphs})).toThrow(
      /no module id for the registry's import of @theme\/DocItem/,
    );
  });
});

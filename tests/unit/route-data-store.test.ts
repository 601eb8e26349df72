/**
 * plugins/framework-patches/route-data/store.ts: the browser's registry and
 * chunk names, filled from the page's data, completed from the originals
 * when a route the page has no data for is preloaded.
 */
import {
  ROUTE_DATA_ID,
  type RouteData,
} from '../../plugins/framework-patches/route-data/constants';

type Store = typeof import('../../plugins/framework-patches/route-data/store');

const ORIGINAL_REGISTRY = {
  other: [() => Promise.resolve({default: 'Other'}), 0, 5],
  layout: [() => Promise.resolve({default: 'not the page’s'}), 0, 1],
};
const ORIGINAL_CHUNK_NAMES = {'/other-9': {__comp: 'other'}};
let originalsFail = 0;
let originalsLoaded = 0;

jest.mock(
  '@generated/registry.js',
  () => {
    originalsLoaded += 1;
    if (originalsFail > 0) {
      originalsFail -= 1;
      throw new Error('Loading chunk route-data failed.');
    }
    return {__esModule: true, default: ORIGINAL_REGISTRY};
  },
  {virtual: true},
);
jest.mock(
  '@generated/routesChunkNames.json',
  () => ({__esModule: true, default: ORIGINAL_CHUNK_NAMES}),
  {virtual: true},
);

const PAGE: RouteData[] = [
  {
    key: '/guide/drivers/s3-340',
    tree: {__comp: 'layout', content: 'page'},
    modules: {layout: [['4', '9'], 1], page: [['7'], 'p']},
  },
  {
    key: '/-e88',
    tree: {__comp: 'root', config: 'config'},
    modules: {root: [['2'], 3], config: [[], 4]},
  },
];

/** The bundler's require: modules by id, and the chunks it was asked for. */
const loadedChunks: string[] = [];
const MODULES: Record<string, unknown> = {
  1: {__esModule: true, default: 'DocItem'},
  p: {__esModule: true, default: 'S3 page'},
  3: {__esModule: true, default: 'Root'},
  4: {title: 'OpenList'},
};
function webpackRequire(id: string | number) {
  return MODULES[String(id)];
}
webpackRequire.e = (chunk: string) => {
  loadedChunks.push(chunk);
  return Promise.resolve();
};

function loadStore(pageData: string | null): Store {
  (globalThis as Record<string, unknown>).__webpack_require__ = webpackRequire;
  (globalThis as Record<string, unknown>).document = {
    getElementById: (id: string) =>
      id === ROUTE_DATA_ID && pageData !== null
        ? {textContent: pageData}
        : null,
  };
  let store: Store | undefined;
  jest.isolateModules(() => {
    store = jest.requireActual<Store>(
      '../../plugins/framework-patches/route-data/store',
    );
  });
  return store!;
}

beforeEach(() => {
  loadedChunks.length = 0;
  originalsFail = 0;
  originalsLoaded = 0;
  jest.resetModules();
});
afterAll(() => {
  delete (globalThis as Record<string, unknown>).document;
  delete (globalThis as Record<string, unknown>).__webpack_require__;
});

describe('the browser’s route registry', () => {
  it('makes the page’s routes ready from its data alone, with entries shaped as Docusaurus’s', async () => {
    const store = loadStore(JSON.stringify(PAGE));
    expect(store.routeReady('/guide/drivers/s3', '340')).toBeUndefined();
    expect(store.routeReady('/', 'e88')).toBeUndefined();
    expect(originalsLoaded).toBe(0);
    expect(store.routesChunkNames['/guide/drivers/s3-340']).toEqual(
      PAGE[0]!.tree,
    );
    const [load, request, id] = store.registry.page!;
    expect([request, id]).toEqual([0, 'p']);
    // As the original `import()`: the chunks first, then the module.
    await expect(load()).resolves.toEqual({
      __esModule: true,
      default: 'S3 page',
    });
    expect(loadedChunks).toEqual(['7']);
    await store.registry.layout![0]();
    expect(loadedChunks).toEqual(['7', '4', '9']);
    // A module that is not an ES module (JSON) is the default of a namespace.
    await expect(store.registry.config![0]()).resolves.toEqual({
      default: {title: 'OpenList'},
    });
  });

  it('loads the originals for a route the page has no data for, and keeps the page’s entries', async () => {
    const store = loadStore(JSON.stringify(PAGE));
    const ready = store.routeReady('/other', '9');
    expect(ready).toBeInstanceOf(Promise);
    await ready;
    expect(store.hasRoute('/other', '9')).toBe(true);
    expect(store.registry.other).toBe(ORIGINAL_REGISTRY.other);
    // The page's entry was there first.
    expect(store.registry.layout).not.toBe(ORIGINAL_REGISTRY.layout);
    // Loaded once.
    await store.routeReady('/missing', '0');
    expect(originalsLoaded).toBe(1);
  });

  it('needs no data for the not-found route', () => {
    const store = loadStore(null);
    expect(store.routeReady('*', 'undefined')).toBeUndefined();
  });

  it('loads the originals when the page has no data, or data it cannot read', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    for (const pageData of [null, '{not json']) {
      jest.resetModules();
      originalsLoaded = 0;
      const store = loadStore(pageData);
      await store.routeReady('/guide/drivers/s3', '340');
      expect(originalsLoaded).toBe(1);
    }
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toMatch(
      /route data could not be read/,
    );
    error.mockRestore();
  });

  it('tries the originals again after a failed load', async () => {
    originalsFail = 1;
    const store = loadStore(JSON.stringify(PAGE));
    await expect(store.routeReady('/other', '9')).rejects.toThrow(
      /Loading chunk route-data failed/,
    );
    expect(store.hasRoute('/other', '9')).toBe(false);
    await store.routeReady('/other', '9');
    expect(store.hasRoute('/other', '9')).toBe(true);
  });
});

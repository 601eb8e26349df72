import {
  chunkNamesOf,
  type ChunkNames,
  ROUTE_DATA_ID,
  type RouteData,
} from './constants';

/**
 * The browser's route registry and routes' chunk names (see ./index.ts):
 * what Docusaurus's `ComponentCreator` reads, filled from the page's data,
 * then from the originals when a route the page has no data for is needed.
 */

/** The bundler's `require`, with its chunk loader (Rspack, webpack 5). */
declare const __webpack_require__: {
  (id: string | number): unknown;
  e(chunkId: string): Promise<unknown>;
};

/** An entry as Docusaurus's registry writes it: loader, request, module id. */
export type RegistryEntry = [
  load: () => Promise<unknown>,
  request: string | 0,
  moduleId: string | number,
];

export const registry: Record<string, RegistryEntry> = {};
export const routesChunkNames: Record<string, ChunkNames> = {};

/**
 * What the original entry's `import()` gives: the module's namespace, or for
 * a module that is not an ES module (a JSON file), one whose default is it.
 */
function namespace(exports: unknown): unknown {
  const isModule =
    typeof exports === 'object' &&
    exports !== null &&
    (exports as {__esModule?: boolean}).__esModule === true;
  return isModule ? exports : {default: exports};
}

/** Adds one route's data, leaving what is already known as it is. */
export function addRoute({key, tree, modules}: RouteData): void {
  routesChunkNames[key] ??= tree;
  for (const [name, [chunks, moduleId]] of Object.entries(modules)) {
    registry[name] ??= [
      () =>
        Promise.all(chunks.map((chunk) => __webpack_require__.e(chunk))).then(
          () => namespace(__webpack_require__(moduleId)),
        ),
      0,
      moduleId,
    ];
  }
}

let pageRead = false;

/** The page's route data (written by plugins/framework-patches/paint-first). */
function readPage(): void {
  if (pageRead || typeof document === 'undefined') return;
  pageRead = true;
  const element = document.getElementById(ROUTE_DATA_ID);
  if (!element?.textContent) return;
  try {
    for (const route of JSON.parse(element.textContent) as RouteData[])
      addRoute(route);
  } catch (error) {
    // Without it, the routes load the whole registry (routeReady).
    console.error('The page’s route data could not be read:', error);
  }
}

let whole: Promise<void> | undefined;

/**
 * The original registry and chunk names, in a chunk of their own. A failed
 * load (offline, or a deploy replaced the chunk) is not kept: the next call
 * tries again.
 */
export function loadWhole(): Promise<void> {
  whole ??= Promise.all([
    import(/* webpackChunkName: "route-data" */ '@generated/registry.js'),
    import(
      /* webpackChunkName: "route-data" */ '@generated/routesChunkNames.json'
    ),
  ]).then(
    ([originalRegistry, originalChunkNames]) => {
      const entries = (
        originalRegistry as {default: Record<string, RegistryEntry>}
      ).default;
      for (const [name, entry] of Object.entries(entries))
        registry[name] ??= entry;
      const trees = (
        originalChunkNames as {default: Record<string, ChunkNames>}
      ).default;
      for (const [key, tree] of Object.entries(trees))
        routesChunkNames[key] ??= tree;
    },
    (error: unknown) => {
      whole = undefined;
      throw error;
    },
  );
  return whole;
}

/** Whether the registry has every entry the route needs. */
export function hasRoute(path: string, hash: string): boolean {
  readPage();
  const tree = routesChunkNames[`${path}-${hash}`];
  return (
    tree !== undefined && chunkNamesOf(tree).every((name) => name in registry)
  );
}

/**
 * Undefined when Docusaurus's `ComponentCreator(path, hash)` can make the
 * route's component now; otherwise the load that makes it possible. The
 * not-found route (`*`) reads neither module.
 */
export function routeReady(
  path: string,
  hash: string,
): Promise<void> | undefined {
  if (path === '*' || hasRoute(path, hash)) return undefined;
  return loadWhole();
}

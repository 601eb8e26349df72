/**
 * Shared by the build (./index.ts, ../paint-first) and the browser
 * (./store.ts): the names the route data travels under.
 */

/**
 * Marks a route's data where the client manifest lists files: the "file" of
 * the asset `route-data:<route key>` is this prefix followed by the route's
 * data as JSON. ../paint-first writes those into the page instead of loading
 * them.
 */
export const ROUTE_DATA_PREFIX = 'route-data:';

/** The id of the page's JSON list of route data. */
export const ROUTE_DATA_ID = '__route-data';

/**
 * A route's chunk names as Docusaurus generates them
 * (`.docusaurus/routesChunkNames.json`): a tree whose leaves are the names
 * of registry entries.
 */
export type ChunkNames = string | ChunkNames[] | {[key: string]: ChunkNames};

/**
 * What a page carries for each of its routes: the route's key (path and
 * hash, as `routesChunkNames.json` keys it), its chunk names, and for each
 * chunk name the chunks to load and the module to take from them.
 */
export interface RouteData {
  key: string;
  tree: ChunkNames;
  modules: Record<string, [chunks: string[], moduleId: string | number]>;
}

/** Every chunk name of a tree, as Docusaurus's `flat()` lists its leaves. */
export function chunkNamesOf(tree: ChunkNames): string[] {
  if (typeof tree === 'string') return [tree];
  return Object.values(tree).flatMap(chunkNamesOf);
}

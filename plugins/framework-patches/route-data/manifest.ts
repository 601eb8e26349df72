import {
  type ChunkNames,
  chunkNamesOf,
  ROUTE_DATA_PREFIX,
  type RouteData,
} from './constants';
import type {ClientManifest} from '../page-scripts/manifest';

/** Where a registry entry's module is, as the client bundle placed it. */
export interface ModulePlace {
  id: string | number;
  /** In a chunk every page loads (main.js): no chunk to wait for. */
  initial: boolean;
}

/**
 * A route's data, from its chunk names, the manifest's chunk lists (keyed by
 * chunk name, as the addon writes them) and where each chunk name's module
 * is. Undefined when a chunk name has no module, or no chunk list and no
 * place in main.js: that route's page carries no data and loads the whole
 * registry instead, as before.
 */
export function routeData(
  key: string,
  tree: ChunkNames,
  origins: ClientManifest['origins'],
  places: ReadonlyMap<string, ModulePlace>,
): RouteData | undefined {
  const modules: RouteData['modules'] = {};
  for (const name of chunkNamesOf(tree)) {
    const place = places.get(name);
    if (!place) return undefined;
    const chunks = origins[name];
    if (!chunks && !place.initial) return undefined;
    modules[name] = [chunks ?? [], place.id];
  }
  return {key, tree, modules};
}

/**
 * Adds to the manifest, for each route, an origin `route-data:<key>` whose
 * one asset is a "file" holding the route's data. The route's component
 * reports that name while the server renders the page
 * (../lazy-routes/ComponentCreator.tsx), so Docusaurus hands it to the page
 * template among the page's scripts, where ../paint-first writes it into the
 * page instead. Returns the number of routes given data.
 */
export function addRouteData(
  manifest: ClientManifest,
  routesChunkNames: Record<string, ChunkNames>,
  places: ReadonlyMap<string, ModulePlace>,
): {manifest: ClientManifest; added: number} {
  const origins = {...manifest.origins};
  const assets = {...manifest.assets};
  let added = 0;
  for (const [key, tree] of Object.entries(routesChunkNames)) {
    const data = routeData(key, tree, manifest.origins, places);
    if (!data) continue;
    const name = ROUTE_DATA_PREFIX + key;
    origins[name] = [name];
    assets[name] = {js: [{file: ROUTE_DATA_PREFIX + JSON.stringify(data)}]};
    added += 1;
  }
  return {manifest: {...manifest, origins, assets}, added};
}

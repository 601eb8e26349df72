import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {
  stableManifest,
  aliasSharedChunks,
  registryRequests,
  type ClientManifest,
} from '../page-scripts/manifest';
import {MANIFEST_FILE, REGISTRY_FILE} from '../page-scripts';
import type {ChunkNames} from './constants';
import {addRouteData, type ModulePlace} from './manifest';

/**
 * The route registry and the routes' chunk names out of main.js: each page
 * carries the entries of its own routes, and the whole of both comes in a
 * chunk of its own the first time the reader heads for another page.
 *
 * Docusaurus's route components (`ComponentCreator`) read two generated
 * modules, `.docusaurus/registry.js` (how to load each route module) and
 * `.docusaurus/routesChunkNames.json` (which modules each route needs). Both
 * cover every route of the site and were in every page's main.js: measured
 * 2026-11-28, about 6.6 and 5.4 KB gzip of its 117. A page needs the entries
 * of the routes it renders only.
 *
 * - In the browser bundle, the two requests are answered by ./registry.ts
 *   and ./routesChunkNames.ts: objects filled from the page (./store.ts),
 *   and completed from the originals, loaded with `import()`, when a route
 *   the page has no data for is preloaded.
 * - Once the client bundle is written, each route's data (its chunk names;
 *   for each, the chunks and the module id the original entry loads) is
 *   added to the client manifest (./manifest.ts), under a name the route's
 *   component reports while the server renders it; ../paint-first writes
 *   the page's into the page as JSON.
 *
 * The server bundle keeps the originals.
 */
export const REQUESTS = /^@generated\/(registry|routesChunkNames)$/;
export const ROUTES_CHUNK_NAMES_FILE = 'routesChunkNames.json';
const REGISTRY_MODULE = /[\\/]\.docusaurus[\\/]registry\.js$/;

/** The parts of Rspack's compilation this reads (Rspack 1.7). */
interface Dependency {
  request: string | undefined;
}
interface Module {
  resource?: string;
  modules?: Module[];
  blocks: {dependencies: Dependency[]}[];
}
interface Chunk {
  canBeInitial(): boolean;
}
interface Compilation {
  modules: Iterable<Module>;
  moduleGraph: {getModule(dependency: Dependency): Module | null};
  chunkGraph: {
    getModuleId(module: Module): string | number | null;
    getModuleChunksIterable(module: Module): Iterable<Chunk>;
  };
}
interface HookedCompiler {
  hooks: {
    afterEmit: {
      tap(name: string, fn: (compilation: Compilation) => void): void;
    };
  };
}

/**
 * Where the client bundle put the module each `import()` of the registry
 * loads, by request. Stops the build if the registry module or one of its
 * targets cannot be found: the bundler's API changed shape.
 */
export function placesByRequest(
  compilation: Compilation,
): Map<string, ModulePlace> {
  const all: Module[] = [];
  for (const module of compilation.modules) {
    all.push(module);
    if (module.modules) all.push(...module.modules);
  }
  const registry = all.find(
    (module) => module.resource && REGISTRY_MODULE.test(module.resource),
  );
  if (!registry)
    throw new Error(
      'route-data: the client bundle has no .docusaurus/registry.js module; re-read plugins/framework-patches/route-data.',
    );
  const places = new Map<string, ModulePlace>();
  for (const block of registry.blocks) {
    for (const dependency of block.dependencies) {
      const target = compilation.moduleGraph.getModule(dependency);
      const id = target && compilation.chunkGraph.getModuleId(target);
      if (dependency.request === undefined || id === null || id === undefined)
        throw new Error(
          `route-data: no module id for the registry's import of ${String(dependency.request)}; re-read plugins/framework-patches/route-data.`,
        );
      const initial = [
        ...compilation.chunkGraph.getModuleChunksIterable(target!),
      ].some((chunk) => chunk.canBeInitial());
      places.set(dependency.request, {id, initial});
    }
  }
  return places;
}

export default function routeDataPlugin(context: {
  generatedFilesDir: string;
}): Plugin {
  const file = (name: string) => path.join(context.generatedFilesDir, name);
  return {
    name: 'route-data',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      // Rspack's own types: the parts used are typed above.
      const apply = (compiler: unknown) => {
        (compiler as HookedCompiler).hooks.afterEmit.tap(
          'route-data',
          (compilation) => {
            const manifestPath = file(MANIFEST_FILE);
            if (!fs.existsSync(manifestPath)) return;
            const byRequest = placesByRequest(compilation);
            const places = new Map<string, ModulePlace>();
            const requests = registryRequests(
              fs.readFileSync(file(REGISTRY_FILE), 'utf8'),
            );
            for (const [chunkName, request] of requests) {
              const place = byRequest.get(request);
              if (place) places.set(chunkName, place);
            }
            const routesChunkNames = JSON.parse(
              fs.readFileSync(file(ROUTES_CHUNK_NAMES_FILE), 'utf8'),
            ) as Record<string, ChunkNames>;
            const manifest = JSON.parse(
              fs.readFileSync(manifestPath, 'utf8'),
            ) as ClientManifest;
            const {manifest: completed} = addRouteData(
              {
                ...manifest,
                origins: aliasSharedChunks(manifest.origins, requests),
              },
              routesChunkNames,
              places,
            );
            fs.writeFileSync(
              manifestPath,
              JSON.stringify(stableManifest(completed)),
            );
          },
        );
      };
      return {
        plugins: [
          new NormalModuleReplacementPlugin(REQUESTS, (resource) => {
            const [, name] = REQUESTS.exec(resource.request)!;
            resource.request = path.join(__dirname, `${name}.ts`);
          }),
          {apply},
        ],
      };
    },
  };
}

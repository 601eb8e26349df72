import {byCodeUnit} from '../../../src/lib/codeUnitOrder';
import {browserChunkName, parseRegistryEntry} from '../registryEntry.cjs';

/**
 * The part of Docusaurus's client manifest (`.docusaurus/client-manifest.json`,
 * written by react-loadable-ssr-addon-v5-slorber) that page rendering reads:
 * `origins` maps a name to the ids of the chunks to load for it.
 */
export interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, string[]>;
  assets: Record<string, unknown>;
}

/** The chunk name and `import()` request of each route module. */
export function registryRequests(registrySource: string): Map<string, string> {
  const requests = new Map<string, string>();
  for (const line of registrySource.split('\n')) {
    const entry = parseRegistryEntry(line);
    if (entry) {
      requests.set(
        JSON.parse(entry.chunkName) as string,
        JSON.parse(entry.request) as string,
      );
    }
  }
  return requests;
}

/**
 * The manifest's chunk lists, with each route module whose browser chunk is
 * shared (the docs shell's, ../registryEntry.cjs) listed under its own chunk
 * name too, as a module with a chunk of its own is: what reads the manifest
 * looks a module up by the name Docusaurus gave it.
 */
export function aliasSharedChunks(
  origins: ClientManifest['origins'],
  requests: ReadonlyMap<string, string>,
): ClientManifest['origins'] {
  const aliased = {...origins};
  for (const [chunkName, request] of requests) {
    const shared = browserChunkName(chunkName, request);
    if (shared !== chunkName && origins[shared] && !(chunkName in origins))
      aliased[chunkName] = origins[shared];
  }
  return aliased;
}

/**
 * Adds to `manifest.origins` an entry per route module request, with the
 * chunk list of the chunk named for it.
 *
 * The addon keys `origins` by chunk name (webpack 5 and Rspack), while a
 * page's render reports the route modules it used by their request (the
 * second field of a registry entry). The two never meet, so each page's HTML
 * named only main.js and the runtime, and the page's own chunks were found
 * only once main.js ran. With the requests added, Docusaurus writes the
 * page's chunks as scripts of its HTML. A module without a chunk of its own
 * (bundled into main.js) gets no entry; existing keys are left as they are.
 */
export function addRequestOrigins(
  manifest: ClientManifest,
  requests: ReadonlyMap<string, string>,
): {manifest: ClientManifest; added: number} {
  manifest = {
    ...manifest,
    origins: aliasSharedChunks(manifest.origins, requests),
  };
  const origins = {...manifest.origins};
  let added = 0;
  for (const [chunkName, request] of requests) {
    const list = manifest.origins[chunkName];
    if (!list || request in origins) continue;
    origins[request] = list;
    added += 1;
  }
  return {manifest: {...manifest, origins}, added};
}

/**
 * The manifest the same in every build of the same commit: `origins` in
 * code-unit order, and each asset without the bundler's `hash`. Both
 * differed from one build to the next (measured 2026-11-28: the order of
 * origins, and every chunk's provisional hash between a build with a cold
 * bundler cache and one with a warm cache, while the files were the same).
 * Docusaurus only looks origins up and reads an asset's `file`
 * (`getScriptsAndStylesheets`, lib/ssg/ssgTemplate.js), so no page changes;
 * but the manifest is among what decides whether a rebuild renders its
 * pages again (../ssg-cache).
 */
export function stableManifest(manifest: ClientManifest): ClientManifest {
  const origins: Record<string, string[]> = {};
  for (const key of Object.keys(manifest.origins).sort(byCodeUnit))
    origins[key] = manifest.origins[key]!;
  const assets: Record<string, unknown> = {};
  for (const [id, kinds] of Object.entries(manifest.assets)) {
    if (typeof kinds !== 'object' || kinds === null) {
      assets[id] = kinds;
      continue;
    }
    assets[id] = Object.fromEntries(
      Object.entries(kinds as Record<string, unknown>).map(([kind, files]) => [
        kind,
        Array.isArray(files)
          ? files.map((file: unknown) => {
              if (typeof file !== 'object' || file === null) return file;
              const kept = {...(file as Record<string, unknown>)};
              delete kept.hash;
              return kept;
            })
          : files,
      ]),
    );
  }
  return {...manifest, origins, assets};
}

import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The browser's runtime without Docusaurus's table from chunk names to chunk
 * ids (`__webpack_require__.gca`, added by Docusaurus's `ChunkAssetPlugin`).
 *
 * The table names every route module of the site, and the runtime every page
 * loads first carried it: measured 2026-11-28, 7.1 KB of runtime~main.js's
 * 17.3, 9.1 → 5.5 KB gzip. Its one reader is Docusaurus's `prefetch()`,
 * which fetches the code of links as they scroll into view; the site turns
 * that off (src/clientModules/intentPrefetch.ts: code is fetched on intent,
 * through `preload()`, which loads chunks with `import()` and needs no
 * table). Here the plugin is taken out of the client config, and ./client.ts
 * answers `gca` with no asset, so a `prefetch()` that still ran (before the
 * intent module takes its place) would fetch nothing instead of failing.
 * Stops the build if the client config no longer holds the plugin.
 */
export const CHUNK_ASSET_PLUGIN = 'ChunkAssetPlugin';

interface Config {
  plugins?: unknown[];
}

/** Removes Docusaurus's ChunkAssetPlugin from a client config. */
export function withoutChunkAssets(config: Config): void {
  const plugins = config.plugins ?? [];
  const index = plugins.findIndex(
    (plugin) =>
      typeof plugin === 'object' &&
      plugin !== null &&
      plugin.constructor.name === CHUNK_ASSET_PLUGIN,
  );
  if (index < 0)
    throw new Error(
      `chunk-asset: the client config has no ${CHUNK_ASSET_PLUGIN}; re-read plugins/framework-patches/chunk-asset.`,
    );
  plugins.splice(index, 1);
}

export default function chunkAssetPlugin(): Plugin {
  return {
    name: 'chunk-asset',
    configureWebpack(config, isServer) {
      if (!isServer) withoutChunkAssets(config as Config);
      return {};
    },
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}

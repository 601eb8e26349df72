import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * The folders of code that runs inside the bundler's loaders: our remark
 * plugins (`plugins/`) and the `src/lib` modules they import. A change
 * there changes how pages compile.
 */
export const BUILD_CODE = ['plugins', 'src/lib'];

interface CacheConfig {
  experiments?: {
    cache?: boolean | {type?: string; buildDependencies?: string[]};
  };
}

/**
 * Makes the bundler's persistent cache (Rspack, `future.faster`) depend on
 * our build-time code. Docusaurus lists only its own files and the site
 * config as build dependencies, so after a change to a remark plugin a warm
 * build reused the pages compiled by the old one (seen: the driver index
 * kept its whole data after plugins/driver-data learnt to trim it). Cold
 * builds (CI) were never affected. Stops the build if the cache settings no
 * longer have the shape this relies on, so an upgrade cannot silently drop it.
 */
export default function buildCachePlugin({siteDir}: LoadContext): Plugin {
  return {
    name: 'build-cache',
    configureWebpack(config) {
      addBuildDependencies(
        config as CacheConfig,
        BUILD_CODE.map((dir) => path.join(siteDir, dir)),
      );
      return {};
    },
  };
}

/** Adds `dirs` to the persistent cache's build dependencies, if it is on. */
export function addBuildDependencies(
  config: CacheConfig,
  dirs: string[],
): void {
  const cache = config.experiments?.cache;
  // Off (DOCUSAURUS_NO_PERSISTENT_CACHE, or webpack without faster).
  if (cache === undefined || cache === false) return;
  if (
    typeof cache !== 'object' ||
    cache.type !== 'persistent' ||
    !Array.isArray(cache.buildDependencies)
  )
    throw new Error(
      'plugins/build-cache: the bundler cache settings changed shape ' +
        '(experiments.cache); re-read @docusaurus/core/lib/webpack/base.js.',
    );
  for (const dir of dirs)
    if (!cache.buildDependencies.includes(dir))
      cache.buildDependencies.push(dir);
}

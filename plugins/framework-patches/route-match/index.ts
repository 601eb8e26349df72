import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The module the bundles take react-router from (its `module` entry). */
export const REACT_ROUTER_MODULE =
  /[\\/]node_modules[\\/]react-router[\\/]esm[\\/]react-router\.js$/;

/** The module the bundles take react-router-config from (its `module` entry). */
export const REACT_ROUTER_CONFIG_MODULE =
  /[\\/]node_modules[\\/]react-router-config[\\/]esm[\\/]react-router-config\.js$/;

/**
 * Route matching that does not slow down as the site grows. React Router 5
 * finds a page's route by trying the routes of each level in turn, and
 * Docusaurus puts all the pages of a docs version in one level: every
 * page's render (the app's `<Switch>`, Docusaurus's `preload` and
 * `normalizeLocation`, the docs plugin's `DocRoot`, the navbar's version
 * items) called `matchPath` for about half of them, each call building
 * options, a cache key and a regular expression match. Static rendering
 * was therefore quadratic in the pages: in a cold English build with 3,000
 * generated pages, route matching took about 17 s of each rendering
 * thread's 70 s (`--cpu-prof`, 2026-11-30).
 *
 * Two loaders answer it:
 * - ./loader.cjs puts a check first in `matchPath` (./cannotMatch.cjs) that
 *   rejects a static path the pathname does not start with, in both
 *   bundles; every other call goes on as before, so a page matches the same
 *   routes.
 * - ./configLoader.cjs gives the server bundle react-router-config's
 *   `matchRoutes` and `renderRoutes` with an index per level
 *   (./levelIndex.cjs), which find the same first route without trying the
 *   routes before it, and without building a `<Route>` for every page of
 *   the level. With the check alone, at 3,000 generated pages, the two still
 *   took about 3 s of each rendering thread's 50 s, and the elements
 *   `renderRoutes` built for every page made garbage to collect
 *   (`--cpu-prof`, 2026-12-02). The browser keeps the originals: a locale
 *   has a few hundred routes, the scan takes well under a millisecond, and
 *   main.js would grow. The two differ in components only, not in the
 *   markup a page hydrates.
 */
export default function routeMatchPlugin(): Plugin {
  const rule = (test: RegExp, loader: string) => ({
    test,
    enforce: 'pre' as const,
    use: [{loader: path.join(__dirname, loader)}],
  });
  return {
    name: 'route-match',
    configureWebpack(_config, isServer) {
      return {
        module: {
          rules: [
            rule(REACT_ROUTER_MODULE, 'loader.cjs'),
            ...(isServer
              ? [rule(REACT_ROUTER_CONFIG_MODULE, 'configLoader.cjs')]
              : []),
          ],
        },
      };
    },
  };
}

import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {browserLoaderPatch} from '../browserLoader';

/** The module the bundles take react-router from (its `module` entry). */
export const REACT_ROUTER_MODULE =
  /[\\/]node_modules[\\/]react-router[\\/]esm[\\/]react-router\.js$/;

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
 * thread's 70 s (`--cpu-prof`, 2026-11-30). A loader (./loader.cjs) puts a
 * check first in `matchPath` (./cannotMatch.cjs) that rejects a static path
 * the pathname does not start with, in both bundles; every other call goes
 * on as before, so a page matches the same routes.
 */
export default function routeMatchPlugin(): Plugin {
  return browserLoaderPatch(
    'route-match',
    REACT_ROUTER_MODULE,
    path.join(__dirname, 'loader.cjs'),
    {bundles: 'both'},
  );
}

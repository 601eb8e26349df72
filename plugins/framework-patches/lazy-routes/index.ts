import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Route components made when a route is first needed, not all at start-up.
 * The generated route table (`.docusaurus/routes.js`) calls Docusaurus's
 * `ComponentCreator` for every route of the site while main.js is being
 * evaluated: for each it flattens the route's chunk names and builds a
 * react-loadable component class. Only the routes of the page being opened
 * (and later, of the pages the reader goes to) are ever rendered or
 * preloaded, so for the import `@docusaurus/ComponentCreator` (made only by
 * the route table) this plugin substitutes ./ComponentCreator.tsx, which
 * returns a small stand-in per route and calls the original the first time
 * the route is preloaded or rendered. Both bundles: the server renders
 * through the same stand-in.
 */
export const COMPONENT_CREATOR_REQUEST = /^@docusaurus\/ComponentCreator$/;
const LAZY_COMPONENT_CREATOR = path.join(__dirname, 'ComponentCreator.tsx');

export default function lazyRoutesPlugin(): Plugin {
  return {
    name: 'lazy-routes',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          // Matches the request only: ./ComponentCreator.tsx imports the
          // original by its own path, which this must not redirect.
          new NormalModuleReplacementPlugin(
            COMPONENT_CREATOR_REQUEST,
            LAZY_COMPONENT_CREATOR,
          ),
        ],
      };
    },
  };
}

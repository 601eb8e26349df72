import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The request for react-helmet-async, as Docusaurus's client entry (its
 * `HelmetProvider`) and `@docusaurus/Head` (its `Helmet`) make it. Replaced
 * as a request, before it is resolved, so that the stand-in is compiled as
 * the site's own TypeScript is.
 */
export const HELMET_REQUEST = /^react-helmet-async$/;

/** How ./provider.tsx imports the module it stands in for. */
export const ORIGINAL_ALIAS = '@openlist-docs/react-helmet-async-original';

/**
 * In the browser bundle, react-helmet-async is answered by ./provider.tsx:
 * the original's exports, with a `HelmetProvider` whose `<Head>` elements do
 * not each recompute the whole head while the server's page hydrates (the
 * server already wrote that head); the head is computed once, after the
 * page's parts have hydrated. In the server bundle, by ./server.ts: the
 * original's exports, with a `HelmetProvider` that computes each page's
 * head once, when the renderer reads it, instead of once per `<Head>`.
 */
export default function helmetHydrationPlugin(): Plugin {
  const original = require.resolve('react-helmet-async/lib/index.module.js');
  return {
    name: 'helmet-hydration',
    configureWebpack(_config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        // The original by its file: a request the replacement below does
        // not match.
        resolve: {alias: {[ORIGINAL_ALIAS]: original}},
        plugins: [
          new NormalModuleReplacementPlugin(
            HELMET_REQUEST,
            path.join(__dirname, isServer ? 'server.ts' : 'provider.tsx'),
          ),
        ],
      };
    },
  };
}

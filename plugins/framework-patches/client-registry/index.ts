import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {browserLoaderPatch} from '../browserLoader';

/**
 * The browser's copy of the route registry without module requests, and
 * with the docs shell in one chunk.
 *
 * Each entry of the generated `.docusaurus/registry.js` holds a route
 * module's loader, its request (`"@site/docs/guide/drivers/s3.mdx"`) and its
 * module id. The request is what a route component reports to
 * react-loadable's `Capture` while a page renders on the server, so that the
 * page's HTML can name its chunks (../page-scripts). The browser never
 * renders a `Capture`, so there the requests are dead weight: one path per
 * route module, in main.js on every page. In the browser bundle only,
 * ./loader.cjs writes 0 in their place.
 *
 * The same loader gives the modules every docs page loads (the docs root, a
 * version's root, the docs layout, the plugin's route context) one chunk
 * name, so the bundler makes them one chunk: three scripts fewer on every
 * doc page (../registryEntry.cjs: browserChunkName). The manifest still
 * lists each under its own name (../page-scripts/manifest.ts:
 * aliasSharedChunks).
 */
export const REGISTRY_MODULE = /[\\/]\.docusaurus[\\/]registry\.js$/;

export default function clientRegistryPlugin(): Plugin {
  return browserLoaderPatch(
    'client-registry',
    REGISTRY_MODULE,
    path.join(__dirname, 'loader.cjs'),
  );
}

import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {
  addRequestOrigins,
  type ClientManifest,
  stableManifest,
  registryRequests,
} from './manifest';

/**
 * Each page's HTML names the page's own chunks, so the browser fetches them
 * alongside main.js instead of after it.
 *
 * Docusaurus writes into a page's HTML the scripts that its client manifest
 * (`.docusaurus/client-manifest.json`) lists for the modules the page's
 * render used. That manifest keys chunks by chunk name, while the render
 * reports modules by request (./manifest.ts), so no route chunk was ever
 * found: every page named only the runtime and main.js, and its content,
 * layout and data chunks were requested by main.js once it had run, one
 * round trip later, inserting a script element each (about a third of
 * main.js's start-up on the S3 page at 4× CPU). Once the client bundle is
 * written, this adds the requests to the manifest, read from the generated
 * route registry, which names each route module's chunk.
 *
 * The scripts are `defer`, after main.js: main.js still runs first and finds
 * the page's chunks already requested (the bundler's runtime looks for a
 * script with the same address before it adds one).
 */
export const MANIFEST_FILE = 'client-manifest.json';
export const REGISTRY_FILE = 'registry.js';

interface HookedCompiler {
  hooks: {afterEmit: {tap(name: string, fn: () => void): void}};
}

export default function pageScriptsPlugin(context: {
  generatedFilesDir: string;
}): Plugin {
  const manifestPath = path.join(context.generatedFilesDir, MANIFEST_FILE);
  const registryPath = path.join(context.generatedFilesDir, REGISTRY_FILE);
  return {
    name: 'page-scripts',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const apply = (compiler: HookedCompiler) => {
        // After emit: the manifest is written (synchronously) in emit.
        compiler.hooks.afterEmit.tap('page-scripts', () => {
          if (!fs.existsSync(manifestPath)) return;
          const manifest = JSON.parse(
            fs.readFileSync(manifestPath, 'utf8'),
          ) as ClientManifest;
          const requests = registryRequests(
            fs.readFileSync(registryPath, 'utf8'),
          );
          const {manifest: completed} = addRequestOrigins(manifest, requests);
          fs.writeFileSync(
            manifestPath,
            JSON.stringify(stableManifest(completed)),
          );
        });
      };
      return {plugins: [{apply}]};
    },
  };
}

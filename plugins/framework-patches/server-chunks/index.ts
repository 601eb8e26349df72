import type {Plugin} from '@docusaurus/types';

/** The server bundle's chunk files: by id alone. */
export const SERVER_CHUNK_FILENAME = 'assets/js/[id].js';

/**
 * Chunk files of the server bundle named by their id alone. Docusaurus
 * gives both bundles `assets/js/[name].[contenthash:8].js`; in the server
 * bundle the runtime then builds a name and a hash for a chunk from two
 * tables of every chunk of the site, object literals it creates anew on
 * each call, and the renderer loads several chunks per page. So each page
 * cost time in proportion to the site: in a cold English build with 3,000
 * generated pages, about 5 s of each rendering thread's 70 s
 * (`--cpu-prof`, 2026-11-30). With `[id]` the runtime only joins the id to
 * the folder. The server bundle is read by the renderer alone and deleted
 * after the build; the browser's files keep their names.
 */
export default function serverChunksPlugin(): Plugin {
  return {
    name: 'server-chunks',
    configureWebpack(_config, isServer) {
      if (!isServer) return {};
      return {output: {chunkFilename: SERVER_CHUNK_FILENAME}};
    },
  };
}

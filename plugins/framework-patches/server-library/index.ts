import type {Plugin} from '@docusaurus/types';

/**
 * The server bundle as a CommonJS module again, under Rspack 2.
 *
 * Docusaurus 3 asks for it with `output.libraryTarget: 'commonjs2'`, an
 * option Rspack 2 removed without a word: the bundle then ran its entry and
 * exported nothing, and rendering stopped at once (Docusaurus: the server
 * bundle export "must be a function"). Here the same request is
 * made the way Rspack 2 reads it, `output.library.type`. Stops the build if
 * the server config no longer asks for it that way.
 */
export const SERVER_LIBRARY = 'commonjs2';

interface Config {
  output?: {libraryTarget?: unknown; library?: unknown};
}

/** Turns a server config's `libraryTarget` into `library.type`. */
export function serverLibrary(config: Config): void {
  const output = config.output;
  if (output?.libraryTarget !== SERVER_LIBRARY || output.library !== undefined)
    throw new Error(
      'server-library: the server config no longer sets ' +
        `output.libraryTarget '${SERVER_LIBRARY}' alone; re-read ` +
        '@docusaurus/core/lib/webpack/server.js.',
    );
  delete output.libraryTarget;
  output.library = {type: SERVER_LIBRARY};
}

export default function serverLibraryPlugin(): Plugin {
  return {
    name: 'server-library',
    configureWebpack(config, isServer) {
      if (isServer) serverLibrary(config as Config);
      return {};
    },
  };
}

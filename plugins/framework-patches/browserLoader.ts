import type {Plugin} from '@docusaurus/types';

/**
 * A patch that rewrites one generated module in the browser bundle only,
 * with a loader that runs first (`enforce: 'pre'`), on the module as
 * Docusaurus wrote it. The server bundle keeps the original.
 */
export function browserLoaderPatch(
  name: string,
  test: RegExp,
  loader: string,
): Plugin {
  return {
    name,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {rules: [{test, enforce: 'pre', use: [{loader}]}]},
      };
    },
  };
}

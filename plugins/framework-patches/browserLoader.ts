import type {Plugin} from '@docusaurus/types';

/**
 * A patch that rewrites one generated module in the browser bundle only,
 * with a loader that runs first (`enforce: 'pre'`), on the module as
 * Docusaurus wrote it. The server bundle keeps the original, unless
 * `bundles` is `'both'`.
 */
export function browserLoaderPatch(
  name: string,
  test: RegExp,
  loader: string,
  {bundles = 'browser'}: {bundles?: 'browser' | 'both'} = {},
): Plugin {
  return {
    name,
    configureWebpack(_config, isServer) {
      if (isServer && bundles === 'browser') return {};
      return {
        module: {rules: [{test, enforce: 'pre', use: [{loader}]}]},
      };
    },
  };
}

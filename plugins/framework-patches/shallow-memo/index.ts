import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The theme's `useShallowMemoObject` without `localeCompare`. That hook
 * (theme-common `utils/reactUtils.js`) sorts an object's keys with
 * `String.prototype.localeCompare`, and it runs while a page hydrates: once
 * per code block (through `useMutationObserver`, for word wrap) and for the
 * mobile menu's secondary content. The first `localeCompare` of a page makes
 * Chromium load its collation data, about 60 ms of main thread on a desktop
 * core (measured 2026-11-27), to order keys that are plain ASCII property
 * names. In both bundles, the module is replaced by ./reactUtils.ts, which
 * re-exports the original and overrides that one hook.
 */
export const THEME_REACT_UTILS =
  /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/;

/** How ./reactUtils.ts imports the module it stands in for. */
export const ORIGINAL_ALIAS = '@openlist-docs/theme-react-utils-original';

export default function shallowMemoPlugin(): Plugin {
  const original = path.join(
    path.dirname(require.resolve('@docusaurus/theme-common')),
    'utils',
    'reactUtils.js',
  );
  return {
    name: 'shallow-memo',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        // The query keeps the original's resource from matching the
        // replacement below (the pattern ends at `.js`).
        resolve: {alias: {[ORIGINAL_ALIAS]: `${original}?original`}},
        plugins: [
          new NormalModuleReplacementPlugin(
            THEME_REACT_UTILS,
            path.join(__dirname, 'reactUtils.ts'),
          ),
        ],
      };
    },
  };
}

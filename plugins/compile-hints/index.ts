import type {Plugin} from '@docusaurus/types';

/**
 * V8's explicit compile hint: a script that starts with this comment has
 * every function compiled when the script is, instead of each one on its
 * first call. Chromium compiles a script it streams (main.js, about 250 KB)
 * on a background thread while it downloads, so the work moves off the main
 * thread; other engines read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The browser bundle's entry chunk, as Docusaurus names it. */
export const MAIN_ASSET = /(^|\/)main\.[0-9a-f]+\.js$/;

interface Stages {
  PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number;
}

/**
 * Where the hint goes: after minification (which drops comments), before
 * the final content hashes (so a file's name still follows its bytes).
 */
export function hintStage(stages: Stages): number {
  return stages.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
}

/**
 * main.js starts with V8's compile hint. Nearly all of it runs while a page
 * loads: the modules' factories when it is evaluated, the theme's
 * components when the page hydrates. Without the hint V8 compiles each of
 * those functions on the main thread at its first call. Measured 2026-11-30
 * on the S3 page at 412 px without throttling, eight alternated loads each:
 * main.js's evaluation 39–79 ms (median 56) → 20–46 ms (30), the main
 * thread busy after the first paint median 394 → 274 ms. The page's other
 * chunks are left as they are: most are too small to be streamed, and with
 * the hint on every chunk the main thread compiled more, not less.
 */
export default function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            test: MAIN_ASSET,
            stage: hintStage(Compilation),
          }),
        ],
      };
    },
  };
}

import type {Plugin} from '@docusaurus/types';

/**
 * V8's explicit compile hint: a script that starts with this comment has
 * every function compiled when the script is, instead of each one on its
 * first call. Chromium compiles a script it streams (the start-up scripts,
 * 73–104 KB each; a long page's content, 100-180 KB) on a background
 * thread while it downloads, so the work moves off the main thread; other
 * engines read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The browser bundle's entry chunk, as Docusaurus names it. */
export const MAIN_ASSET = /(^|\/)main\.[0-9a-f]+\.js$/;

/**
 * The start-up code in three scripts instead of one main.js: Docusaurus's
 * theme, the other libraries, and the site's own code (what stays in
 * main.js). Cache groups of the browser bundle's `splitChunks`, for the
 * entry's code only (`chunks: 'initial'`) and for scripts only (`type`):
 * Docusaurus's `styles` group keeps all CSS in one file. Above Docusaurus's
 * `common` (40) and `styles` (50) groups, below `plugins/build-info`'s
 * (100).
 */
export const STARTUP_GROUPS = {
  startupTheme: {
    test: /[\\/]node_modules[\\/]@docusaurus[\\/]/,
    type: /^javascript\//,
    chunks: 'initial',
    enforce: true,
    priority: 61,
  },
  startupLibraries: {
    test: /[\\/]node_modules[\\/]/,
    type: /^javascript\//,
    chunks: 'initial',
    enforce: true,
    priority: 60,
  },
} as const;

/** A page's content: what the MDX loader compiles. */
export const CONTENT_MODULE = /\.mdx?$/;

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

/** What of Docusaurus's browser bundle config the split reads. */
interface ClientConfig {
  optimization?: {splitChunks?: {cacheGroups?: object} | false};
}

/** What of a bundler's compilation the hint reads and writes. */
interface Module {
  nameForCondition(): string | null | undefined;
}
interface Chunk {
  files: Iterable<string>;
  canBeInitial(): boolean;
  hasRuntime(): boolean;
}
interface Compilation {
  chunks: Iterable<Chunk>;
  chunkGraph: {getChunkModulesIterable(chunk: Chunk): Iterable<Module>};
  hooks: {
    processAssets: {
      tap(options: {name: string; stage: number}, run: () => void): void;
    };
  };
  updateAsset(file: string, update: (source: unknown) => unknown): void;
}
interface HookedCompiler {
  hooks: {
    thisCompilation: {
      tap(name: string, run: (compilation: Compilation) => void): void;
    };
  };
}
interface Bundler {
  Compilation: Stages;
  sources: {ConcatSource: new (...parts: unknown[]) => unknown};
}

/** Whether the chunk holds a page's content (a Markdown or MDX module). */
function holdsContent(compilation: Compilation, chunk: Chunk): boolean {
  for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk))
    if (CONTENT_MODULE.test(module.nameForCondition() ?? '')) return true;
  return false;
}

/**
 * Whether the chunk is start-up code: main.js or a part split from it
 * (`STARTUP_GROUPS`, `plugins/build-info`'s few bytes), not the runtime.
 */
function isStartup(chunk: Chunk, files: string[]): boolean {
  return (
    files.some((file) => MAIN_ASSET.test(file)) ||
    (chunk.canBeInitial() && !chunk.hasRuntime())
  );
}

/**
 * The bundler plugin: the hint on the start-up scripts and on each chunk
 * that holds a page's content.
 */
export function hintPlugin(bundler: Bundler) {
  return {
    apply(compiler: unknown) {
      (compiler as HookedCompiler).hooks.thisCompilation.tap(
        'compile-hints',
        (compilation) => {
          compilation.hooks.processAssets.tap(
            {name: 'compile-hints', stage: hintStage(bundler.Compilation)},
            () => {
              const hinted = new Set<string>();
              for (const chunk of compilation.chunks) {
                const files = [...chunk.files].filter((file) =>
                  file.endsWith('.js'),
                );
                if (isStartup(chunk, files) || holdsContent(compilation, chunk))
                  for (const file of files) hinted.add(file);
              }
              for (const file of hinted)
                compilation.updateAsset(
                  file,
                  (source) =>
                    new bundler.sources.ConcatSource(
                      `${COMPILE_HINT}\n`,
                      source,
                    ),
                );
            },
          );
        },
      );
    },
  };
}

/**
 * The start-up scripts (main.js and the parts split from it) and the chunks
 * of a page's content start with V8's compile hint.
 *
 * Nearly all of the start-up code runs while a page loads: the modules'
 * factories when it is evaluated, the theme's components when the page
 * hydrates. Without the hint V8 compiles each of those functions on the
 * main thread at its first call. Measured 2026-11-30 on the S3 page at 412
 * px without throttling, eight alternated loads each: main.js's evaluation
 * 39–79 ms (median 56) → 20–46 ms (30), the main thread busy after the
 * first paint median 394 → 274 ms.
 *
 * A page's content compiles to one function that builds the whole page
 * (`_createMdxContent`), called once as the content hydrates. On a long
 * page its first call compiled for 10–13 ms on the main thread, in the
 * content's turn (`/zh-CN/configuration/config-file`, a 103 KB chunk, 412
 * px, no throttling), 7–14 ms on `/zh-CN/api/admin/storage`. With the hint
 * it compiles while the chunk streams in. Two builds of the same tree, with
 * and without the content's hint, eight alternated loads each (2026-11-30,
 * medians): main-thread compiling 40 → 30 ms on the config page and 37 →
 * 32 ms on the storage API page; the main thread's tasks after the first
 * paint, each counted as Lighthouse's 4× slowdown would block (4 × length
 * − 50 ms), 223 → 177 and 218 → 191 ms. A content chunk too small to be
 * streamed is compiled whole as it is evaluated: nearly all of it runs as
 * the page hydrates anyway.
 *
 * The theme's chunks are left as they are: most are too small to be
 * streamed, and with the hint on every chunk the main thread compiled
 * more, not less. Measured again on 2026-12-02 with the hint on every chunk
 * a route loads (423 of the Chinese build's 437; only the code loaded on a
 * reader's intent without it): the first code block's hydration turn on
 * `/zh-CN/api/admin/storage` no longer compiled its functions, but four
 * alternated Lighthouse runs of that page gave a TBT of 336–836 ms (median
 * 704) against 359–472 (442), and 90–236 (206) against 99–191 (144)
 * without the main thread's waits: on two cores the compiling thread
 * competes with the page.
 *
 * The start-up code comes in three scripts (`STARTUP_GROUPS`), each with
 * the hint. Compiled in the background, a script still costs the main
 * thread its evaluation, which takes in the compiled functions; for one
 * main.js of 250 KB that was one task of 25–35 ms unthrottled (15–22 ms of
 * it `v8.compile`), 100–140 ms at Lighthouse's 4× slowdown, so 50–90 ms of
 * blocking on every page. In parts of 77, 73 and 104 KB each evaluation is
 * a task of its own: main.js's took 13–16 ms, the others less than 10 ms
 * of the thread's time. The parts cost 0.7 KB more gzip on a page's first
 * load. Measured 2026-12-02 on English builds, the same tree with and
 * without the parts, alternated Lighthouse runs:
 * - `/configuration/config-file`, `/guide/drivers/s3`, `/`, three runs
 *   each: TBT medians 210, 360 and 102 ms against 374, 277 and 223 ms (each
 *   run 42–582 against 170–622; Lighthouse's TBT moves by half between
 *   runs here); without the main thread's waits, 28, 44 and 4 ms against
 *   65, 41 and 65 ms.
 * - With the renderer's threads on one core and the browser and Lighthouse
 *   on the other (`taskset`), so that the page's tasks wait less for the
 *   harness: 93–279 ms (median 152) against 236–354 (275) on the config
 *   page, 97–125 (124) against 162–210 (166) on the S3 page.
 * One split (all of `node_modules` in one part, 150 KB) helped less: 172–
 * 261 (187) and 174–362 (321) ms in the second setting.
 */
export default function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer) return {};
      const splitChunks = (config as ClientConfig).optimization?.splitChunks;
      if (!splitChunks || !splitChunks.cacheGroups)
        throw new Error(
          'plugins/compile-hints: the browser bundle has no splitChunks cache groups to add the start-up scripts to; re-read @docusaurus/core/lib/webpack/base.js.',
        );
      return {
        optimization: {splitChunks: {cacheGroups: STARTUP_GROUPS}},
        plugins: [hintPlugin(currentBundler.instance as unknown as Bundler)],
      };
    },
  };
}

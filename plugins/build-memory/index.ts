import v8 from 'node:v8';
import type {Plugin} from '@docusaurus/types';

/**
 * The heap in use above which a collection is worth its time. Measured on
 * 2026-12-01 before each collection: after a locale's bundles were built
 * cold, 229-463 MB in use, about 95 MB after; before postBuild, 104-123 MB,
 * of which a collection freed 12-27 MB; in a warm build (bundles from the
 * bundler's cache, pages put back) 75-95 MB every time. A full collection
 * took 44-116 ms, and the heap grew back after each: warm builds took
 * 12.2-12.6 s with the four collections and 11.2-11.8 s without (three
 * alternated pairs), peaking at 0.68 GB against 0.95-0.99 GB.
 */
export const COLLECT_ABOVE_BYTES = 160 * 1024 * 1024;

/**
 * A full collection by Node's collector, when it runs with `--expose-gc`
 * (scripts/build.mjs) and the heap holds enough to be worth it.
 */
function collect(): void {
  const gc = (globalThis as {gc?: () => void}).gc;
  if (gc && v8.getHeapStatistics().used_heap_size > COLLECT_ABOVE_BYTES) gc();
}

interface DoneHook {
  hooks: {done: {tap: (name: string, callback: () => void) => void}};
}

/**
 * Frees the bundler's garbage before the pages are rendered, and again
 * before postBuild's workers start.
 *
 * A locale's build bundles (client and server), renders the pages in worker
 * threads, then runs every plugin's postBuild at once: the search indexer
 * and Pagefind (child processes) and the Markdown twins (worker threads,
 * each with its own heap), beside the social cards' process if it has not
 * finished. Bundling leaves about 300 MB of garbage on the main heap (the
 * loaders' syntax trees), and the main thread allocates too little
 * afterwards for V8 to collect it: it stayed in memory beside the
 * rendering threads and then the postBuild workers, where a cold build
 * reached its highest memory. A full collection when the last bundle
 * is done and one when postBuild starts take about 0.1 s each; with them the
 * peak of a cold build of one locale went from about 1.9-2.0 GB to 1.7 GB
 * (see `npm run bench`). Each runs only when the heap in use is above
 * COLLECT_ABOVE_BYTES: a warm build leaves too little to free.
 *
 * Does nothing unless the collector is exposed: `npm run build` starts the
 * build with `--expose-gc`; `docusaurus build` run directly, and
 * `docusaurus start`, go without.
 */
export default function buildMemoryPlugin(): Plugin {
  // The bundles still being built: one per bundler config.
  let bundling = 0;
  return {
    name: 'build-memory',
    configureWebpack() {
      bundling += 1;
      const afterLastBundle = {
        apply(compiler: DoneHook) {
          compiler.hooks.done.tap('build-memory', () => {
            bundling -= 1;
            if (bundling === 0) collect();
          });
        },
      };
      return {plugins: [afterLastBundle]};
    },
    postBuild() {
      collect();
    },
  };
}

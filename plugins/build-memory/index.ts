import type {Plugin} from '@docusaurus/types';

/** Node's collector, when it runs with `--expose-gc` (scripts/build.mjs). */
const collect = (): void => (globalThis as {gc?: () => void}).gc?.();

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
 * (see `npm run bench`).
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

import fs from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import pMap from 'p-map';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {OPENLIST_VERSION} from '../../src/lib/version';
import {llmsFullTxt, llmsTxt, type LlmsSite} from './lib/llms';
import {
  htmlFileOf,
  publicPages,
  twinFileOf,
  type AllContent,
  type PublicPage,
} from './lib/pages';
import {twinPath} from './lib/actions';
import {runInWorkers} from './lib/workerPool';
import {converterHash, twinCache, twinKey} from './lib/twinCache';
import {LIBRARY_ALIASES} from './lib/loader.cjs';

/**
 * The files whose contents decide what a twin looks like: the converter, how
 * its libraries are loaded, its worker, and the locked versions of the
 * libraries it uses.
 */
const CONVERTER_FILES = [
  path.join(__dirname, 'lib/markdown.ts'),
  path.join(__dirname, 'lib/loader.cjs'),
  ...Object.values(LIBRARY_ALIASES),
  path.join(__dirname, 'worker.cjs'),
  path.join(__dirname, '../../package-lock.json'),
];

/** `OPENLIST_DOCS_READER_TOOLS=off` builds without twins, page actions and image zoom. */
export const readerToolsEnabled = (): boolean =>
  process.env.OPENLIST_DOCS_READER_TOOLS !== 'off';

export interface ReaderToolsOptions {
  /** The site's one-paragraph summary for llms.txt, when not translated. */
  summary: string;
}

/** Pages whose twin is looked up in the cache at the same time. */
const CACHE_CONCURRENCY = 8;

export interface Job {
  htmlFile: string;
  twinFile: string;
  pageUrl: string;
  locale: string;
}

/**
 * The twin of each page, or null for a page without one. Twins of earlier
 * builds whose inputs are unchanged come from the cache (./lib/twinCache.ts);
 * the others are converted in worker threads, which also write their twin
 * files. They take half the cores: the social cards' processes and the search
 * indexer's process run at the same time.
 */
export async function convertAll(
  jobs: Job[],
  cacheDir: string,
): Promise<{twins: (string | null)[]; converted: number}> {
  const cache = twinCache(cacheDir);
  const converter = await converterHash(CONVERTER_FILES);
  const twins: (string | null)[] = new Array(jobs.length).fill(null);
  // The twins' folders, made once rather than for each twin.
  for (const dir of new Set(jobs.map((job) => path.dirname(job.twinFile))))
    await fs.mkdir(dir, {recursive: true});
  // Several pages at a time: one at a time, each page waited for its reads
  // and writes in turn. The same reads, hashes and writes for 308 pages
  // took 345-420 ms one at a time on the bench's machine, 140-190 ms eight
  // at a time (alternated, 2026-11-30).
  const lookups = await pMap(
    jobs,
    async (job, index) => {
      const html = await fs.readFile(job.htmlFile, 'utf8');
      const key = twinKey(converter, {html, ...job});
      const hit = await cache.get(key);
      if (hit === undefined) return {index, key, job};
      twins[index] = hit;
      if (hit !== null) await fs.writeFile(job.twinFile, hit);
      return null;
    },
    {concurrency: CACHE_CONCURRENCY},
  );
  const misses = lookups.filter((miss) => miss !== null);
  const answers = await runInWorkers(
    path.join(__dirname, 'worker.cjs'),
    misses.map(({job}) => job),
    {describe: (job) => `Markdown twin of ${job.htmlFile}`},
  );
  for (const [i, {index, key}] of misses.entries()) {
    const markdown = (answers[i]?.markdown as string | null) ?? null;
    twins[index] = markdown;
    await cache.set(key, markdown);
  }
  return {twins, converted: misses.length};
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/**
 * Reader tools (see plugins/README.md): after each locale is built, writes
 * the Markdown twin of every public doc and post next to its HTML
 * (`/guide/x` → `/guide/x.md`) and the locale's `llms.txt` and
 * `llms-full.txt`. Password-protected pages have no twin and are in neither
 * file. The page actions under each doc's title (remark.ts, components/)
 * link to the twins.
 */
export default function readerToolsPlugin(
  context: LoadContext,
  options: ReaderToolsOptions,
): Plugin {
  let pages: PublicPage[] = [];
  return {
    name: 'reader-tools',
    // DocItem/Content (provides the page actions to every doc's MDX) and
    // DocItem/Paginator ("Report a problem with this page") wrapped.
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    async allContentLoaded({allContent}) {
      pages = publicPages(
        allContent as unknown as AllContent,
        context.i18n.currentLocale,
      );
    },
    async postBuild({outDir}) {
      if (!readerToolsEnabled()) return;
      const started = Date.now();
      const {siteConfig, i18n, codeTranslations} = context;
      const locale = i18n.currentLocale;
      const baseUrl = siteConfig.baseUrl;
      const siteUrl = siteConfig.url.replace(/\/+$/, '');
      // Pages left out of this build (e.g. older versions skipped with
      // OPENLIST_DOCS_VERSIONS=current) have nothing to convert. Looked for
      // several at a time, as the cache is (convertAll).
      const found = await pMap(
        pages,
        async (page) => {
          const htmlFile = path.join(
            outDir,
            htmlFileOf(page.permalink, baseUrl),
          );
          return (await exists(htmlFile)) ? {page, htmlFile} : null;
        },
        {concurrency: CACHE_CONCURRENCY},
      );
      const candidates: {page: PublicPage; job: Job}[] = found
        .filter((entry) => entry !== null)
        .map(({page, htmlFile}) => ({
          page,
          job: {
            htmlFile,
            twinFile: path.join(outDir, twinFileOf(page.permalink, baseUrl)),
            pageUrl: `${siteUrl}${page.permalink}`,
            locale,
          },
        }));
      const {twins, converted} = await convertAll(
        candidates.map(({job}) => job),
        path.join(
          context.siteDir,
          'node_modules/.cache/openlist-docs/markdown-twins',
        ),
      );
      // A page without a twin (password-protected) is not listed either.
      const listed = candidates
        .map(({page}, index) => ({page, twin: twins[index]}))
        .filter((entry): entry is {page: PublicPage; twin: string} =>
          Boolean(entry.twin),
        );
      const site: LlmsSite = {
        title: siteConfig.title,
        summary: codeTranslations['home.meta.description'] ?? options.summary,
        url: siteUrl,
        locale,
        openlistVersion: OPENLIST_VERSION,
      };
      const fullUrl = `${siteUrl}${baseUrl}llms-full.txt`;
      await fs.writeFile(
        path.join(outDir, 'llms.txt'),
        llmsTxt(
          site,
          listed.map(({page}) => page),
          (page) => `${siteUrl}${twinPath(page.permalink)}`,
          fullUrl,
        ),
      );
      await fs.writeFile(
        path.join(outDir, 'llms-full.txt'),
        llmsFullTxt(
          site,
          listed.filter(({page}) => page.current).map(({twin}) => twin),
        ),
      );
      logger.info(
        `Markdown twins for ${locale}: ${listed.length} pages (${converted} converted, ${candidates.length - converted} from the cache), llms.txt and llms-full.txt in ${Date.now() - started} ms`,
      );
    },
  };
}

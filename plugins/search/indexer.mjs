// Builds a locale's Pagefind indexes. Run by plugins/search in a child
// process: Pagefind is an ES module that Docusaurus's config loader cannot import.
//   node indexer.mjs '[{"outDir": "...", "baseUrl": "/", "language": "en", "skipDirs": ["zh-CN"], "cacheDir": "..."}]'
// Prints each index's page count and whether it came from the cache.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import pMap from 'p-map';
import {parse, serialize} from 'parse5';
import {gunzipSync} from 'node:zlib';
import {joinCjk, separateCjkInHtml} from './cjk.mjs';

/** Pages that are not worth finding. */
export const SKIPPED = [/^404\.html$/, /^tests\//];

/** Parts of a page that are chrome, not content. */
export const EXCLUDED_SELECTORS = [
  'nav',
  'footer',
  'aside',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.theme-doc-version-badge',
  '.pagination-nav',
  '.breadcrumbs',
  '.hash-link',
  '[data-search-ignore]',
];

/** "guide/x.html" → "/guide/x", "index.html" → "/", under the locale's base URL. */
export function routeOf(baseUrl, file) {
  const route = file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
  return `${baseUrl}${route}`.replace(/(.)\/$/, '$1');
}

export async function htmlFiles(dir, skipDirs, prefix = '') {
  const entries = await fs.readdir(path.join(dir, prefix), {
    withFileTypes: true,
  });
  const files = [];
  for (const entry of entries) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!skipDirs.includes(rel))
        files.push(...(await htmlFiles(dir, skipDirs, rel)));
    } else if (entry.name.endsWith('.html')) {
      files.push(rel);
    }
  }
  return files;
}

/**
 * The minified pages leave out optional end tags (</td>, </li>, </p>), and
 * Pagefind then runs neighbouring cells and items together: "Offline
 * download" + "aria2, …" was indexed as the word "downloadaria2". Parsed and
 * written back (parse5, the HTML standard's parser), the page has every end
 * tag, and Pagefind separates them. The same as cheerio's load and html(),
 * which the indexer used before, for every page of both locales, in half
 * the time.
 */
export function withEndTags(html) {
  return serialize(parse(html));
}

/**
 * What Pagefind reads of a page: its head and its <main>, the index's root
 * (`rootSelector`). The navbar, sidebar and footer around <main> (about a
 * third of a doc page's HTML) are left out before the page is parsed, which
 * is most of the indexer's own work. So are the head's scripts, which
 * Pagefind never indexes: one of them names main.js, whose hash changes with
 * every build, and without them an unchanged page gives the same part, which
 * the index cache relies on. A page without one <main> is kept whole.
 * @param {string | Buffer} html the page, as text or as its file's bytes
 */
export function indexedPart(html) {
  const page = typeof html === 'string' ? Buffer.from(html) : html;
  return indexedPieces(page)
    .map((piece) => (typeof piece === 'string' ? piece : piece.toString()))
    .join('');
}

/**
 * indexedPart in pieces, from the page's bytes: text, and slices of the
 * page where the part is the page's own bytes (the whole page, or its
 * <main>). The cache key hashes the pieces as they are (the same bytes as
 * the part in UTF-8), so an unchanged page costs a read and a hash, without
 * decoding the whole page to text (see indexCache for what that saved).
 * @param {Buffer} page
 * @returns {(string | Buffer)[]}
 */
export function indexedPieces(page) {
  const headEnd = page.indexOf('</head>');
  const start = page.indexOf('<main');
  const end = page.lastIndexOf('</main>');
  if (headEnd < 0 || start < headEnd || end < start) return [page];
  if (page.indexOf('<main', start + 1) !== -1) return [page];
  const head = page.toString('utf8', 0, headEnd).replace(HEAD_SCRIPT, '');
  return [
    head,
    '</head><body>',
    page.subarray(start, end + '</main>'.length),
    '</body></html>',
  ];
}

/** A script element (its content cannot hold `</script`). */
const HEAD_SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;

/**
 * Builds the indexes of `jobs` side by side; resolves to each one's page
 * count and whether it came from the cache. They share this process and
 * Pagefind's, which serves several indexes at once; Pagefind is started only
 * if an index is not in the cache.
 */
export async function buildIndexes(jobs) {
  let pagefind;
  const startPagefind = () => (pagefind ??= import('pagefind'));
  try {
    return await Promise.all(jobs.map((job) => buildIndex(startPagefind, job)));
  } finally {
    if (pagefind) await (await pagefind).close();
  }
}

/** Files whose change can change an index, besides the pages. */
const CODE_FILES = ['indexer.mjs', 'cjk.mjs', '../../package-lock.json'].map(
  (file) => fileURLToPath(new URL(file, import.meta.url)),
);

/**
 * The cache of an index (`cacheDir`, one slot per index): the index is a
 * function of the part of each page Pagefind reads (indexedPart), the
 * addresses, the options and the code (this file, cjk.mjs, the locked
 * Pagefind). When all of them are as in the slot's build, its files are
 * the index. A rebuild after a change to the current docs still takes the
 * older versions' indexes from it.
 */
export async function indexCache(cacheDir, job, files, piecesOf) {
  const hash = crypto.createHash('sha256');
  for (const file of CODE_FILES) hash.update(await fs.readFile(file));
  hash.update(JSON.stringify([job.baseUrl, job.language]));
  // Each page's part is hashed on its own, several pages at a time, and
  // only the digests are kept, in the pages' order (see buildIndex). One
  // page at a time, each read waited for the one before: the key of the
  // 477 English pages took 160-280 ms on the bench's machine, 110-200 ms
  // eight at a time (alternated, 2026-11-30). Hashed as bytes
  // (indexedPieces), the indexer of the English site's two indexes, both
  // taken from the cache, took 0.61-0.82 s and 0.30-0.38 s of processor
  // time, against 0.95-1.55 s and 0.54-0.66 s decoding each page
  // (alternated, 2026-12-01; 32 at a time instead of eight: no different).
  const digests = await pMap(
    files,
    async (file) => {
      const digest = crypto.createHash('sha256');
      for (const piece of await piecesOf(file)) digest.update(piece);
      return digest.digest('hex');
    },
    {concurrency: 8},
  );
  files.forEach((file, i) => hash.update(`\0${file}\0${digests[i]}`));
  const key = hash.digest('hex');
  const slot = path.join(
    cacheDir,
    crypto
      .createHash('sha256')
      .update(`${job.language} ${job.baseUrl}`)
      .digest('hex')
      .slice(0, 16),
  );
  return {
    /** Puts the cached index in `outputDir`; false when there is none. */
    async restore(outputDir) {
      const stored = await fs
        .readFile(path.join(slot, 'key'), 'utf8')
        .catch(() => null);
      if (stored !== key) return false;
      await fs.rm(outputDir, {recursive: true, force: true});
      await fs.cp(path.join(slot, 'index'), outputDir, {recursive: true});
      return true;
    },
    /** Keeps `outputDir` as the slot's index, in place of the one before. */
    async save(outputDir) {
      const next = `${slot}.${process.pid}`;
      await fs.rm(next, {recursive: true, force: true});
      await fs.cp(outputDir, path.join(next, 'index'), {recursive: true});
      await fs.writeFile(path.join(next, 'key'), key);
      await fs.rm(slot, {recursive: true, force: true});
      await fs.rename(next, slot);
    },
  };
}

async function buildIndex(
  startPagefind,
  {outDir, baseUrl, language, skipDirs, cacheDir},
) {
  const files = (await htmlFiles(outDir, skipDirs)).filter(
    (file) => !SKIPPED.some((pattern) => pattern.test(file)),
  );
  const read = (file) => fs.readFile(path.join(outDir, file));
  const partOf = async (file) => indexedPart(await read(file));
  const outputDir = path.join(outDir, 'pagefind');
  const cache = cacheDir
    ? await indexCache(cacheDir, {baseUrl, language}, files, async (file) =>
        indexedPieces(await read(file)),
      )
    : null;
  if (await cache?.restore(outputDir))
    return {pages: files.length, cached: true};

  const pagefind = await startPagefind();
  const {index, errors} = await pagefind.createIndex({
    rootSelector: 'main',
    excludeSelectors: EXCLUDED_SELECTORS,
    forceLanguage: language,
  });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  // Chinese is indexed a character at a time (see cjk.mjs).
  const cjk = /^(zh|ja)/.test(language);
  const prepare = (part) => {
    const page = withEndTags(part);
    return cjk ? separateCjkInHtml(page) : page;
  };
  // Each page is sent as soon as it is prepared, without waiting for Pagefind
  // to index the one before: Pagefind runs in its own process, so preparing
  // the next page (parse5, cjk.mjs) overlaps indexing this one. Pages are
  // read again rather than kept from the cache key: reading one at a time
  // lets what was sent drain to Pagefind, and the process stays about 85 MB
  // smaller for the Chinese indexes.
  const adding = [];
  for (const file of files) {
    const content = prepare(await partOf(file));
    adding.push(
      index
        .addHTMLFile({url: routeOf(baseUrl, file), content})
        .then((added) => ({file, added})),
    );
  }
  for (const {file, added} of await Promise.all(adding)) {
    if (added.errors.length) {
      throw new Error(
        `Pagefind could not index ${file}: ${added.errors.join('; ')}`,
      );
    }
  }
  // The files are taken from Pagefind and written here rather than with
  // index.writeFiles: a build once ended with truncated files (an empty
  // pagefind-entry.json) after writeFiles had reported success, since close()
  // kills Pagefind's process, which may still be writing.
  const {files: output, errors: outputErrors} = await index.getFiles();
  if (outputErrors.length) throw new Error(outputErrors.join('; '));
  await fs.rm(outputDir, {recursive: true, force: true});
  for (const file of output) {
    const target = path.join(outputDir, file.path);
    await fs.mkdir(path.dirname(target), {recursive: true});
    await fs.writeFile(target, file.content);
  }
  await fs.writeFile(
    path.join(outputDir, TITLES_FILE),
    JSON.stringify(pageTitles(output)),
  );
  await cache?.save(outputDir);
  return {pages: files.length, cached: false};
}

/** Written next to the index: each page's title and section headings. */
export const TITLES_FILE = 'titles.json';

/**
 * Each indexed page's title and h2/h3 headings, lower case, keyed by its
 * Pagefind id (the fragment's file name). The search box ranks pages whose
 * title, then a heading, contains the query first: the page about a term
 * before the pages that mention it. About 10 KB gzip per locale.
 * @param {{path: string, content: Uint8Array}[]} output Pagefind's files
 * @returns {Record<string, string[]>}
 */
export function pageTitles(output) {
  const titles = {};
  for (const file of output) {
    const match = /^fragment\/(.+)\.pf_fragment$/.exec(file.path);
    if (!match) continue;
    const text = gunzipSync(file.content).toString('utf8');
    const fragment = JSON.parse(text.slice(text.indexOf('{')));
    const clean = (value) => joinCjk(value).toLowerCase().trim();
    titles[match[1]] = [
      clean(fragment.meta?.title),
      ...fragment.anchors
        .filter((a) => (a.element === 'h2' || a.element === 'h3') && a.text)
        .map((a) => clean(a.text)),
    ];
  }
  return titles;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildIndexes(JSON.parse(process.argv[2])).then((results) => {
    process.stdout.write(JSON.stringify(results));
  });
}

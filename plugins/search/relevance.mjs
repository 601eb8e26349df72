// Measures search as a reader gets it: each query of queries.json is typed
// into the site's own search box in a real browser, every result page is
// collected (with "Show more"), and the pages are compared with the pages
// that contain the query (truth.mjs). Used by the relevance browser test and
// by `npm run bench`.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {compact, loadPages, normalize, truth} from './truth.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** Results a reader sees first: top-N precision is counted over them. */
export const TOP = 8;

/** The committed query list: {query, class}[] per locale. */
export function loadQueries() {
  return JSON.parse(fs.readFileSync(path.join(HERE, 'queries.json'), 'utf8'));
}

/**
 * Folders of an older docs version inside a locale's build: each has its own
 * search index (`<version>/pagefind/`), so the locale's index leaves them out.
 */
function versionDirs(outDir) {
  if (!fs.existsSync(outDir)) return [];
  return fs
    .readdirSync(outDir, {withFileTypes: true})
    .filter(
      (e) =>
        e.isDirectory() &&
        fs.existsSync(path.join(outDir, e.name, 'pagefind', 'pagefind.js')),
    )
    .map((e) => e.name);
}

/** Where each locale's pages are in a build, and how its index treats words. */
export function localeBuild(buildDir, locale) {
  if (locale === 'en')
    return {
      outDir: buildDir,
      baseUrl: '/',
      skipDirs: [...new Set(['zh-CN', ...versionDirs(buildDir)])],
      english: true,
    };
  const outDir = path.join(buildDir, locale);
  return {
    outDir,
    baseUrl: `/${locale}/`,
    skipDirs: versionDirs(outDir),
    english: false,
  };
}

/**
 * For every query of a locale, from the built pages: the pages that contain
 * it (`expected`), and among them the pages about it, whose title contains
 * it (`about`): one of those must come first.
 * @returns {Promise<Map<string, {expected: string[], about: string[]}>>}
 */
export async function expectedPages(buildDir, locale, queries) {
  const build = localeBuild(buildDir, locale);
  const pages = await loadPages(build);
  return new Map(
    queries.map(({query}) => {
      const expected = truth(pages, query, {english: build.english});
      const parts = normalize(query).split(' ');
      const about = pages
        .filter(
          (page) =>
            expected.includes(page.url) &&
            parts.every((part) => compact(page.title).includes(compact(part))),
        )
        .map((page) => page.url);
      return [query, {expected, about}];
    }),
  );
}

/**
 * Types a query into the open search dialog and returns every result page,
 * in rank order, and the count the dialog shows. `page` is a Playwright page.
 */
export async function searchAll(page, query) {
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('search-status').waitFor({state: 'attached'});
  // Time from the query to the first answer on screen (the first result,
  // or "no results"), measured in the page from the input event, as the
  // bench's cold searches are: not from before Playwright finds the box,
  // whose role queries walk the whole dialog (with hundreds of options
  // shown, tens of milliseconds that are not the site's).
  await page.evaluate((q) => {
    const status = document.querySelector('[data-testid="search-status"]');
    let started = performance.now();
    document.addEventListener(
      'input',
      (event) => {
        started = event.timeStamp;
      },
      {capture: true, once: true},
    );
    window.__firstAnswerMs = undefined;
    const observer = new MutationObserver(() => {
      if (status.dataset.query === q) {
        window.__firstAnswerMs = performance.now() - started;
        observer.disconnect();
      }
    });
    observer.observe(status, {attributes: true});
  }, query);
  await dialog.getByRole('combobox').fill(query);
  const settled = () =>
    page.waitForFunction(
      (q) => {
        const status = document.querySelector('[data-testid="search-status"]');
        return (
          status?.dataset.query === q && status.dataset.complete === 'true'
        );
      },
      query,
      {timeout: 15_000},
    );
  await settled();
  const firstMs = await page.evaluate(() => window.__firstAnswerMs);
  // "Show more" until every page is shown, clicked in the page itself: one
  // round trip per query instead of three per click.
  await page.evaluate(async () => {
    const shown = () =>
      new Set(
        [...document.querySelectorAll('[role="dialog"] [data-page-url]')].map(
          (a) => a.dataset.pageUrl,
        ),
      ).size;
    for (;;) {
      const more = document.querySelector('[data-testid="search-more"]');
      if (!more) return;
      const before = shown();
      more.click();
      const started = performance.now();
      await new Promise((resolve, reject) => {
        const check = () => {
          const status = document.querySelector(
            '[data-testid="search-status"]',
          );
          if (status?.dataset.complete === 'true' && shown() > before)
            resolve();
          else if (performance.now() - started > 15_000)
            reject(new Error(`"Show more" added no page after ${before}`));
          else setTimeout(check, 10);
        };
        check();
      });
    }
  });
  const total = Number(
    await dialog.getByTestId('search-status').getAttribute('data-total'),
  );
  return {urls: await pageUrls(page), total, firstMs};
}

async function pageUrls(page) {
  return page.evaluate(() => [
    ...new Set(
      [...document.querySelectorAll('[role="dialog"] [data-page-url]')].map(
        (a) => a.dataset.pageUrl,
      ),
    ),
  ]);
}

/**
 * Recall over all results and precision over the first TOP, for one query;
 * with `about` (the pages about the query), whether the first result is one.
 */
export function score(urls, expected, about = []) {
  const wanted = new Set(expected);
  const found = urls.filter((url) => wanted.has(url));
  const top = urls.slice(0, TOP);
  return {
    recall: wanted.size ? found.length / wanted.size : urls.length ? 0 : 1,
    precision: top.length
      ? top.filter((url) => wanted.has(url)).length / top.length
      : wanted.size
        ? 0
        : 1,
    aboutFirst: about.length ? about.includes(urls[0]) : null,
  };
}

/**
 * Means of recall and precision by query class and over all queries, and
 * how many of the queries with a page about them had it first.
 */
export function summarize(rows) {
  const by = new Map();
  for (const row of rows) {
    for (const key of [row.class, 'all']) {
      const group = by.get(key) ?? {
        queries: 0,
        recall: 0,
        precision: 0,
        withAboutPage: 0,
        aboutPageFirst: 0,
      };
      group.queries += 1;
      group.recall += row.recall;
      group.precision += row.precision;
      if (row.aboutFirst !== null && row.aboutFirst !== undefined) {
        group.withAboutPage += 1;
        if (row.aboutFirst) group.aboutPageFirst += 1;
      }
      by.set(key, group);
    }
  }
  return Object.fromEntries(
    [...by].map(([key, g]) => [
      key,
      {
        ...g,
        recall: g.recall / g.queries,
        precision: g.precision / g.queries,
      },
    ]),
  );
}

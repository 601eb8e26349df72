import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {test, expect, gotoHydrated} from './fixtures';

type Relevance = typeof import('../../plugins/search/relevance.mjs');
// Imported at run time: the benchmark is an ES module shared with the bench.
const RELEVANCE = pathToFileURL(
  path.join(__dirname, '..', '..', 'plugins', 'search', 'relevance.mjs'),
).href;

// The relevance benchmark, asserted: every committed query, typed into the
// site's own search box in Chromium, must find the pages that contain it
// (recall), show mostly such pages first (top-8 precision), and put a page
// whose title contains the query first when there is one. The expected
// pages come from the build the tests run against. Timing is left to
// `npm run bench`.
const RECALL = 0.98;
const PRECISION = 0.9;
const BUILD = path.join(__dirname, '..', '..', 'build');

for (const locale of ['en', 'zh-CN'] as const) {
  test(`search relevance, ${locale}: every benchmark query meets the targets`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const {expectedPages, loadQueries, score, searchAll, summarize} =
      (await import(RELEVANCE)) as Relevance;
    const list: {query: string; class: string}[] = loadQueries()[locale];
    expect(list.length).toBeGreaterThanOrEqual(locale === 'en' ? 30 : 60);
    const expected = await expectedPages(BUILD, locale, list);
    await gotoHydrated(page, locale === 'en' ? '/guide' : '/zh-CN/guide');
    await page.getByTestId('search-button').click();
    const rows = [];
    for (const {query, class: kind} of list) {
      const {urls, total} = await searchAll(page, query);
      const wanted = expected.get(query)!;
      rows.push({
        query,
        class: kind,
        expected: wanted.expected.length,
        found: urls.length,
        total,
        ...score(urls, wanted.expected, wanted.about),
      });
    }
    const failing = rows.filter(
      (r) => r.recall < RECALL || r.precision < PRECISION,
    );
    expect(failing, 'queries below the recall or precision target').toEqual([]);
    // A page about the query (its title contains it) comes first.
    expect(rows.filter((r) => r.aboutFirst === false)).toEqual([]);
    // The count shown is the number of result pages, all of them reachable.
    expect(rows.filter((r) => r.total !== r.found)).toEqual([]);
    const all = summarize(rows).all!;
    expect(all.recall).toBeGreaterThanOrEqual(RECALL);
    expect(all.precision).toBeGreaterThanOrEqual(PRECISION);
  });
}

import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import * as cheerio from 'cheerio';
import {test, expect, gotoHydrated} from './fixtures';

/**
 * Docs changes (plugins/docs-changes): /changes lists the latest commits
 * that changed pages, newest first, and /changes/atom.xml carries the same
 * list. Counts come from the build, not from today's history.
 */
const CASES = [
  {prefix: '', title: 'What changed in the docs', footer: 'Docs changes'},
  {prefix: '/zh-CN', title: '文档更新记录', footer: '文档更新记录'},
];

for (const {prefix, title, footer} of CASES) {
  test(`the page and its feed list the same changes, newest first (${prefix || 'en'})`, async ({
    page,
  }) => {
    await gotoHydrated(page, `${prefix}/`);
    await page
      .getByRole('contentinfo')
      .getByRole('link', {name: footer})
      .click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/changes$`));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);

    const feedHref = await page
      .locator(
        'link[rel="alternate"][type="application/atom+xml"][href$="/changes/atom.xml"]',
      )
      .getAttribute('href');
    expect(feedHref).toBe(`${prefix}/changes/atom.xml`);
    const feed = await page.request.get(feedHref!);
    expect(feed.status()).toBe(200);
    const xml = await feed.text();
    const feedTitles = [
      ...xml.matchAll(/<entry>[\s\S]*?<title[^>]*>([\s\S]*?)<\/title>/g),
    ].map((m) => m[1]!.replace(/^<!\[CDATA\[|\]\]>$/g, '').trim());

    const days = page.locator('main section time');
    const dates = await days.evaluateAll((times) =>
      times.map((time) => time.getAttribute('datetime')!),
    );
    // Newest day first, each day once.
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(dates).size).toBe(dates.length);

    const subjects = await page
      .locator('main section li > p > span[lang="en"]')
      .allTextContents();
    expect(subjects.length).toBeGreaterThan(0);
    expect(feedTitles).toEqual(subjects);

    // Every change names at least one page, and its pages exist.
    const entries = page.locator('main section > ul > li');
    const count = await entries.count();
    for (let i = 0; i < Math.min(count, 5); i += 1) {
      const links = entries.nth(i).locator('ul a');
      expect(await links.count()).toBeGreaterThan(0);
      const href = await links.first().getAttribute('href');
      expect((await page.request.get(href!)).status()).toBe(200);
    }
    // Commit links lead to the docs repository.
    await expect(entries.first().locator('p a')).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/[^/]+\/[^/]+\/commit\/[0-9a-f]{40}$/,
    );
  });
}

test('the list is left out of search; the feed is valid Atom', async () => {
  // The search index reads each page as truth.mjs does (same excluded
  // parts): the changes page keeps its heading but none of its entries, so
  // a search for a page title does not also find the list of changes.
  const {loadPages} = (await import(
    pathToFileURL(path.resolve('plugins', 'search', 'truth.mjs')).href
  )) as typeof import('../../plugins/search/truth.mjs');
  const {localeBuild} = (await import(
    pathToFileURL(path.resolve('plugins', 'search', 'relevance.mjs')).href
  )) as typeof import('../../plugins/search/relevance.mjs');
  const pages = await loadPages(localeBuild(path.resolve('build'), 'en'));
  const changes = pages.find((p) => p.url === '/changes');
  expect(changes, 'the changes page is indexed').toBeTruthy();
  expect(changes!.title).toBe('what changed in the docs');
  const $ = cheerio.load(
    fs.readFileSync(path.join('build', 'changes.html'), 'utf8'),
  );
  const subjects = $('main li span[lang="en"]')
    .map((_, el) => $(el).text().trim().toLowerCase())
    .get()
    .filter((text) => text.length > 12);
  expect(subjects.length).toBeGreaterThan(0);
  for (const subject of subjects.slice(0, 20))
    expect(changes!.text).not.toContain(subject);
  const xml = fs.readFileSync(
    path.join('build', 'changes', 'atom.xml'),
    'utf8',
  );
  expect(xml).toMatch(
    /^<\?xml[^>]*\?>\s*<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom">/,
  );
  expect(xml).toContain('<link rel="self" href="https://');
});

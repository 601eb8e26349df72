import fs from 'node:fs';
import path from 'node:path';
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
  const html = fs.readFileSync(path.join('build', 'changes.html'), 'utf8');
  expect(html).toMatch(/data-pagefind-ignore="?all/);
  const xml = fs.readFileSync(
    path.join('build', 'changes', 'atom.xml'),
    'utf8',
  );
  expect(xml).toMatch(
    /^<\?xml[^>]*\?>\s*<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom">/,
  );
  expect(xml).toContain('<link rel="self" href="https://');
});

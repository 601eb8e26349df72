import {test, expect, gotoHydrated, VARIANT_URL} from './fixtures';
import type {Page} from '@playwright/test';

async function openSearch(page: Page) {
  await page.getByTestId('search-button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function search(page: Page, query: string) {
  const dialog = await openSearch(page);
  await dialog.getByRole('combobox').fill(query);
  return dialog;
}

test.describe('offline search', () => {
  for (const [query, first] of [
    ['offline download', '/guide/advanced/offline-download'],
    ['mounting', null],
    ['reverse proxy nginx', '/guide/installation/reverse-proxy'],
    ['two-factor', '/guide/advanced/two-factor'],
  ] as const) {
    test(`English: "${query}"`, async ({page}) => {
      await gotoHydrated(page, '/guide');
      const dialog = await search(page, query);
      const options = dialog.getByRole('option');
      await expect(options.first()).toBeVisible();
      if (first) {
        await expect(options.first().locator('a')).toHaveAttribute(
          'href',
          new RegExp(`^${first}(#|$)`),
        );
      } else {
        // Stemming: "mounting" finds pages that only say "mount".
        await expect(options.first().locator('mark').first()).toHaveText(
          /^mount/i,
        );
      }
    });
  }

  for (const [query, first] of [
    ['离线下载', '/zh-CN/guide/advanced/offline-download'],
    ['对象存储', '/zh-CN/guide/drivers/s3'],
    ['二步验证', '/zh-CN/guide/advanced/two-factor'],
    ['反向代理', '/zh-CN/guide/installation/reverse-proxy'],
  ] as const) {
    test(`Chinese: 「${query}」`, async ({page}) => {
      await gotoHydrated(page, '/zh-CN/guide');
      const dialog = await search(page, query);
      const first_ = dialog.getByRole('option').first();
      await expect(first_.locator('a')).toHaveAttribute(
        'href',
        new RegExp(`^${first}(#|$)`),
      );
      await expect(dialog.getByTestId('search-status')).toHaveText(
        /^\d+ 个结果，用时 \d+ 毫秒$/,
      );
    });
  }

  test('a result shows page title, section and highlighted excerpt, and opens the section', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const dialog = await search(page, 'offline download');
    await expect(dialog.getByTestId('search-status')).toHaveText(
      /^\d+ results? in \d+ ms$/,
    );
    const option = dialog
      .getByRole('option')
      .filter({hasText: 'aria2'})
      .first();
    await expect(option.locator('mark').first()).toBeVisible();
    const href = await option.locator('a').getAttribute('href');
    expect(href).toMatch(/#/);
    await option.click();
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('shows the query when nothing matches', async ({page}) => {
    await gotoHydrated(page, '/guide');
    // Pagefind falls back to prefix matches for unknown Latin words, so the
    // query uses a script the site does not contain.
    const dialog = await search(page, 'ЖЖЖЖ');
    await expect(dialog.getByTestId('search-status')).toHaveText(
      'No results for "ЖЖЖЖ"',
    );
    await expect(dialog.getByRole('option')).toHaveCount(0);
  });

  test('works from the keyboard: shortcut, arrows, Enter, Escape', async ({
    page,
  }) => {
    await gotoHydrated(page, '/guide');
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog');
    const input = dialog.getByRole('combobox');
    await expect(input).toBeFocused();
    await page.keyboard.type('webdav');
    const options = dialog.getByRole('option');
    await expect(options.nth(1)).toBeVisible();
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      (await options.nth(1).getAttribute('id'))!,
    );
    const target = await options.nth(1).locator('a').getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(target!);
    await page.keyboard.press('/');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('search-button')).toBeFocused();
  });

  test('loads nothing for search before the reader asks', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await gotoHydrated(page, '/guide');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => url.includes('/pagefind/'))).toEqual([]);
  });

  test('reports an index that cannot be loaded and keeps the page working', async ({
    page,
  }) => {
    await page.route('**/pagefind/**', (route) =>
      route.fulfill({status: 404, body: 'missing'}),
    );
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await gotoHydrated(page, '/guide');
    const dialog = await search(page, 'webdav');
    await expect(dialog.getByTestId('search-status')).toHaveText(
      'Search is unavailable: the search index could not be loaded.',
    );
    await page.keyboard.press('Escape');
    await page.locator('.navbar a[href="/faq"]').first().click();
    await expect(page.locator('article h1')).toHaveText(
      'Frequently asked questions',
    );
  });
});

test.describe('hosted search (Algolia DocSearch)', () => {
  test('shows the canned hits in the DocSearch modal', async ({page}) => {
    const queries: unknown[] = [];
    await page.route('https://*.algolia.net/**', async (route) => {
      queries.push(route.request().postDataJSON());
      return route.fulfill({
        json: {
          results: [
            {
              hits: [
                {
                  objectID: '1',
                  url: `${VARIANT_URL}/guide/advanced/webdav#clients`,
                  type: 'lvl2',
                  content: null,
                  hierarchy: {
                    lvl0: 'Guide',
                    lvl1: 'WebDAV server',
                    lvl2: 'Canned WebDAV hit',
                  },
                  _highlightResult: {
                    hierarchy: {
                      lvl0: {
                        value: 'Guide',
                        matchLevel: 'none',
                        matchedWords: [],
                      },
                      lvl1: {
                        value: 'WebDAV server',
                        matchLevel: 'full',
                        matchedWords: ['webdav'],
                      },
                      lvl2: {
                        value: 'Canned WebDAV hit',
                        matchLevel: 'full',
                        matchedWords: ['webdav'],
                      },
                    },
                  },
                },
              ],
              nbHits: 1,
              page: 0,
              nbPages: 1,
              hitsPerPage: 20,
              query: 'webdav',
              params: '',
              index: 'openlist-docs',
            },
          ],
        },
      });
    });
    await page.route('https://insights.algolia.io/**', (route) =>
      route.fulfill({json: {}}),
    );
    await gotoHydrated(page, `${VARIANT_URL}/guide`);
    await expect(page.getByTestId('search-button')).toHaveCount(0);
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('webdav');
    await expect(page.locator('.DocSearch-Hit').first()).toContainText(
      'Canned WebDAV hit',
    );
    expect(queries.length).toBeGreaterThan(0);
  });
});

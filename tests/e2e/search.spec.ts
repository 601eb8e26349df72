import {test, expect, gotoHydrated, VARIANT_URL} from './fixtures';
import type {Locator, Page} from '@playwright/test';

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
        await expect(options.first()).toHaveAttribute(
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
    ['二步验证', '/zh-CN/guide/advanced/two-factor'],
    ['反向代理', '/zh-CN/guide/installation/reverse-proxy'],
  ] as const) {
    test(`Chinese: 「${query}」`, async ({page}) => {
      await gotoHydrated(page, '/zh-CN/guide');
      const dialog = await search(page, query);
      const first_ = dialog.getByRole('option').first();
      await expect(first_).toHaveAttribute(
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
    const href = await option.getAttribute('href');
    expect(href).toMatch(/#/);
    await option.click();
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('"Show more" adds the next pages until every counted page is shown', async ({
    page,
  }) => {
    await gotoHydrated(page, '/guide');
    const dialog = await search(page, 'token');
    const status = dialog.getByTestId('search-status');
    await expect(status).toHaveAttribute('data-complete', 'true');
    const total = Number(await status.getAttribute('data-total'));
    expect(total).toBeGreaterThan(8);
    const pages = () =>
      page.evaluate(
        () =>
          new Set(
            Array.from(
              document.querySelectorAll('[role="dialog"] [data-page-url]'),
              (a) => (a as HTMLElement).dataset.pageUrl,
            ),
          ).size,
      );
    expect(await pages()).toBe(8);
    const more = dialog.getByTestId('search-more');
    await expect(more).toContainText(`8 of ${total}`);
    await more.click();
    await expect.poll(pages).toBe(Math.min(16, total));
    // The reader's place in the list is kept.
    await expect(dialog.getByRole('option').first()).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('a Chinese query on the English site offers the Chinese documentation', async ({
    page,
  }) => {
    await gotoHydrated(page, '/guide');
    const dialog = await search(page, '离线下载');
    const offer = dialog.getByTestId('search-other-locale');
    await expect(offer).toHaveText(
      'Search the Chinese documentation for "离线下载"',
    );
    await offer.click();
    await expect(dialog).toContainText(
      'Results from the Chinese documentation.',
    );
    const first = dialog.getByRole('option').first();
    await expect(first).toHaveAttribute('href', /^\/zh-CN\//);
    await expect(first.locator('mark').first()).toHaveText('离线下载');
    await dialog.getByRole('combobox').press('Enter');
    await expect(page).toHaveURL(/\/zh-CN\//);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });

  test('a query that finds nothing on the Chinese site offers the English documentation', async ({
    page,
  }) => {
    await gotoHydrated(page, '/zh-CN/guide');
    // A script the site does not contain: Pagefind finds nothing for it.
    const dialog = await search(page, 'ЖЖЖЖ');
    await expect(dialog.getByTestId('search-status')).toHaveText(
      '没有找到“ЖЖЖЖ”的相关结果',
    );
    const offer = dialog.getByTestId('search-other-locale');
    await expect(offer).toHaveText('在英文文档中搜索“ЖЖЖЖ”');
    const englishIndex = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/pagefind/pagefind.js',
    );
    await offer.click();
    await englishIndex;
    await expect(dialog).toContainText('以下是英文文档中的结果。');
    await dialog.getByRole('button', {name: '改为搜索中文文档'}).click();
    await expect(dialog.getByTestId('search-other-locale')).toBeVisible();
    // A Chinese query never offers the English documentation.
    await dialog.getByRole('combobox').fill('离线下载');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await expect(dialog.getByTestId('search-other-locale')).toHaveCount(0);
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
    const target = await options.nth(1).getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(target!);
    await page.keyboard.press('/');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('search-button')).toBeFocused();
  });

  test('the shortcut opens the search again at once after it closed', async ({
    page,
  }) => {
    await gotoHydrated(page, '/guide');
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('combobox')).toBeFocused();
    // Escape, then "/" in the same task: no render runs between the two, as
    // when a reader (or a slow machine) is quicker than the page's effects.
    await page.evaluate(() => {
      const key = (target: EventTarget, name: string) =>
        target.dispatchEvent(
          new KeyboardEvent('keydown', {
            key: name,
            bubbles: true,
            cancelable: true,
          }),
        );
      key(document.activeElement!, 'Escape');
      key(document.body, '/');
    });
    await expect(dialog).toBeVisible();
    await page.keyboard.type('webdav');
    await expect(dialog.getByRole('option').first()).toBeVisible();
  });

  test('loads nothing for search before the reader asks', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await gotoHydrated(page, '/guide');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => url.includes('/pagefind/'))).toEqual([]);
  });

  test("a query typed on while the last one's pages load shows only its own highlights", async ({
    context,
    page,
  }) => {
    // Each page's result (address, highlighted words) once the search for
    // `query` has finished.
    const settled = async (dialog: Locator, query: string) => {
      const status = dialog.getByTestId('search-status');
      await expect(status).toHaveAttribute('data-query', query);
      await expect(status).toHaveAttribute('data-complete', 'true');
      return dialog.getByRole('option').evaluateAll((options) =>
        options.map((option) => ({
          href: option.getAttribute('href'),
          marks: Array.from(
            option.querySelectorAll('mark'),
            (mark) => mark.textContent,
          ),
        })),
      );
    };
    const query = '挂载路径';
    await gotoHydrated(page, '/zh-CN/guide');
    const alone = await settled(await search(page, query), query);
    const top = alone[0]!.href!.replace(/#.*/, '');
    // An older search shows what it found after the newer one has asked for
    // its first page only if it found that page too, after its own first.
    let older: string | undefined;
    for (const prefix of ['挂载', '挂', '挂载路', '路径']) {
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox').fill(prefix);
      await settled(dialog, prefix);
      const pages = await dialog
        .locator('[data-page-url]')
        .evaluateAll((links) => [
          ...new Set(links.map((l) => (l as HTMLElement).dataset.pageUrl)),
        ]);
      if (pages.indexOf(top) > 0) {
        older = prefix;
        break;
      }
    }
    expect(
      older,
      `no shorter query also finds ${top}, after another page`,
    ).toBeDefined();

    // The reader types the rest while the older search's first page is
    // still on its way. It arrives once the newer search has asked for its
    // own first page, and half a second before that one.
    const typing = await context.newPage();
    let release!: () => void;
    const newerAsked = new Promise<void>((resolve) => (release = resolve));
    let fragments = 0;
    await typing.route('**/pagefind/fragment/**', async (route) => {
      fragments += 1;
      if (fragments === 1) await newerAsked;
      else if (fragments === 2) {
        release();
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      await route.continue();
    });
    await gotoHydrated(typing, '/zh-CN/guide');
    const dialog = await openSearch(typing);
    const firstAsked = typing.waitForRequest(/\/pagefind\/fragment\//);
    await dialog.getByRole('combobox').fill(older!);
    await firstAsked;
    await dialog.getByRole('combobox').fill(query);
    expect(await settled(dialog, query)).toEqual(alone);
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

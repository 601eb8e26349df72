import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';

/**
 * Static islands (src/components/StaticIsland): content that never changes
 * in the browser is taken as the server rendered it while a page hydrates,
 * so the app neither renders nor matches it; everything a reader does with it
 * still works, and a client navigation renders it as usual.
 */

/**
 * Whether the app hydrated or rendered this element: it is the DOM node of a
 * virtual node in the app's tree. Preact (plugins/preact) keeps a node's
 * children in `__k` and its DOM node in `__e`, from the root's `__k` on;
 * tests/unit/preact-dom.test.tsx fails if a Preact upgrade renames them.
 */
function hasVNode(locator: Locator) {
  return locator.evaluate((element) => {
    interface VNode {
      __k?: (VNode | null)[] | null;
      __e?: Node | null;
    }
    const root = document.getElementById('__docusaurus') as
      (HTMLElement & {__k?: VNode}) | null;
    const pending: (VNode | null | undefined)[] = [root?.__k];
    while (pending.length > 0) {
      const vnode = pending.pop();
      if (!vnode) continue;
      if (vnode.__e === element) return true;
      if (vnode.__k) pending.push(...vnode.__k);
    }
    return false;
  });
}

/** Marks the document, to tell a client navigation from a page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as {sameDocument?: boolean}).sameDocument = true;
  });
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as {sameDocument?: boolean}).sameDocument);

test.describe('on a phone', () => {
  test.use({viewport: {width: 412, height: 823}});

  for (const prefix of ['', '/zh-CN']) {
    test(`${prefix || 'en'}: the S3 page keeps the server's tables, and the app still owns what readers use`, async ({
      page,
    }) => {
      await gotoHydrated(page, `${prefix}/guide/drivers/s3`);
      const row = page.locator('article table tbody tr').first();
      await expect(row).toBeAttached();
      expect(await hasVNode(row)).toBe(false);
      // The elements readers act on are the app's.
      expect(await hasVNode(page.locator('.navbar__toggle'))).toBe(true);
      // The phone menu holds the docs sidebar, rendered after hydration.
      await page.locator('.navbar__toggle').click();
      const menu = page.locator('.navbar-sidebar');
      await expect(menu).toBeVisible();
      const here = menu.locator(
        `.theme-doc-sidebar-item-link a[href="${prefix}/guide/drivers/s3"]`,
      );
      await expect(here).toBeVisible();
      expect(await hasVNode(here)).toBe(true);
    });
  }

  test("a code block's copy button copies the block, its lines the server's", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/configuration/config-file');
    const block = page.locator('article pre').first();
    await block.scrollIntoViewIfNeeded();
    expect(await hasVNode(block.locator('.token-line').first())).toBe(false);
    // Each line's own text: innerText depends on layout, and code blocks
    // are drawn only near the viewport (content-visibility: auto), which a
    // scroll just before may not have reached yet.
    const shown = (await block.locator('.token-line').allTextContents()).filter(
      Boolean,
    );
    await block.hover();
    await page
      .locator('article .theme-code-block')
      .first()
      .getByRole('button', {name: /copy/i})
      .click();
    expect(shown.length).toBeGreaterThan(3);
    // The button writes to the clipboard asynchronously.
    await expect
      .poll(async () =>
        (await page.evaluate(() => navigator.clipboard.readText()))
          .split('\n')
          .filter(Boolean),
      )
      .toEqual(shown);
  });
});

test('a link in a server-kept table opens its page in the app, and the page it opens renders its table', async ({
  page,
}) => {
  await gotoHydrated(page, '/guide/drivers');
  const link = page.locator('article table tbody a[href="/guide/drivers/s3"]');
  expect(await hasVNode(link)).toBe(false);
  const index = await page.locator('article h1').innerText();
  await markDocument(page);
  await link.click();
  await expect(page).toHaveURL(/\/guide\/drivers\/s3$/);
  // The address changes first; the index stays until the page's code is in.
  await expect(page.locator('article h1')).not.toHaveText(index);
  expect(await sameDocument(page)).toBe(true);
  // Rendered by the app, not kept from a server: the app's rows.
  const row = page.locator('article table tbody tr').first();
  await expect(row).toBeAttached();
  expect(await hasVNode(row)).toBe(true);
});

test('a modified click on such a link is left to the browser', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, '/guide/drivers');
  const link = page.locator('article table tbody a[href="/guide/drivers/s3"]');
  await markDocument(page);
  const opened = context.waitForEvent('page');
  await link.click({modifiers: ['ControlOrMeta']});
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/guide/drivers/s3');
  await tab.close();
  await expect(page).toHaveURL(/\/guide\/drivers$/);
  expect(await sameDocument(page)).toBe(true);
});

test("the driver index's rows are the server's until the reader sorts or filters them", async ({
  page,
}) => {
  await gotoHydrated(page, '/guide/drivers');
  const rows = page.locator('article table tbody tr');
  const count = await rows.count();
  expect(count).toBeGreaterThan(10);
  expect(await hasVNode(rows.first())).toBe(false);
  const first = await rows.first().locator('th a').innerText();
  // Sorting by name again turns the order around: the app renders the rows.
  await page.locator('article thead button').first().click();
  await expect(rows.first().locator('th a')).not.toHaveText(first);
  expect(await hasVNode(rows.first())).toBe(true);
  await expect(rows).toHaveCount(count);
  await page.getByRole('searchbox').fill('S3');
  await expect(rows.first()).toContainText('S3');
  expect(await rows.count()).toBeLessThan(count);
});

test('at desktop width the sidebar is hydrated: a category still unfolds', async ({
  page,
}) => {
  await gotoHydrated(page, '/guide/drivers/s3');
  const sidebar = page.locator('.theme-doc-sidebar-container');
  expect(await hasVNode(sidebar.locator('a.menu__link').first())).toBe(true);
  // A folded category, found again by its link after the click.
  const folded = sidebar
    .locator('.menu__list-item-collapsible', {
      has: page.locator('button.menu__caret[aria-expanded="false"]'),
    })
    .first();
  const href = await folded.locator('a.menu__link').getAttribute('href');
  const category = sidebar
    .locator('.menu__list-item-collapsible', {
      has: page.locator(`a.menu__link[href="${href}"]`),
    })
    .first();
  await category.locator('button.menu__caret').click();
  await expect(category.locator('button.menu__caret')).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(
    sidebar
      .locator('li', {has: page.locator(`a.menu__link[href="${href}"]`)})
      .last()
      .locator('ul a.menu__link')
      .first(),
  ).toBeVisible();
});

test('a Markdown table with a component written into it is hydrated whole, and the component works', async ({
  page,
}) => {
  await gotoHydrated(page, '/tests/interactive-table');
  const table = page.locator('article table');
  await expect(table).toBeVisible();
  expect(await table.getAttribute('data-static-island')).toBeNull();
  expect(await hasVNode(table.locator('tbody tr').first())).toBe(true);
  await table.getByRole('button', {name: 'Open the cell menu'}).click();
  await expect(page.getByText('Content of the cell menu')).toBeVisible();
});

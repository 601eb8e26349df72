import {OPENLIST_VERSION} from '../../src/lib/version';
import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {LEAF_COLLAPSE_THRESHOLD} from '../../src/lib/sidebar';

/** Pages directly inside a docs folder (its index page is the folder's link). */
const pagesIn = (folder: string) =>
  readdirSync(join(__dirname, '../../docs', folder)).filter(
    (name) => /\.mdx?$/.test(name) && !/^index\.mdx?$/.test(name),
  ).length;

test.describe('mobile menu (under 768 px)', () => {
  for (const width of [375, 767]) {
    test(`at ${width} px: opens full screen, groups collapse, body locked, closes on navigation`, async ({
      page,
    }) => {
      await page.setViewportSize({width, height: 740});
      await gotoHydrated(page, '/guide');
      const toggle = page.locator('button.navbar__toggle');
      await expect(toggle).toBeVisible();
      await toggle.click();
      const menu = page.locator('.navbar-sidebar');
      await expect(menu).toBeVisible();
      expect((await menu.boundingBox())!.width).toBeCloseTo(width, 0);
      expect(
        await page.evaluate(() => getComputedStyle(document.body).overflow),
      ).toBe('hidden');
      // The menu starts on the docs sidebar of this page; go to the main menu.
      const back = page.locator('.navbar-sidebar__back');
      if (await back.isVisible()) await back.click();
      const community = menu
        .locator('.menu__list-item-collapsible', {hasText: 'Community'})
        .first();
      await expect(community).toBeVisible();
      await community.click();
      await expect(
        menu.getByRole('link', {name: /Telegram group/}),
      ).toBeVisible();
      await expect(
        menu.locator('a[href="https://github.com/OpenListTeam/OpenList"]'),
      ).toBeVisible();
      await expect(
        menu.locator('.navbar-sidebar__brand button[class*="toggleButton"]'),
      ).toBeVisible();
      await menu.getByRole('link', {name: 'FAQ', exact: true}).click();
      await expect(page).toHaveURL('/faq');
      await expect(page.locator('html')).not.toHaveClass(
        /navbar-sidebar--show/,
      );
      await expect(page.locator('.navbar-sidebar')).toBeHidden();
    });
  }

  test.describe('the closed menu is prepared in slices after hydration', () => {
    test.use({viewport: {width: 412, height: 823}});
    const menu = (page: Page) => page.locator('.navbar-sidebar');
    const sidebarLinks = (page: Page) =>
      page.locator('.navbar-sidebar .theme-doc-sidebar-item-link a');
    const here = (page: Page) =>
      sidebarLinks(page).and(page.locator('[href="/guide/drivers/s3"]'));

    test('not in the task that hydrates the page but after it, a few items per task; a click then opens it', async ({
      page,
    }) => {
      // Each delivery of the observer follows one task's changes.
      await page.addInitScript(() => {
        const w = window as unknown as {menuBatches: number[]};
        w.menuBatches = [];
        new MutationObserver((records) => {
          let added = 0;
          for (const record of records)
            record.addedNodes.forEach((node) => {
              if (!(node instanceof Element)) return;
              added += node.matches('.theme-doc-sidebar-item-link')
                ? 1
                : node.querySelectorAll('.theme-doc-sidebar-item-link').length;
            });
          if (added > 0 && document.querySelector('.navbar-sidebar'))
            w.menuBatches.push(added);
        }).observe(document, {childList: true, subtree: true});
      });
      await gotoHydrated(page, '/guide/drivers/s3');
      await expect(here(page)).toBeAttached();
      await expect(page.locator('html')).not.toHaveClass(
        /navbar-sidebar--show/,
      );
      // The whole list, in several tasks: wait until the slices stop
      // coming (no new link for half a second) and all were observed.
      let total = 0;
      await expect
        .poll(
          async () => {
            const before = await sidebarLinks(page).count();
            await page.waitForTimeout(500);
            total = await sidebarLinks(page).count();
            const observed = await page.evaluate(() =>
              (window as unknown as {menuBatches: number[]}).menuBatches.reduce(
                (sum, added) => sum + added,
                0,
              ),
            );
            return before === total && observed === total;
          },
          {timeout: 15_000},
        )
        .toBe(true);
      const batches = await page.evaluate(
        () => (window as unknown as {menuBatches: number[]}).menuBatches,
      );
      expect(batches.length).toBeGreaterThan(3);
      expect(Math.max(...batches)).toBeLessThan(total / 2);
      await page.locator('button.navbar__toggle').click();
      await expect(menu(page)).toBeVisible();
      await expect(here(page)).toBeVisible();
      expect(await sidebarLinks(page).count()).toBe(total);
    });

    test('keyboard focus and Enter open it', async ({page}) => {
      await gotoHydrated(page, '/guide/drivers/s3');
      await page.locator('button.navbar__toggle').focus();
      await page.keyboard.press('Enter');
      await expect(menu(page)).toBeVisible();
      await expect(here(page)).toBeVisible();
    });

    test('a click with no intent before it (no pointer, no focus) opens it whole', async ({
      page,
    }) => {
      await gotoHydrated(page, '/guide/drivers/s3');
      await page.evaluate(() =>
        document
          .querySelector<HTMLButtonElement>('button.navbar__toggle')!
          .click(),
      );
      await expect(menu(page)).toBeVisible();
      await expect(here(page)).toBeVisible();
    });
  });

  test('closes when the window becomes 768 px wide', async ({page}) => {
    await page.setViewportSize({width: 600, height: 740});
    await gotoHydrated(page, '/guide');
    await page.locator('button.navbar__toggle').click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await page.setViewportSize({width: 768, height: 740});
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
  });
});

test.describe('navbar from 768 px', () => {
  for (const width of [768, 900, 1280]) {
    test(`at ${width} px every entry is on screen, without hamburger`, async ({
      page,
    }) => {
      await page.setViewportSize({width, height: 700});
      await gotoHydrated(page, '/guide');
      await expect(page.locator('button.navbar__toggle')).toBeHidden();
      const boxes = [];
      for (const locator of [
        page.locator('.navbar a.navbar__link[href="/guide"]'),
        page.locator('.navbar a.navbar__link[href="/ecosystem"]'),
        page.locator('[data-nav-group] button', {hasText: 'Community'}),
        page.locator('[data-nav-group] button', {hasText: OPENLIST_VERSION}),
        page.getByTestId('search-button'),
        page.locator(
          '.navbar__items a[href="https://github.com/OpenListTeam/OpenList"]',
        ),
        page.locator('.navbar button[class*="toggleButton"]').first(),
      ]) {
        await expect(locator).toBeVisible();
        boxes.push((await locator.boundingBox())!);
      }
      for (const box of boxes) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        expect(box.height).toBeLessThan(48); // one line, nothing wrapped
      }
      const sorted = [...boxes].sort((a, b) => a.x - b.x);
      for (let i = 1; i < sorted.length; i += 1) {
        expect(sorted[i]!.x).toBeGreaterThanOrEqual(
          sorted[i - 1]!.x + sorted[i - 1]!.width - 1,
        );
      }
    });
  }
});

test.describe('sidebar', () => {
  test('opens the folder of the current page and starts big leaf folders collapsed', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 800});
    await gotoHydrated(page, '/guide/advanced/webdav');
    const sidebar = page.locator('.theme-doc-sidebar-container');
    const advanced = sidebar
      .locator('.menu__list-item', {
        has: page.locator('> div > a', {hasText: 'Advanced'}),
      })
      .first();
    await expect(advanced).not.toHaveClass(/menu__list-item--collapsed/);
    await expect(sidebar.locator('a.menu__link--active').last()).toHaveText(
      'WebDAV server',
    );
    const drivers = sidebar
      .locator('.menu__list-item', {
        has: page.locator('> div > a', {hasText: 'Storage drivers'}),
      })
      .first();
    await expect(drivers).toHaveClass(/menu__list-item--collapsed/);
    // Installation is a leaf folder too: open unless it outgrew the threshold.
    const installation = sidebar
      .locator('.menu__list-item', {
        has: page.locator('> div > a', {hasText: 'Installation'}),
      })
      .first();
    if (pagesIn('guide/installation') > LEAF_COLLAPSE_THRESHOLD) {
      await expect(installation).toHaveClass(/menu__list-item--collapsed/);
    } else {
      await expect(installation).not.toHaveClass(/menu__list-item--collapsed/);
    }

    // A small leaf folder that is not the current page's starts open.
    expect(pagesIn('api/admin')).toBeLessThanOrEqual(LEAF_COLLAPSE_THRESHOLD);
    await gotoHydrated(page, '/api/fs');
    const admin = sidebar
      .locator('.menu__list-item', {
        has: page.locator('> div > a', {hasText: 'Admin'}),
      })
      .first();
    await expect(admin).not.toHaveClass(/menu__list-item--collapsed/);
  });

  test('is absent on home, posts and pages with sidebar: false', async ({
    page,
  }) => {
    for (const path of [
      '/',
      '/posts',
      '/posts/openlist-v4-1-5',
      '/tests/empty-layout',
    ]) {
      await gotoHydrated(page, path);
      await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
    }
  });

  test('opens over a backdrop from the local nav bar on narrow screens', async ({
    page,
  }) => {
    await page.setViewportSize({width: 900, height: 740});
    await gotoHydrated(page, '/guide/advanced/webdav');
    await page
      .getByTestId('local-nav')
      .getByRole('button', {name: 'Menu'})
      .click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await expect(
      page.locator('.navbar-sidebar a.menu__link--active').last(),
    ).toHaveText('WebDAV server');
    await page
      .locator('.navbar-sidebar__backdrop')
      .click({position: {x: 880, y: 400}});
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
  });
});

test.describe('outline', () => {
  test('desktop outline lists levels 2 to 4 only', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await gotoHydrated(page, '/guide/advanced/webdav');
    const levels = await page.evaluate(() => {
      const ids = Array.from(
        document.querySelectorAll('.table-of-contents a'),
      ).map((a) => a.getAttribute('href')!.slice(1));
      return ids.map((id) =>
        Number(
          document.getElementById(decodeURIComponent(id))!.tagName.slice(1),
        ),
      );
    });
    expect(levels.length).toBeGreaterThan(0);
    expect(levels.every((l) => l >= 2 && l <= 4)).toBe(true);
  });

  test('narrow screens: dropdown of headings, or return-to-top without headings', async ({
    page,
  }) => {
    await page.setViewportSize({width: 375, height: 740});
    await gotoHydrated(page, '/guide/advanced/webdav');
    const bar = page.getByTestId('local-nav');
    await bar.getByTestId('outline-button').click();
    const outline = page.locator('[data-popover="dropdown"]');
    await expect(outline).toBeVisible();
    const first = outline.locator('a').first();
    const href = await first.getAttribute('href');
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(outline).toHaveCount(0);

    await gotoHydrated(page, '/tests/unwrapped');
    await gotoHydrated(page, '/tests/no-comment');
    await expect(
      page
        .getByTestId('local-nav')
        .getByRole('button', {name: 'Return to top'}),
    ).toBeVisible();
  });
});

import routes from '../../data/api-routes.json';
import apiAnchors from '../../data/api-anchors.json';
import {test, expect, gotoHydrated} from './fixtures';

test.describe('API pages', () => {
  for (const prefix of ['', '/zh-CN']) {
    test(`${prefix || 'en'}: /api/fs lists every route, each linked to the heading of its own page`, async ({
      page,
    }) => {
      await gotoHydrated(page, `${prefix}/api/fs`);
      const table = page.locator('#endpoints ~ table').first();
      const links = table.locator('tbody a');
      // One row per /api/fs route of the route list.
      const expected = routes.routes.filter((r) =>
        r.path.startsWith('/api/fs/'),
      ).length;
      await expect(links).toHaveCount(expected);
      await expect(table.locator('tbody .api-method').first()).toBeVisible();
      // Each route is on a page of its own group, under /api/fs/.
      const hrefs = await links.evaluateAll((as) =>
        as.map((a) => new URL((a as HTMLAnchorElement).href)),
      );
      for (const href of hrefs)
        expect(href.pathname).toMatch(new RegExp(`^${prefix}/api/fs/[a-z-]+$`));
      expect(new Set(hrefs.map((h) => h.pathname)).size).toBeGreaterThan(1);
      for (const index of [0, expected - 1]) {
        await gotoHydrated(page, `${prefix}/api/fs`);
        const link = links.nth(index);
        const url = new URL(
          await link.evaluate((a) => (a as HTMLAnchorElement).href),
        );
        const path = (await link.textContent())!;
        await link.click();
        await expect(page).toHaveURL(url.href);
        const target = page.locator(`article :is(h2, h3)${url.hash}`);
        await expect(target).toContainText(path);
        await expect(target).toBeInViewport();
        // Request, response and errors are sub-headings of their endpoint,
        // and the page links back to the overview.
        await expect(
          page.locator(`[id="${url.hash.slice(1)}-errors"]`),
        ).toBeAttached();
        await expect(
          page.locator(`article a[href="${prefix}/api/fs"]`).first(),
        ).toBeVisible();
      }
    });

    test(`${prefix || 'en'}: a link to a route's heading on the former single /api/fs page lands on its new page`, async ({
      page,
    }) => {
      const moved = apiAnchors.pages['/api/fs'];
      const id = 'post-api-fs-move';
      const to = moved[id as keyof typeof moved];
      expect(to).toMatch(/^\/api\/fs\/[a-z-]+#post-api-fs-move$/);
      await page.goto(`${prefix}/api/fs#${id}`);
      await expect(page).toHaveURL(new RegExp(`${prefix}${to}$`));
      await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
    });
  }

  test('the admin index describes each admin page and /category/admin leads to it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/category/admin');
    await expect(page).toHaveURL(/\/api\/admin\/?$/);
    const sections = page.locator('article h2 a[href^="/api/admin/"]');
    expect(await sections.count()).toBeGreaterThan(1);
    const descriptions = await page.locator('article h2 + p').allTextContents();
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});

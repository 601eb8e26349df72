import routes from '../../data/api-routes.json';
import {test, expect, gotoHydrated} from './fixtures';

test.describe('API pages', () => {
  for (const prefix of ['', '/zh-CN']) {
    test(`${prefix || 'en'}: /api/fs opens with a summary whose links reach their endpoint sections`, async ({
      page,
    }) => {
      await gotoHydrated(page, `${prefix}/api/fs`);
      const table = page.locator('#endpoints ~ table').first();
      const links = table.locator('tbody a[href^="#"]');
      // One row per /api/fs route of the route list.
      const expected = routes.routes.filter((r) =>
        r.path.startsWith('/api/fs/'),
      ).length;
      await expect(links).toHaveCount(expected);
      await expect(table.locator('tbody .api-method').first()).toBeVisible();
      for (const index of [0, expected - 1]) {
        const link = links.nth(index);
        const href = (await link.getAttribute('href'))!;
        const path = (await link.textContent())!;
        const target = page.locator(`h3${href}`);
        await expect(target).toHaveCount(1);
        await expect(target).toContainText(path);
        await link.click();
        await expect(target).toBeInViewport();
      }
      // Request, response and errors are sub-headings of their endpoint.
      await expect(page.locator('h4[id$="-errors"]').first()).toBeAttached();
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

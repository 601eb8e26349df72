import AxeBuilder from '@axe-core/playwright';
import {test, expect, gotoHydrated} from './fixtures';

/**
 * Accessibility gate: axe-core over every route type, in light and dark mode
 * and in both locales. Serious and critical violations fail the test; every
 * rule stays enabled (colour contrast is fixed in the design, not skipped).
 */
const ROUTES = [
  ['home', '/'],
  ['doc', '/guide/advanced/webdav'],
  // Drawn SVG illustrations (src/components/Illustrations).
  ['illustrated doc', '/guide/drivers/browser-cookies'],
  // Diagrams drawn from page data (src/components/Diagrams).
  ['doc with diagrams', '/guide/advanced/offline-download'],
  ['doc with a tree diagram', '/guide/basic-use'],
  ['post', '/posts/openlist-v4-1-5'],
  ['post list', '/posts'],
  ['category', '/posts/categories/releases'],
  ['category tree', '/posts/categories'],
  ['archive', '/posts/archive'],
  ['tag', '/posts/tags/release'],
  ['statement', '/privacy'],
  ['docs changes', '/changes'],
  ['404', '/no-such-page'],
] as const;

const LOCALES = [
  ['en', ''],
  ['zh-CN', '/zh-CN'],
] as const;

for (const [locale, prefix] of LOCALES) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${locale}, ${colorScheme}`, () => {
      // No stored choice: the site follows the system colour scheme.
      test.use({colorScheme});
      for (const [name, route] of ROUTES) {
        const path = prefix ? `${prefix}${route === '/' ? '/' : route}` : route;
        test(`${name} (${path}) has no serious or critical violations`, async ({
          page,
        }) => {
          await gotoHydrated(page, path);
          await expect(page.locator('html')).toHaveAttribute(
            'data-theme',
            colorScheme,
          );
          const results = await new AxeBuilder({page})
            // The comments iframe is giscus's own page (a stand-in in tests).
            .exclude('iframe.giscus-frame')
            .analyze();
          const blocking = results.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => ({
              rule: v.id,
              impact: v.impact,
              help: v.help,
              nodes: v.nodes.slice(0, 5).map((n) => ({
                target: n.target.join(' '),
                summary: n.failureSummary,
              })),
            }));
          expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
        });
      }

      test('the open search dialog, with results, "Show more" and the other-language offer, has no serious or critical violations', async ({
        page,
      }) => {
        await gotoHydrated(page, prefix ? `${prefix}/guide` : '/guide');
        await page.getByTestId('search-button').click();
        const dialog = page.getByRole('dialog');
        // A common word brings many results and "Show more"; a query the
        // site cannot answer (Chinese on the English site, nothing found on
        // the Chinese site) brings the other-language offer, then its results.
        const check = async () => {
          const results = await new AxeBuilder({page})
            .include('[role="dialog"]')
            .analyze();
          const blocking = results.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => ({
              rule: v.id,
              nodes: v.nodes.map((n) => [n.target, n.failureSummary]),
            }));
          expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
        };
        const input = dialog.getByRole('combobox');
        await input.fill(prefix ? '存储' : 'storage');
        await expect(dialog.getByTestId('search-more')).toBeVisible();
        await check();
        await input.fill(prefix ? 'ЖЖЖЖ' : '离线下载');
        await dialog.getByTestId('search-other-locale').click();
        await expect(
          dialog.getByRole('button', {
            name: prefix ? '改为搜索中文文档' : 'Search this site instead',
          }),
        ).toBeVisible();
        await check();
      });
    });
  }
}

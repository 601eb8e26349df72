import type {Page} from '@playwright/test';
import {test, expect, axe, gotoHydrated, scrollToEnd} from './fixtures';

/**
 * Accessibility gate: axe-core with the WCAG 2.2 A/AA rules and its best
 * practices, over every route type and the open states readers meet (search
 * with results, a navbar popover, mobile menu, the password form, the
 * contributor list, the comments placeholder), in light and dark mode and in
 * both locales. Any
 * finding, of any impact, fails the test; no rule is switched off.
 */
const TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22a',
  'wcag22aa',
  'best-practice',
];

/** Every axe finding in the page (or in `include`), in a readable form. */
async function findings(page: Page, include?: string) {
  let builder = axe(page)
    .withTags(TAGS)
    // The comments iframe is giscus's own page (a stand-in in tests).
    .exclude('iframe.giscus-frame');
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => ({
      target: n.target.join(' '),
      summary: n.failureSummary,
    })),
  }));
}

async function expectNoFindings(page: Page, include?: string) {
  // What is opening or changing colour (the phone menu sliding in, a
  // popover fading in, the colour mode's transitions) is measured once it
  // has settled: mid-way its colours are blended with what is behind.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' ||
          a.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  const found = await findings(page, include);
  expect(found, JSON.stringify(found, null, 2)).toEqual([]);
}

const ROUTES = [
  ['home', '/'],
  ['doc', '/guide/advanced/webdav'],
  // Drawn SVG illustrations (src/components/Illustrations).
  ['illustrated doc', '/guide/drivers/browser-cookies'],
  // Diagrams drawn from page data (src/components/Diagrams).
  ['doc with diagrams', '/guide/advanced/offline-download'],
  ['doc with a tree diagram', '/guide/basic-use'],
  // Generated API reference: endpoint blocks, method badges, field tables.
  ['API page', '/api/fs/torrents'],
  // Highlighted lines (a magic comment, a range) on both code themes.
  ['code blocks', '/tests/code-blocks'],
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
  // Each route once per locale, scanned in light mode and again after the
  // system turns dark (no stored choice: the site follows the system).
  test.describe(`${locale}, light and dark`, () => {
    test.use({colorScheme: 'light'});
    for (const [name, route] of ROUTES) {
      const path = prefix ? `${prefix}${route === '/' ? '/' : route}` : route;
      test(`${name} (${path}) has no findings`, async ({page}) => {
        // Two full scans; a long page (the docs changes) takes its time.
        test.setTimeout(90_000);
        await gotoHydrated(page, path);
        const html = page.locator('html');
        await expect(html).toHaveAttribute('data-theme', 'light');
        await expectNoFindings(page);
        await page.emulateMedia({colorScheme: 'dark'});
        await expect(html).toHaveAttribute('data-theme', 'dark');
        await expectNoFindings(page);
      });
    }
  });

  // On a phone the long references are cards whose rows far down are not
  // drawn yet (content-visibility, src/css/custom.css); the scan sees them
  // as drawn, as a reader who reaches them does (axe() in ./fixtures).
  test.describe(`${locale}, phone`, () => {
    test.use({viewport: {width: 375, height: 740}});
    for (const route of [
      '/configuration/config-file',
      '/guide/drivers/s3',
      '/guide/drivers',
    ]) {
      test(`${prefix}${route}, its far rows drawn on demand, has no findings`, async ({
        page,
      }) => {
        await gotoHydrated(page, `${prefix}${route}`);
        await expectNoFindings(page);
      });
    }
    // Every route type in its phone layout too (local nav bar, cards,
    // stacked footer), in light mode.
    for (const [name, route] of ROUTES) {
      const path = prefix ? `${prefix}${route === '/' ? '/' : route}` : route;
      test(`${name} (${path}) has no findings on a phone`, async ({page}) => {
        await gotoHydrated(page, path);
        await expectNoFindings(page);
      });
    }
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${locale}, ${colorScheme}`, () => {
      test.use({colorScheme});

      test('the open search dialog, with results, "Show more" and the other-language offer, has no findings', async ({
        page,
      }) => {
        await gotoHydrated(page, prefix ? `${prefix}/guide` : '/guide');
        await page.getByTestId('search-button').click();
        const dialog = page.getByRole('dialog');
        // A common word brings many results and "Show more"; a query the
        // site cannot answer (Chinese on the English site, nothing found on
        // the Chinese site) brings the other-language offer, then its results.
        const check = () => expectNoFindings(page, '[role="dialog"]');
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
        // Result counts are announced: the status is a polite live region.
        await expect(dialog.getByTestId('search-status')).toHaveAttribute(
          'aria-live',
          'polite',
        );
      });

      test('open states: the comments placeholder, the contributor list, a navbar popover, the password form with its error, the mobile menu', async ({
        page,
      }) => {
        // Four scans and three page loads: as long as a route's two scans.
        test.setTimeout(90_000);
        const doc = `${prefix}/guide/advanced/webdav`;
        // The comments placeholder, before the reader comes near it.
        await gotoHydrated(page, doc);
        await expect(
          page
            .getByRole('region', {name: prefix ? '评论' : 'Comments'})
            .getByRole('status'),
        ).toBeVisible();
        await expectNoFindings(page);
        // The contributor list, loaded when the reader reaches the end.
        await scrollToEnd(page);
        await expect(page.getByTestId('contributors')).toBeVisible();
        await expectNoFindings(page);
        // A navbar group's popover, opened from the keyboard.
        const group = page.locator('[data-nav-group] button').first();
        await group.focus();
        await page.keyboard.press('Enter');
        await expect(page.locator('[data-popover]').first()).toBeVisible();
        await expectNoFindings(page);
        // The password form of an encrypted page, with its error shown.
        await gotoHydrated(page, `${prefix}/tests/protected`);
        const form = page.getByRole('form');
        await form.locator('input[type="password"]').fill('wrong');
        await form.getByRole('button').click();
        await expect(form.getByRole('alert')).toBeVisible();
        await expectNoFindings(page);
        // The full-screen menu of a phone.
        await page.setViewportSize({width: 375, height: 740});
        await gotoHydrated(page, doc);
        await page.locator('button.navbar__toggle').click();
        await expect(page.locator('.navbar-sidebar')).toBeVisible();
        await expectNoFindings(page);
      });
    });
  }
}

test.describe('forced colours (Windows contrast themes)', () => {
  /** How the focused element shows focus, when nothing else is drawn. */
  const focusMark = (page: Page) =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      return {
        element: element.outerHTML.slice(0, 120),
        outlined:
          style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      };
    });

  test('keyboard focus stays visible and icons take the system colours', async ({
    page,
  }) => {
    await page.emulateMedia({forcedColors: 'active'});
    await gotoHydrated(page, '/guide/advanced/webdav');
    // Box shadows and backgrounds are dropped in forced colours: focus must
    // be an outline on every control the keyboard reaches.
    const unmarked: string[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const mark = await focusMark(page);
      if (!mark || seen.has(mark.element)) continue;
      seen.add(mark.element);
      if (!mark.outlined) unmarked.push(mark.element);
    }
    expect(seen.size).toBeGreaterThan(15);
    expect(unmarked).toEqual([]);
    // Icons in links and buttons are drawn in the text colour (which the
    // contrast theme sets), never in a fixed colour that may vanish.
    const fixed = await page.evaluate(() =>
      Array.from(document.querySelectorAll('a svg, button svg'))
        .filter((svg) => svg.getBoundingClientRect().width > 0)
        .flatMap((svg) =>
          Array.from(
            svg.querySelectorAll(
              'path, circle, rect, line, polyline, polygon, ellipse',
            ),
          ).map((shape) => {
            const style = getComputedStyle(shape);
            const color = getComputedStyle(svg).color;
            const paints = [style.fill, style.stroke].filter(
              (paint) => paint !== 'none' && paint !== color,
            );
            return paints.length
              ? `${svg.closest('a, button')!.outerHTML.slice(0, 100)}: ${paints.join(', ')} (text ${color})`
              : null;
          }),
        )
        .filter(Boolean),
    );
    expect(fixed).toEqual([]);
    // The search box shows focus too.
    await page.getByTestId('search-button').click();
    await expect(page.getByRole('combobox')).toBeFocused();
    expect((await focusMark(page))!.outlined).toBe(true);
  });
});

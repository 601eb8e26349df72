import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect, axe, gotoHydrated, scrollToEnd} from './fixtures';

/**
 * Reading the docs (issue 28): reference tables that fit, the opaque local
 * nav bar, anchors clear of sticky chrome, visible copy buttons, readable
 * dark code, the drivers sidebar, and the end of a page.
 */

const ROOT = join(__dirname, '../..');
const LOCALES = ['', '/zh-CN'] as const;

/** The reference pages: config.json, every admin settings page, tasks, drivers. */
const settingsPages = [
  ...new Set(
    (
      JSON.parse(
        readFileSync(join(ROOT, 'data/openlist-config.json'), 'utf8'),
      ) as {settings: {page: string}[]}
    ).settings.map((s) => s.page),
  ),
];
const REFERENCE_PAGES = [
  '/configuration/config-file',
  ...settingsPages.map((page) => `/configuration/settings/${page}`),
  '/api/task',
  '/guide/drivers',
];

test.describe('reference tables', () => {
  // One test per page: each opens and measures one reference page.
  for (const prefix of LOCALES) {
    for (const path of REFERENCE_PAGES) {
      test(`at 1280 px no table is wider than its column (${prefix}${path})`, async ({
        page,
      }) => {
        await page.setViewportSize({width: 1280, height: 900});
        await gotoHydrated(page, `${prefix}${path}`);
        const tables = await page.evaluate(() =>
          Array.from(document.querySelectorAll('article table')).map(
            (table) => ({
              scroll: table.scrollWidth,
              box: table.parentElement!.clientWidth,
              own: table.clientWidth,
            }),
          ),
        );
        expect(tables.length, `${path} has tables`).toBeGreaterThan(0);
        const wide = tables.filter(
          (t) => t.scroll > t.box + 1 || t.scroll > t.own + 1,
        );
        expect(wide, `${prefix}${path}`).toEqual([]);
      });
    }
  }

  test('a key table shows key, default and description, the description at least 45 % wide', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 900});
    await gotoHydrated(page, '/configuration/config-file');
    const table = page.locator('article table.ol-ref-table').first();
    const widths = await table
      .locator('thead th')
      .evaluateAll((cells) =>
        cells.map((c) => c.getBoundingClientRect().width),
      );
    expect(widths).toHaveLength(3);
    const total = widths.reduce((a, b) => a + b, 0);
    expect(widths[2]! / total).toBeGreaterThanOrEqual(0.45);
    // The environment variable and the type sit under the key.
    const first = table.locator('tbody tr').first().locator('td').first();
    await expect(first.locator('.ol-ref-meta').first()).toHaveText(
      /^OPENLIST_/,
    );
  });

  test('short Chinese header and value cells stay on one line', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1024, height: 900});
    for (const path of [
      '/zh-CN/configuration/settings/preview',
      '/zh-CN/api/task',
    ]) {
      await gotoHydrated(page, path);
      const broken = await page.evaluate(() =>
        Array.from(
          document.querySelectorAll(
            'table.ol-ref-table thead th:nth-child(2), table.ol-ref-table tbody td:nth-child(2)',
          ),
        )
          .filter((cell) => (cell.textContent ?? '').trim().length <= 4)
          .filter((cell) => {
            const range = document.createRange();
            range.selectNodeContents(cell);
            const lineHeight = parseFloat(getComputedStyle(cell).lineHeight);
            return range.getBoundingClientRect().height > lineHeight * 1.5;
          })
          .map((cell) => cell.textContent),
      );
      expect(broken, path).toEqual([]);
    }
  });

  test('a table that still scrolls sideways shows edge shadows', async ({
    page,
  }) => {
    await page.setViewportSize({width: 375, height: 800});
    await gotoHydrated(page, '/configuration/config-file');
    const table = page.locator('article table:not(.ol-ref-table)').first();
    const background = await table.evaluate((el) => {
      const s = getComputedStyle(el);
      return {image: s.backgroundImage, attachment: s.backgroundAttachment};
    });
    expect(background.image).toContain('radial-gradient');
    expect(background.attachment).toContain('local');
    expect(background.attachment).toContain('scroll');
  });

  test('a table that scrolls sideways is a focus stop the arrow keys scroll; a table that fits is not', async ({
    page,
  }) => {
    // The state of every Markdown table of the page (the driver's field
    // table is a component of its own): does it scroll, is it focusable.
    const tables = () =>
      page.locator('article table:not(.ol-cards)').evaluateAll((all) =>
        all.map((table) => ({
          scrolls: table.scrollWidth > table.clientWidth + 1,
          focusable: (table as HTMLElement).tabIndex === 0,
        })),
      );
    await page.setViewportSize({width: 375, height: 800});
    await gotoHydrated(page, '/guide/drivers/s3');
    const narrow = await tables();
    expect(narrow.some((t) => t.scrolls)).toBe(true);
    for (const t of narrow) expect(t.focusable).toBe(t.scrolls);
    // Reached by the keyboard, it scrolls with the arrow keys.
    const wide = page.locator('article table[tabindex="0"]').first();
    await wide.focus();
    await expect(wide).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => wide.evaluate((table) => table.scrollLeft))
      .toBeGreaterThan(0);
    // Wider, tables that fit now leave the tab order.
    await page.setViewportSize({width: 1280, height: 800});
    await expect
      .poll(async () =>
        (await tables()).every((t) => t.focusable === t.scrolls),
      )
      .toBe(true);
    const wideScreen = await tables();
    expect(wideScreen.filter((t) => t.focusable).length).toBeLessThan(
      narrow.filter((t) => t.focusable).length,
    );
  });

  test('under 600 px key tables are cards: nothing wider than the screen', async ({
    page,
  }) => {
    await page.setViewportSize({width: 375, height: 800});
    for (const path of [
      '/zh-CN/configuration/config-file',
      '/configuration/settings/preview',
      '/guide/drivers',
    ]) {
      await gotoHydrated(page, path);
      const overflow = await page.evaluate(() =>
        Array.from(document.querySelectorAll('article table'))
          .filter((t) => t.scrollWidth > t.clientWidth + 1)
          .map((t) => t.className),
      );
      expect(overflow, path).toEqual([]);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= window.innerWidth,
        ),
      ).toBe(true);
    }
  });
});

test.describe('local nav bar (narrow screens)', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const prefix of LOCALES) {
      test(`is opaque at 375 px (${prefix || 'en'}, ${colorScheme})`, async ({
        page,
      }) => {
        await page.emulateMedia({colorScheme});
        await page.setViewportSize({width: 375, height: 740});
        await gotoHydrated(page, `${prefix}/guide/installation/docker`);
        const bar = page.getByTestId('local-nav');
        await expect(bar).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, 1200));
        const style = await bar.evaluate((el) => {
          const s = getComputedStyle(el);
          return {
            background: s.backgroundColor,
            border: s.borderBottomWidth,
            position: s.position,
          };
        });
        expect(style.position).toBe('sticky');
        // rgb(…) is opaque; rgba(…, a) with a < 1 lets the page show through.
        expect(style.background).toMatch(/^rgb\(/);
        expect(style.border).not.toBe('0px');
      });
    }
  }

  test('a heading reached from the outline lands below the navbar and the bar', async ({
    page,
  }) => {
    await page.setViewportSize({width: 375, height: 740});
    await gotoHydrated(page, '/guide/advanced/webdav');
    const bar = page.getByTestId('local-nav');
    await bar.getByTestId('outline-button').click();
    const link = page.locator('[data-popover="dropdown"] a').nth(2);
    const id = decodeURIComponent((await link.getAttribute('href'))!.slice(1));
    await link.click();
    // What the page looked like at the last check, for the failure message.
    let last: unknown;
    // Smooth scrolling can take a while on a loaded machine.
    await expect
      .poll(
        async () => {
          const state = await page.evaluate(
            ({id}) => {
              const top = document
                .getElementById(id)!
                .getBoundingClientRect().top;
              const barBottom = document
                .querySelector('[data-testid="local-nav"]')!
                .getBoundingClientRect().bottom;
              const active = document.activeElement;
              return {
                top,
                barBottom,
                scrollY: window.scrollY,
                hash: window.location.hash,
                active: `${active?.tagName} ${active?.textContent?.slice(0, 30)}`,
                popover: document.querySelectorAll('[data-popover]').length,
              };
            },
            {id},
          );
          last = state;
          return (
            state.top >= state.barBottom && state.top <= state.barBottom + 16
          );
        },
        {
          timeout: 15_000,
          message: `heading #${id} lands just below the bar`,
        },
      )
      .toBe(true)
      .catch((error: Error) => {
        throw new Error(`${error.message}\nLast seen: ${JSON.stringify(last)}`);
      });
  });
});

test.describe('code blocks', () => {
  test('the copy button is visible without hover on desktop', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 900});
    await gotoHydrated(page, '/configuration/config-file');
    await page.mouse.move(0, 0);
    const button = page
      .locator('.theme-code-block')
      .first()
      .getByRole('button', {name: /copy/i});
    await expect(button).toBeVisible();
    expect(
      Number(await button.evaluate((el) => getComputedStyle(el).opacity)),
    ).toBeGreaterThanOrEqual(0.6);
  });

  test('config snippets name their file', async ({page}) => {
    for (const prefix of LOCALES) {
      await gotoHydrated(page, `${prefix}/configuration/config-file`);
      await expect(
        page.locator('.theme-code-block [class*="codeBlockTitle"]', {
          hasText: 'config.json',
        }),
      ).toHaveCount(1);
    }
  });

  test('dark code blocks pass axe colour contrast', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    for (const path of [
      '/guide/installation/docker',
      '/zh-CN/configuration/config-file',
    ]) {
      await gotoHydrated(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      const results = await axe(page)
        .include('.theme-code-block')
        .withRules(['color-contrast'])
        .analyze();
      expect(
        results.violations.flatMap((v) =>
          v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`),
        ),
        path,
      ).toEqual([]);
      // The blocks were there to check.
      expect(results.passes.length).toBeGreaterThan(0);
    }
  });
});

test.describe('copy button on touch screens', () => {
  test.use({hasTouch: true, isMobile: true});

  test('is fully visible without a tap', async ({page}) => {
    await page.setViewportSize({width: 375, height: 740});
    await gotoHydrated(page, '/configuration/config-file');
    const button = page
      .locator('.theme-code-block')
      .first()
      .getByRole('button', {name: /copy/i});
    await expect(button).toBeVisible();
    const noHover = await page.evaluate(
      () => matchMedia('(hover: none)').matches,
    );
    const opacity = Number(
      await button.evaluate((el) => getComputedStyle(el).opacity),
    );
    expect(opacity).toBeGreaterThanOrEqual(noHover ? 1 : 0.6);
  });
});

test.describe('driver index', () => {
  test("each sort arrow stays on the line of its column's name, at every width", async ({
    page,
  }) => {
    for (const width of [1280, 800, 375]) {
      await page.setViewportSize({width, height: 800});
      for (const prefix of LOCALES) {
        await gotoHydrated(page, `${prefix}/guide/drivers`);
        const buttons = await page
          .locator('article thead button')
          .evaluateAll((elements) =>
            elements.map((button) => {
              const arrow = button.querySelector('[aria-hidden="true"]')!;
              // The label's last character, before the arrow.
              const walker = document.createTreeWalker(
                button,
                NodeFilter.SHOW_TEXT,
              );
              let label: Text | undefined;
              for (let node; (node = walker.nextNode() as Text | null);) {
                if (!arrow.contains(node) && node.data.trim()) label = node;
              }
              const end = label!.data.trimEnd().length;
              const last = document.createRange();
              last.setStart(label!, end - 1);
              last.setEnd(label!, end);
              const word = last.getBoundingClientRect();
              const glyph = document.createRange();
              glyph.selectNodeContents(arrow);
              const rects = glyph.getClientRects();
              const mark = rects[rects.length - 1]!;
              return {
                name: button.textContent,
                sameLine: mark.top < word.bottom && mark.bottom > word.top,
                height: button.getBoundingClientRect().height,
              };
            }),
          );
        expect(buttons.length).toBeGreaterThan(1);
        for (const button of buttons) {
          expect(button.sameLine, `${width} px: ${button.name}`).toBe(true);
          expect(button.height).toBeGreaterThanOrEqual(24);
        }
      }
    }
  });
});

test.describe('drivers sidebar', () => {
  test('lists the drivers A–Z by title, as each page names itself', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 800});
    for (const prefix of LOCALES) {
      await gotoHydrated(page, `${prefix}/guide/drivers/webdav`);
      const links = page
        .locator('.theme-doc-sidebar-container .menu__link--active')
        .first()
        .locator('xpath=ancestor::li[contains(@class,"menu__list-item")][1]')
        .locator('> ul > li > a');
      const labels = await links.allTextContents();
      expect(labels.length).toBeGreaterThan(40);
      // The pinned page ("Common storage options") first, then A–Z.
      const rest = labels.slice(1);
      const collator = new Intl.Collator('en', {
        numeric: true,
        sensitivity: 'base',
      });
      expect(rest).toEqual([...rest].sort(collator.compare));
      // The current page's entry is its H1.
      await expect(
        page
          .locator('.theme-doc-sidebar-container a.menu__link--active')
          .last(),
      ).toHaveText((await page.locator('article h1').textContent())!);
    }
  });

  test('the current entry is scrolled into view on a deep driver page', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 700});
    // The last driver page A–Z.
    const files = readdirSync(join(ROOT, 'docs/guide/drivers')).filter((f) =>
      f.endsWith('.mdx'),
    );
    expect(files).toContain('yandex-disk.mdx');
    await gotoHydrated(page, '/guide/drivers/yandex-disk');
    const active = page
      .locator('.theme-doc-sidebar-container a.menu__link--active')
      .last();
    await expect(active).toHaveText('Yandex Disk');
    await expect(active).toBeInViewport();
    // The page itself stays at the top.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('navbar', () => {
  test('has an API entry and a version menu that shows the version and its release notes', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await expect(
      page.locator('.navbar a.navbar__link[href="/api"]'),
    ).toHaveText('API');
    const version = JSON.parse(
      readFileSync(join(ROOT, 'data/releases.json'), 'utf8'),
    ) as {version: string};
    const button = page.locator('[data-nav-group] button', {
      hasText: version.version,
    });
    await expect(button).toHaveText(version.version);
    await button.click();
    const menu = page.locator('[data-popover="menu"]');
    await expect(
      menu.getByRole('link', {name: `Release notes of ${version.version}`}),
    ).toHaveAttribute('href', new RegExp(`/releases/tag/${version.version}$`));
    await expect(menu.getByRole('link', {name: 'All releases'})).toBeVisible();
    await gotoHydrated(page, '/zh-CN/');
    await expect(
      page.locator('.navbar a.navbar__link[href="/zh-CN/api"]'),
    ).toHaveText('API');
  });
});

test.describe('end of a doc page', () => {
  test('Previous/Next come before contributors and comments, which are quiet', async ({
    page,
  }) => {
    await gotoHydrated(page, '/guide');
    // The contributors come from git-log.json, fetched when the reader
    // nears the end of the page.
    await scrollToEnd(page);
    await expect(page.getByTestId('contributors')).toBeVisible();
    const order = await page.evaluate(() => {
      const nav = document.querySelector('nav.pagination-nav')!;
      const contributors = document.querySelector(
        '[data-testid="contributors"]',
      )!;
      const comments = document.querySelector(
        'section[aria-label="Comments"]',
      )!;
      const before = (a: Element, b: Element) =>
        Boolean(
          a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
      return [before(nav, contributors), before(contributors, comments)];
    });
    expect(order).toEqual([true, true]);
    // Headings for assistive technology, sized well below the content's h2.
    const size = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    const content = await size('article .markdown h2');
    expect(await size('[data-testid="contributors"] h2')).toBeLessThan(
      content * 0.6,
    );
    expect(await size('section[aria-label="Comments"] h2')).toBeLessThan(
      content * 0.6,
    );
  });

  test('on a post with neighbours too, Previous/Next come first, the community blocks once', async ({
    page,
  }) => {
    await gotoHydrated(page, '/posts/openlist-v4-1-5');
    await scrollToEnd(page);
    await expect(page.getByTestId('contributors')).toBeVisible();
    const nav = page.locator('nav.pagination-nav');
    await expect(nav).toHaveCount(1);
    await expect(page.getByRole('region', {name: 'Comments'})).toHaveCount(1);
    const after = await page.evaluate(() => {
      const pager = document.querySelector('nav.pagination-nav')!;
      return Array.from(
        document.querySelectorAll(
          '[data-testid="contributors"], section[aria-label="Comments"]',
        ),
      ).map((el) =>
        Boolean(
          pager.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING,
        ),
      );
    });
    expect(after.length).toBeGreaterThan(0);
    expect(after.every(Boolean)).toBe(true);
  });

  test('when giscus does not load, a link to the discussions appears', async ({
    page,
  }) => {
    test.setTimeout(40_000);
    // giscus never answers (as when GitHub is unreachable).
    await page.route('https://giscus.app/**', () => {});
    await gotoHydrated(page, '/guide/advanced/webdav');
    const region = page.getByRole('region', {name: 'Comments'});
    await region.scrollIntoViewIfNeeded();
    await expect(region.locator('iframe')).toBeAttached();
    const fallback = region.getByTestId('comments-fallback');
    await expect(fallback).toHaveCount(0);
    await expect(region).toContainText('Loading comments…');
    await expect(fallback).toBeVisible({timeout: 12_000});
    const href = new URL((await fallback.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe(
      'https://github.com/OpenListTeam/OpenList-Docs/discussions',
    );
    expect(href.searchParams.get('discussions_q')).toBe(
      'guide/advanced/webdav',
    );
  });

  test('once giscus has loaded, the loading line goes away', async ({page}) => {
    await gotoHydrated(page, '/zh-CN/guide/advanced/webdav');
    const region = page.getByRole('region', {name: '评论'});
    await expect(region).toContainText('正在加载评论…');
    await region.scrollIntoViewIfNeeded();
    await expect(region.locator('iframe')).toBeAttached();
    await expect(region.getByRole('status')).toHaveCount(0);
  });
});

import type {Locator} from '@playwright/test';
import {OPENLIST_REPO_URL, OPENLIST_VERSION} from '../../src/lib/version';
import siteConfig from '../../site.config';
import {
  test,
  expect,
  gotoHydrated,
  recordScripts,
  switchColorMode,
} from './fixtures';

test.describe('layouts', () => {
  test('default (doc): navbar, sidebar, content, comments, footer', async ({
    page,
  }) => {
    await gotoHydrated(page, '/guide');
    await expect(page.locator('html')).toHaveAttribute(
      'data-layout',
      'default',
    );
    await expect(page.locator('nav.navbar')).toBeVisible();
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
    await expect(page.locator('footer.footer')).toBeVisible();
    await expect(page.getByRole('region', {name: 'Comments'})).toBeAttached();
  });

  test('home: no sidebar, hero actions', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-layout', 'home');
    await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
    await expect(page.locator('footer.footer')).toBeVisible();
  });

  test('post: no docs sidebar', async ({page}) => {
    await gotoHydrated(page, '/posts/new-documentation-site');
    await expect(page.locator('html')).toHaveAttribute('data-layout', 'post');
    await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
  });

  test('statement: reading column without sidebar or comments', async ({
    page,
  }) => {
    await gotoHydrated(page, '/privacy');
    await expect(page.locator('html')).toHaveAttribute(
      'data-layout',
      'statement',
    );
    await expect(page.locator('h1')).toHaveText('Privacy policy');
    await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
    await expect(page.getByRole('region', {name: 'Comments'})).toHaveCount(0);
    const width = await page
      .locator('main.container')
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(46 * 16);
  });

  test('layout: false leaves the page without navbar and footer', async ({
    page,
  }) => {
    await gotoHydrated(page, '/tests/unwrapped');
    await expect(page.locator('h1')).toHaveText('Unwrapped fixture');
    await expect(page.locator('nav.navbar')).toHaveCount(0);
    await expect(page.locator('footer.footer')).toHaveCount(0);
  });

  test('layout: empty keeps the navbar and drops footer and sidebar', async ({
    page,
  }) => {
    await gotoHydrated(page, '/tests/empty-layout');
    await expect(page.locator('html')).toHaveAttribute('data-layout', 'empty');
    await expect(page.locator('nav.navbar')).toBeVisible();
    await expect(page.locator('footer.footer')).toHaveCount(0);
    await expect(page.getByRole('region', {name: 'Comments'})).toHaveCount(0);
  });
});

test.describe('home page', () => {
  test('hero actions lead where they say', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(
      page.getByText('a file list program that supports multiple storage'),
    ).toBeVisible();
    const hero = page.locator('header.hero');
    await expect(hero.locator('h1')).toBeVisible();
    const targets: [string, string][] = [
      ['View on GitHub', 'https://github.com/OpenListTeam/OpenList'],
      ['Disclaimer', '/disclaimer'],
      ['Privacy policy', '/privacy'],
      ['Terms of service', '/terms'],
    ];
    for (const [name, href] of targets) {
      await expect(hero.getByRole('link', {name, exact: true})).toHaveAttribute(
        'href',
        href,
      );
    }
    await hero.getByRole('link', {name: 'Terms of service'}).click();
    await expect(page).toHaveURL('/terms');
    await expect(page.locator('h1')).toHaveText('Terms of service');
  });

  test('Chinese home shows the translated banner and statements', async ({
    page,
  }) => {
    await gotoHydrated(page, '/zh-CN/');
    await expect(
      page.getByText('一个支持多种存储的文件列表程序'),
    ).toBeVisible();
    await expect(
      page.locator('header.hero').getByRole('link', {name: '隐私政策'}),
    ).toHaveAttribute('href', '/zh-CN/privacy');
  });
});

test.describe('download picker', () => {
  test('filters by system and offers direct and accelerated links', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const picker = page.getByTestId('download-picker');
    await picker.getByLabel('Operating system').selectOption('darwin');
    await picker.getByLabel('CPU architecture').selectOption('arm64');
    const files = picker.getByTestId('download-file');
    await expect(files).toHaveCount(2);
    await expect(files.first().locator('code')).toHaveText(
      'openlist-darwin-arm64.tar.gz',
    );
    const direct = `${OPENLIST_REPO_URL}/releases/download/${OPENLIST_VERSION}/openlist-darwin-arm64.tar.gz`;
    await expect(files.first().locator('[data-kind="direct"]')).toHaveAttribute(
      'href',
      direct,
    );
    await expect(files.first().locator('[data-kind="proxy"]')).toHaveAttribute(
      'href',
      `https://ghproxy.cn/${direct}`,
    );
    await expect(files.nth(1).locator('code')).toHaveText(
      'openlist-darwin-arm64-lite.tar.gz',
    );
  });

  test('says so when nothing matches', async ({page}) => {
    await gotoHydrated(page, '/');
    const picker = page.getByTestId('download-picker');
    await picker.getByLabel('Operating system').selectOption('darwin');
    await picker.getByLabel('CPU architecture').selectOption('mips');
    await expect(picker.getByTestId('download-file')).toHaveCount(0);
    await expect(picker.getByTestId('download-empty')).toBeVisible();
  });

  test('preselects the reader platform', async ({browser}) => {
    const context = await browser.newContext({
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
    });
    const page = await context.newPage();
    await page.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.abort(),
    );
    await gotoHydrated(page, '/');
    await expect(page.getByTestId('download-os')).toHaveValue('windows');
    await expect(page.getByTestId('download-arch')).toHaveValue('amd64');
    await context.close();
  });
});

test.describe('404', () => {
  for (const [prefix, text] of [
    ['', 'Oops! Space collapsed!'],
    ['/zh-CN', '哎呀！空间坍塌了！'],
  ] as const) {
    test(`unknown path under "${prefix || '/'}" answers 404 with the layout text`, async ({
      page,
    }) => {
      const response = await page.goto(`${prefix}/this/does/not/exist`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('h1')).toHaveText(text);
      await expect(page.locator('html')).toHaveAttribute('data-layout', '404');
      await expect(page.locator('main a.button')).toHaveAttribute(
        'href',
        `${prefix}/`,
      );
    });
  }
});

test.describe('back to top', () => {
  test('hidden at the top, shown past 300 px, returns to the top', async ({
    page,
  }) => {
    await gotoHydrated(page, '/tests/default-layout');
    const button = page.getByRole('button', {name: 'Scroll back to top'});
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(button).toBeVisible();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });
});

test.describe('comments (giscus)', () => {
  test('the widget carries every configured parameter', async ({
    page,
    services,
  }) => {
    const {giscus} = siteConfig.site.comment;
    await gotoHydrated(page, '/tests/default-layout');
    const region = page.getByRole('region', {name: 'Comments'});
    await region.scrollIntoViewIfNeeded();
    const frame = region.locator('iframe');
    await expect(frame).toBeAttached();
    const src = new URL((await frame.getAttribute('src'))!);
    expect(src.origin + src.pathname).toBe('https://giscus.app/en/widget');
    const params = Object.fromEntries(src.searchParams);
    expect(params).toMatchObject({
      repo: giscus.repo,
      repoId: giscus.repoId,
      category: giscus.category,
      categoryId: giscus.categoryId,
      strict: '0',
      reactionsEnabled: '1',
      emitMetadata: '0',
      inputPosition: 'top',
      theme: 'light',
      term: 'tests/default-layout',
    });
    expect(params.repoId).not.toBe('');
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect.poll(() => services.giscus.length).toBeGreaterThan(0);
  });

  test('Chinese pages ask for the Chinese widget', async ({page}) => {
    await gotoHydrated(page, '/zh-CN/tests/default-layout');
    const region = page.getByRole('region', {name: '评论'});
    // The widget loads when the reader comes near the comments.
    await region.scrollIntoViewIfNeeded();
    const frame = region.locator('iframe');
    await expect(frame).toHaveAttribute(
      'src',
      /^https:\/\/giscus\.app\/zh-CN\/widget\?/,
    );
  });

  test('the theme follows the colour mode without reload', async ({page}) => {
    await gotoHydrated(page, '/tests/default-layout');
    const region = page.getByRole('region', {name: 'Comments'});
    await region.scrollIntoViewIfNeeded();
    await expect(region.locator('iframe')).toHaveAttribute(
      'src',
      /theme=light/,
    );
    const giscus = page.frameLocator('iframe[title="Comments"]');
    await expect(giscus.locator('p')).toHaveText('comments');
    await switchColorMode(page, 'dark');
    const frame = page
      .frames()
      .find((f) => f.url().startsWith('https://giscus.app/'))!;
    await expect
      .poll(() =>
        frame.evaluate(() =>
          JSON.stringify((window as unknown as {received: unknown[]}).received),
        ),
      )
      .toContain('"theme":"dark"');
  });

  test('giscus is not part of the first load: it loads near the comments', async ({
    page,
    services,
  }) => {
    const scripts = recordScripts(page);
    await gotoHydrated(page, '/guide/advanced/webdav');
    await page.waitForLoadState('networkidle');
    const region = page.getByRole('region', {name: 'Comments'});
    await expect(region).toContainText('Loading comments…');
    await expect(region.locator('iframe')).toHaveCount(0);
    const bodies = await scripts.bodies();
    expect(bodies.some((b) => b.includes('giscus-session'))).toBe(false);
    expect(services.giscus).toEqual([]);
    await region.scrollIntoViewIfNeeded();
    await expect(region.locator('iframe')).toBeAttached();
    await expect.poll(() => services.giscus.length).toBeGreaterThan(0);
  });

  test('no comment request on pages without comments', async ({
    page,
    services,
  }) => {
    for (const path of ['/tests/no-comment', '/', '/privacy', '/zh-CN/terms']) {
      await gotoHydrated(page, path);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(
        page.getByRole('region', {name: /Comments|评论/}),
      ).toHaveCount(0);
    }
    await page.goto('/missing-page');
    await page.waitForTimeout(300);
    expect(services.giscus).toEqual([]);
  });
});

test.describe('outline labels', () => {
  /**
   * The labels of an outline (`links`) with a part past the right edge of
   * their box (`box`), where the column clips them.
   */
  const overflowing = (links: Locator, box: string) =>
    links.evaluateAll((as, selector) => {
      const right = document
        .querySelector(selector)!
        .getBoundingClientRect().right;
      return as
        .filter((a) =>
          [a, ...Array.from(a.querySelectorAll('*'))].some(
            (el) => el.getBoundingClientRect().right > right + 0.5,
          ),
        )
        .map((a) => a.textContent);
    }, box);

  /** The text of each line a label is drawn on. */
  const lineTexts = (label: Locator) =>
    label.evaluate((code) => {
      const range = document.createRange();
      const ends: string[] = [];
      let top: number | null = null;
      let line = '';
      for (const node of Array.from(code.childNodes)) {
        if (node.nodeType !== Node.TEXT_NODE) continue;
        for (let i = 0; i < node.textContent!.length; i += 1) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect) continue;
          if (top !== null && rect.top > top + 2) {
            ends.push(line);
            line = '';
          }
          top = rect.top;
          line += node.textContent![i];
        }
      }
      ends.push(line);
      return ends;
    });

  /**
   * A long label reads as its heading does (`text`), spans lines that each
   * end at a space or after a "/" or "_", never inside a word, and no label
   * of its outline (`links`) runs past the outline's box (`box`).
   */
  async function expectWrappedWhole(
    label: Locator,
    text: string,
    links: Locator,
    box: string,
  ) {
    await expect(label).toHaveText(text);
    const lines = await lineTexts(label);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(0, -1)) expect(line).toMatch(/[/_ ]$/);
    expect(lines.join('')).toBe(text);
    expect(await overflowing(links, box)).toEqual([]);
  }

  for (const width of [997, 1280]) {
    test(`at ${width} px a long route in the outline wraps between its parts, whole`, async ({
      page,
    }) => {
      await page.setViewportSize({width, height: 800});
      await gotoHydrated(page, '/tests/long-labels');
      const heading = page.locator('article h2 code').first();
      const text = (await heading.textContent())!;
      const label = page.locator('.table-of-contents a code').first();
      await expect(label).toBeVisible();
      await expectWrappedWhole(
        label,
        text,
        page.locator('.table-of-contents a'),
        '.table-of-contents',
      );
      // A label that fits is left on one line.
      const short = page.locator('.table-of-contents a code', {
        hasText: 'GET /api/short',
      });
      expect(await short.evaluate((code) => code.getClientRects().length)).toBe(
        1,
      );
    });
  }

  test('at 375 px the local outline keeps long routes inside the dropdown', async ({
    page,
  }) => {
    await page.setViewportSize({width: 375, height: 740});
    await gotoHydrated(page, '/tests/long-labels');
    await page.getByTestId('local-nav').getByTestId('outline-button').click();
    const outline = page.locator('[data-popover="dropdown"]');
    await expect(outline).toBeVisible();
    const label = outline.locator('a code').first();
    const text = (await page.locator('article h2 code').first().textContent())!;
    await expectWrappedWhole(
      label,
      text,
      outline.locator('a'),
      '[data-popover="dropdown"]',
    );
  });
});

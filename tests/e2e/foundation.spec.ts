import {test, expect, gotoHydrated} from './fixtures';
import {
  OPENLIST_RELEASE_DATE,
  OPENLIST_RELEASE_NOTES_URL,
  OPENLIST_VERSION,
} from '../../src/lib/version';

const LOCALES = [
  {
    code: 'en',
    prefix: '',
    htmlLang: 'en',
    footer: `Built for OpenList version ${OPENLIST_VERSION} dated ${OPENLIST_RELEASE_DATE}`,
    community: 'Community',
    nav: {
      '/guide': 'Guide',
      '/configuration': 'Configuration',
      '/faq': 'Frequently asked questions',
      '/ecosystem': 'Ecosystem',
    },
  },
  {
    code: 'zh-CN',
    prefix: '/zh-CN',
    htmlLang: 'zh-CN',
    footer: `本文档对应 OpenList ${OPENLIST_VERSION}（${OPENLIST_RELEASE_DATE} 发布）`,
    community: '社区',
    nav: {
      '/guide': '指南',
      '/configuration': '配置',
      '/faq': '常见问题',
      '/ecosystem': '生态',
    },
  },
] as const;

for (const locale of LOCALES) {
  test.describe(`site foundation (${locale.code})`, () => {
    test('every navbar entry leads to a rendered page', async ({page}) => {
      for (const [path, heading] of Object.entries(locale.nav)) {
        await gotoHydrated(page, `${locale.prefix}/`);
        await page
          .locator(
            `.navbar__items a.navbar__link[href="${locale.prefix}${path}"]`,
          )
          .click();
        await expect(page).toHaveURL(`${locale.prefix}${path}`);
        await expect(page.locator('article h1')).toHaveText(heading);
      }
    });

    test('logo and title lead home', async ({page}) => {
      await gotoHydrated(page, `${locale.prefix}/faq`);
      await page.locator('a.navbar__brand').click();
      await expect(page).toHaveURL(`${locale.prefix}/`);
      // The home page: its layout, and the product named in the hero.
      await expect(page.locator('html')).toHaveAttribute('data-layout', 'home');
      await expect(page.locator('main header')).toContainText('OpenList');
    });

    test('<html lang> matches the locale', async ({page}) => {
      await gotoHydrated(page, `${locale.prefix}/guide`);
      await expect(page.locator('html')).toHaveAttribute(
        'lang',
        locale.htmlLang,
      );
    });

    test('community group and version entry link out', async ({page}) => {
      await gotoHydrated(page, `${locale.prefix}/`);
      const groups = page.locator('[data-nav-group] button');
      const openMenu = page.locator('[data-popover="menu"]');
      await groups.filter({hasText: OPENLIST_VERSION}).hover();
      await expect(
        openMenu.locator(`a[href="${OPENLIST_RELEASE_NOTES_URL}"]`),
      ).toBeVisible();
      await groups.first().hover();
      await groups.filter({hasText: locale.community}).hover();
      for (const href of [
        'https://github.com/OpenListTeam/OpenList/discussions',
        'https://t.me/OpenListTeam',
        'https://t.me/OpenListOfficial',
      ]) {
        await expect(openMenu.locator(`a[href="${href}"]`)).toBeVisible();
      }
      await expect(
        page.locator(
          '.navbar a[href="https://github.com/OpenListTeam/OpenList"][aria-label]',
        ),
      ).toBeVisible();
    });

    test('footer shows the version line', async ({page}) => {
      await gotoHydrated(page, `${locale.prefix}/configuration`);
      await expect(page.getByTestId('footer-version')).toHaveText(
        locale.footer,
      );
    });

    test('doc pages have an edit link to their own source file', async ({
      page,
    }) => {
      await gotoHydrated(page, `${locale.prefix}/faq`);
      const file =
        locale.code === 'en'
          ? 'docs/faq/index.md'
          : 'i18n/zh-CN/docusaurus-plugin-content-docs/current/faq/index.md';
      await expect(page.locator('a.theme-edit-this-page')).toHaveAttribute(
        'href',
        `https://github.com/OpenListTeam/OpenList-Docs/edit/main/${file}`,
      );
      const updated = page.locator('.theme-last-updated time');
      await expect(updated).toHaveCount(1);
      // Dated without Intl (src/lib/updateDate.ts), as Chromium's Intl would.
      const [shown, intl] = await updated.evaluate(
        (time, lang) => [
          time.textContent,
          new Intl.DateTimeFormat(lang, {
            day: 'numeric',
            month: 'short',
            year: 'numeric',
            timeZone: 'UTC',
          }).format(new Date(time.getAttribute('datetime') ?? '')),
        ],
        locale.code,
      );
      expect(shown).toBe(intl);
    });
  });
}

test('the language menu keeps the page in both directions', async ({page}) => {
  // Hover opens the menu; on a loaded machine a click can land while the
  // popover is still being placed, so the reader's gesture is retried.
  const choose = async (group: string, lang: string, url: string) => {
    await expect(async () => {
      await page.locator('[data-nav-group] button', {hasText: group}).hover();
      await page
        .locator(`[data-popover="menu"] a[lang="${lang}"]`)
        .click({timeout: 3_000});
      await expect(page).toHaveURL(url, {timeout: 3_000});
    }).toPass({timeout: 20_000});
  };
  await gotoHydrated(page, '/configuration');
  await choose('English', 'zh-CN', '/zh-CN/configuration');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('article h1')).toHaveText('配置');

  await choose('简体中文', 'en', '/configuration');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('configured redirects send old paths to the guide', async ({page}) => {
  await page.goto('/docs');
  await expect(page).toHaveURL('/guide');
  await expect(page.locator('article h1')).toHaveText('Guide');
});

test('unknown paths answer 404', async ({page}) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
});

test('the browser gets the scripts with gzip, as the site host serves them', async ({
  page,
}) => {
  // Chromium accepts Brotli too (its network layer adds the header, which
  // Playwright does not report); the bench's size budgets are gzip sizes.
  const script = page.waitForResponse((response) =>
    /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(response.url()),
  );
  await page.goto('/');
  const response = await script;
  expect(await response.headerValue('content-encoding')).toBe('gzip');
});

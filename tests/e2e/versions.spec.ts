import {test, expect, gotoHydrated} from './fixtures';
import {DOCS_VERSIONS, releaseNotesUrl} from '../../src/lib/version';

/**
 * Docs versions (src/lib/version.ts): the version menu moves between the
 * same page in each version, in both languages; an older version has its
 * own footer line, a banner back to the current docs, its own facts and its
 * own search index.
 */
const [current, ...older] = DOCS_VERSIONS;
const PAGE = '/guide/drivers/s3';

const LOCALES = [
  {
    prefix: '',
    footer: (tag: string, date: string) =>
      `Built for OpenList version ${tag} dated ${date}`,
    latest: 'latest version',
  },
  {
    prefix: '/zh-CN',
    footer: (tag: string, date: string) =>
      `本文档对应 OpenList ${tag}（${date} 发布）`,
    latest: '最新版本文档',
  },
];

test('there is at least one older version to read', () => {
  expect(older.length).toBeGreaterThan(0);
});

for (const locale of LOCALES) {
  for (const version of older) {
    test(`${locale.prefix || '/'}: the version menu switches ${PAGE} to ${version.tag} and the banner leads back`, async ({
      page,
    }) => {
      await gotoHydrated(page, `${locale.prefix}${PAGE}`);
      await expect(page.getByTestId('footer-version')).toHaveText(
        locale.footer(current!.tag, current!.date),
      );
      await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
      const button = page
        .locator('[data-nav-group] button')
        .filter({hasText: current!.tag});
      await button.click();
      const menu = page.locator('[data-popover="menu"]');
      await expect(
        menu.locator(`a[href="${releaseNotesUrl(current!.tag)}"]`),
      ).toBeVisible();
      await menu.getByRole('link', {name: version.tag, exact: true}).click();
      await expect(page).toHaveURL(
        new RegExp(`${locale.prefix}/${version.path}${PAGE}$`),
      );
      await expect(page.getByTestId('footer-version')).toHaveText(
        locale.footer(version.tag, version.date),
      );
      // The menu now shows the version read and its release notes.
      await page
        .locator('[data-nav-group] button')
        .filter({hasText: version.tag})
        .click();
      await expect(
        menu.locator(`a[href="${releaseNotesUrl(version.tag)}"]`),
      ).toBeVisible();
      await page.keyboard.press('Escape');
      const banner = page.locator('.theme-doc-version-banner');
      await expect(banner).toContainText(version.tag);
      await banner.getByRole('link', {name: locale.latest}).click();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}${PAGE}$`));
      await expect(page.getByTestId('footer-version')).toHaveText(
        locale.footer(current!.tag, current!.date),
      );
    });

    test(`${locale.prefix || '/'}: search in ${version.tag} finds that version's pages, search elsewhere the current ones`, async ({
      page,
    }) => {
      const search = async () => {
        await page.getByTestId('search-button').click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('combobox').fill('S3');
        await expect(dialog.getByRole('option').first()).toBeVisible();
        const hrefs = await dialog
          .getByRole('option')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
        await page.keyboard.press('Escape');
        return hrefs;
      };
      await gotoHydrated(page, `${locale.prefix}/${version.path}${PAGE}`);
      const inOld = await search();
      expect(inOld.length).toBeGreaterThan(0);
      for (const href of inOld)
        expect(href).toMatch(new RegExp(`^${locale.prefix}/${version.path}/`));
      await gotoHydrated(page, `${locale.prefix}${PAGE}`);
      const inCurrent = await search();
      expect(inCurrent.length).toBeGreaterThan(0);
      for (const href of inCurrent)
        expect(href).not.toMatch(new RegExp(`/${version.path}/`));
    });
  }
}

test('an older version edits its own frozen files', async ({page}) => {
  for (const version of older) {
    await gotoHydrated(page, `/${version.path}/faq`);
    await expect(page.locator('a.theme-edit-this-page')).toHaveAttribute(
      'href',
      new RegExp(`/versioned_docs/version-${version.name}/faq/index\\.md$`),
    );
    await gotoHydrated(page, `/zh-CN/${version.path}/faq`);
    await expect(page.locator('a.theme-edit-this-page')).toHaveAttribute(
      'href',
      new RegExp(
        `/i18n/zh-CN/docusaurus-plugin-content-docs/version-${version.name}/faq/index\\.md$`,
      ),
    );
  }
});

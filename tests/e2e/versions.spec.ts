import fs from 'node:fs';
import path from 'node:path';
import {test, expect, gotoHydrated} from './fixtures';
import {DOCS_VERSIONS, releaseNotesUrl} from '../../src/lib/version';
import {DRIVER_PAGES} from '../../src/lib/drivers';
import {DEFAULT_CHOICES} from '../../src/lib/deploy/choices';
import {imageReference} from '../../src/lib/deploy/generate';

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

/**
 * "Since" badges and "Removed in" notes come from data/since.json, which
 * compares the oldest docs version with the newest release. The test picks
 * its examples from that file.
 */
const since = JSON.parse(
  fs.readFileSync(
    path.join(__dirname, '..', '..', 'data', 'since.json'),
    'utf8',
  ),
) as {
  from: string;
  since: Record<string, Record<string, string>>;
  removed: Record<string, Record<string, string>>;
};
const oldest = DOCS_VERSIONS.find((v) => v.tag === since.from)!;
const firstOf = (table: Record<string, string>) => Object.entries(table)[0];

test('new drivers carry a "Since" badge in the current driver index only', async ({
  page,
}) => {
  const entry = firstOf(since.since.drivers ?? {});
  test.skip(!entry, 'no driver was added since the oldest version');
  const [name, tag] = entry!;
  for (const [prefix, text] of [
    ['', `Since ${tag}`],
    ['/zh-CN', `自 ${tag} 起`],
  ] as const) {
    await gotoHydrated(page, `${prefix}/guide/drivers`);
    const row = page.locator('tbody tr').filter({
      has: page.getByRole('rowheader').getByText(name, {exact: true}),
    });
    await expect(row.locator('.ol-since')).toHaveText(text);
    await expect(page.locator('tbody .ol-since').first()).toBeVisible();
  }
  await gotoHydrated(page, `/${oldest.path}/guide/drivers`);
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await expect(page.locator('.ol-since')).toHaveCount(0);
  // Its rows lead to the driver pages of the same version.
  const hrefs = await page
    .locator('tbody th a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs)
    expect(href).toMatch(new RegExp(`^/${oldest.path}/guide/drivers/`));
});

test('config keys show when they came and which keys went away; the old version still lists them', async ({
  page,
}) => {
  const added = firstOf(since.since.config ?? {});
  const removed = Object.keys(since.removed.config ?? {});
  test.skip(!added && removed.length === 0, 'no config key changed');
  const url = '/configuration/config-file';
  await gotoHydrated(page, url);
  if (added) {
    const [key, tag] = added;
    const cell = page
      .locator('table.ol-ref-table td')
      .filter({has: page.locator('code', {hasText: new RegExp(`^${key}$`)})})
      .first();
    await expect(cell.locator('.ol-since')).toHaveText(`Since ${tag}`);
  }
  for (const key of removed) {
    await expect(
      page.locator('p.ol-removed', {hasText: 'Removed in'}).locator('code', {
        hasText: new RegExp(`^${key}$`),
      }),
    ).toBeVisible();
    await expect(
      page.locator('table.ol-ref-table code', {
        hasText: new RegExp(`^${key}$`),
      }),
    ).toHaveCount(0);
  }
  await gotoHydrated(page, `/zh-CN${url}`);
  if (added)
    await expect(page.locator('.ol-since').first()).toContainText('起');
  if (removed.length > 0)
    await expect(page.locator('p.ol-removed').first()).toContainText('移除');
  // The frozen version documents its own keys, without badges or notes.
  await gotoHydrated(page, `/${oldest.path}${url}`);
  await expect(page.locator('.ol-since, p.ol-removed')).toHaveCount(0);
  for (const key of removed)
    await expect(
      page.locator('table.ol-ref-table code', {
        hasText: new RegExp(`^${key}$`),
      }),
    ).toHaveCount(1);
});

test('a driver table marks fields added later and names the removed ones', async ({
  page,
}) => {
  const removed = firstOf(since.removed.fields ?? {});
  test.skip(!removed, 'no driver field was removed');
  const [driver] = removed![0].split('/');
  const gone = Object.entries(since.removed.fields ?? {})
    .filter(([n]) => n.startsWith(`${driver}/`))
    .map(([n]) => n.split('/')[1]!);
  const entry = DRIVER_PAGES[driver!]!;
  await gotoHydrated(page, `/guide/drivers/${entry.page}`);
  const note = page.locator('p', {hasText: 'Removed in'}).filter({
    has: page.locator('code', {hasText: new RegExp(`^${gone[0]}$`)}),
  });
  await expect(note).toBeVisible();
  for (const field of gone)
    await expect(
      note.locator('code', {hasText: new RegExp(`^${field}$`)}),
    ).toHaveCount(1);
  const addedHere = Object.entries(since.since.fields ?? {}).filter(([n]) =>
    n.startsWith(`${driver}/`),
  );
  if (addedHere.length > 0)
    await expect(
      page.locator(
        `#field-${driver!.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${addedHere[0]![0].split('/')[1]} .ol-since`,
      ),
    ).toHaveText(`Since ${addedHere[0]![1]}`);
});

test('an older version offers the files of its own release for download', async ({
  page,
}) => {
  for (const version of older) {
    for (const prefix of ['', '/zh-CN']) {
      await gotoHydrated(
        page,
        `${prefix}/${version.path}/guide/installation/download`,
      );
      const hrefs = await page
        .locator('a[href*="/releases/download/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) {
        expect(href).toContain(`/releases/download/${version.tag}/`);
        expect(href).not.toContain(`/releases/download/${current!.tag}/`);
      }
    }
  }
  await gotoHydrated(page, '/guide/installation/download');
  await expect(
    page.locator(`a[href*="/releases/download/${current!.tag}/"]`).first(),
  ).toBeAttached();
});

test('the deploy helper of an older version pins the image of its own release', async ({
  page,
}) => {
  for (const version of older) {
    for (const prefix of ['', '/zh-CN']) {
      await gotoHydrated(
        page,
        `${prefix}/${version.path}/guide/installation/deploy-helper`,
      );
      const output = page
        .locator('section[aria-label]')
        .filter({has: page.locator('pre')})
        .first();
      await expect(output).toContainText(
        imageReference(DEFAULT_CHOICES, version.tag),
      );
      await expect(output).not.toContainText(`:${current!.tag}`);
    }
  }
});

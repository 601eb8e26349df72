/**
 * Facts that pages must keep stating, in English and Chinese, after the
 * corrections of issue #21 and the FAQ anchors of issue #19:
 * - the S3 gateway checks no signature when both keys are empty (OpenList
 *   v4.1.5 server/s3/utils.go authlistResolver + gofakes3 authMiddleware), so
 *   every page that configures it carries a warning naming both keys;
 * - the two FAQ anchors that OpenList's bug-report templates link to exist;
 * - the Download page names the third-party proxy that site.config.ts uses
 *   for "accelerated download";
 * - the FAQ pages give the same explicit heading IDs in both locales.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import siteConfig from '../../site.config';

const root = join(__dirname, '../..');
const dirs = {
  en: join(root, 'docs'),
  'zh-CN': join(root, 'i18n/zh-CN/docusaurus-plugin-content-docs/current'),
};
type Locale = keyof typeof dirs;
const locales = Object.keys(dirs) as Locale[];

function read(locale: Locale, page: string): string {
  return readFileSync(join(dirs[locale], page), 'utf8');
}

/** Bodies of the `:::warning` admonitions of a page. */
function warnings(markdown: string): string[] {
  return [...markdown.matchAll(/^:::warning[^\n]*\n([\s\S]*?)^:::\s*$/gm)].map(
    (m) => m[1]!,
  );
}

/** Explicit heading IDs (`{#id}`) in the order they appear. */
function headingIds(markdown: string): string[] {
  return [...markdown.matchAll(/^#{1,6} .*\{#([^}]+)\}\s*$/gm)].map(
    (m) => m[1]!,
  );
}

describe('warnings and the helpers behind them', () => {
  it('finds the body of a warning admonition', () => {
    const page = 'x\n\n:::warning Title\n\nBody `a`.\n\n:::\n\ny\n';
    expect(warnings(page)).toEqual(['\nBody `a`.\n\n']);
    expect(warnings(':::tip\n\ntext\n\n:::\n')).toEqual([]);
  });

  it('reads explicit heading IDs only', () => {
    expect(headingIds('## A {#a}\n## B\n### `c` {#c-1}\n')).toEqual([
      'a',
      'c-1',
    ]);
  });
});

describe.each(locales)('corrected pages (%s)', (locale) => {
  it.each([
    'guide/advanced/s3-server.md',
    'configuration/settings/s3.md',
    'configuration/config-file.md',
  ])('%s warns that empty S3 keys disable authentication', (page) => {
    const naming = warnings(read(locale, page)).filter(
      (w) =>
        w.includes('`s3_access_key_id`') &&
        w.includes('`s3_secret_access_key`'),
    );
    expect(naming).toHaveLength(1);
  });

  it('config-file.md puts the S3 warning inside the `s3` section', () => {
    const page = read(locale, 'configuration/config-file.md');
    const start = page.indexOf('### `s3`');
    const end = page.indexOf('### `ftp`');
    expect(start).toBeGreaterThan(-1);
    expect(end).toBeGreaterThan(start);
    expect(warnings(page.slice(start, end))).toHaveLength(1);
  });

  it('how-to.md has the two anchors linked from OpenList bug reports', () => {
    const ids = headingIds(read(locale, 'faq/how-to.md'));
    expect(ids).toContain('how-to-quickly-locate-bugs');
    expect(ids).toContain(
      'tls-handshake-timeout-read-connection-reset-by-peer-dns-lookup-failed-connect-connection-refused-client-timeout-exceeded-while-awaiting-headers-no-such-host-1',
    );
  });

  it('the Download page names the accelerated-download proxy', () => {
    const host = new URL(siteConfig.site.download.proxy).host;
    expect(read(locale, 'guide/installation/download.mdx')).toContain(
      `\`${host}\``,
    );
  });
});

describe('FAQ pages in both locales', () => {
  it.each([
    'faq/index.md',
    'faq/errors.md',
    'faq/how-to.md',
    'faq/behaviour.md',
  ])('%s uses the same heading IDs in en and zh-CN', (page) => {
    const en = headingIds(read('en', page));
    expect(headingIds(read('zh-CN', page))).toEqual(en);
    expect(new Set(en).size).toBe(en.length);
  });
});

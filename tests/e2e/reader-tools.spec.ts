import fs from 'node:fs';
import path from 'node:path';
import {test, expect, gotoHydrated} from './fixtures';

/**
 * Reader tools (plugins/reader-tools): the Markdown twin of every doc and
 * post, llms.txt and llms-full.txt per locale, the page actions under a doc's
 * title, and "Report a problem with this page".
 */
const BUILD = 'build';
const LOCALES = [
  {locale: 'en', dir: BUILD, prefix: ''},
  {locale: 'zh-CN', dir: path.join(BUILD, 'zh-CN'), prefix: '/zh-CN'},
];

/** Words of the password-protected fixtures (tests/e2e/encrypt.spec.ts). */
const SECRET = 'The heron counts seventeen silver lanterns before dawn.';
const PROTECTED = '/tests/protected';

/** The built HTML files of one locale (not the other locale's folder). */
function htmlFiles(dir: string, skip: string[]): string[] {
  return (fs.readdirSync(dir, {recursive: true}) as string[])
    .filter((file) => file.endsWith('.html'))
    .filter((file) => !skip.some((s) => file.startsWith(`${s}${path.sep}`)))
    .sort();
}

/** A page's address from its HTML file in a locale's folder. */
function addressOf(file: string, prefix: string): string {
  return `${prefix}/${file
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '')}`;
}

/** Markdown outside fenced code blocks and inline code. */
function prose(markdown: string): string {
  return markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
}

test.describe('Markdown twins and llms.txt', () => {
  for (const {locale, dir, prefix} of LOCALES) {
    test(`every doc and post has a clean twin, listed in llms.txt (${locale})`, () => {
      const llms = fs.readFileSync(path.join(dir, 'llms.txt'), 'utf8');
      const listed = new Set(
        [...llms.matchAll(/^- \[[^\]]*\]\(https?:\/\/[^/]+([^)]*)\)/gm)].map(
          (match) => match[1]!,
        ),
      );
      let docs = 0;
      let tabs = 0;
      let tables = 0;
      for (const file of htmlFiles(dir, locale === 'en' ? ['zh-CN'] : [])) {
        const html = fs.readFileSync(path.join(dir, file), 'utf8');
        const isDoc = html.includes('theme-doc-markdown');
        const isPost =
          html.includes('id="__blog-post-container"') ||
          html.includes('id=__blog-post-container');
        if (!isDoc && !isPost) continue;
        const address = addressOf(file, prefix);
        const twinFile = path.join(dir, file.replace(/\.html$/, '.md'));
        // Password-protected and unlisted (noindex) pages have no twin.
        if (
          /<form\b[^>]*\sdata-encrypted/.test(html) ||
          /<meta[^>]*name=["']?robots["']?[^>]*content=["']?noindex/.test(html)
        ) {
          expect(fs.existsSync(twinFile), `${address} has no twin`).toBe(false);
          expect(listed.has(`${address}.md`)).toBe(false);
          continue;
        }
        docs += 1;
        expect(fs.existsSync(twinFile), `twin of ${address}`).toBe(true);
        expect(listed.has(`${address}.md`), `${address} in llms.txt`).toBe(
          true,
        );
        const twin = fs.readFileSync(twinFile, 'utf8');
        const title = /<h1[^>]*>([\s\S]*?)<\/h1>/
          .exec(html)![1]!
          .replace(/<[^>]+>/g, '');
        expect(twin.split('\n')[0], address).toBe(
          `# ${title.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'")}`,
        );
        // No JSX, HTML, imports or exports: only Markdown.
        expect(prose(twin), address).not.toMatch(/^(import|export) /m);
        // (`\<name>` is text: an escaped angle bracket.)
        expect(prose(twin), address).not.toMatch(
          /(?<!\\)<\/?[A-Za-z][\w.-]*(\s[^>]*)?\/?>/,
        );
        // Tabs become headings, tables GFM tables.
        const labels = [
          ...html.matchAll(/<li role=["']?tab\b[^>]*>([^<]+)/g),
        ].map((match) => match[1]!.trim());
        for (const label of labels)
          expect(twin, `tab "${label}" of ${address}`).toMatch(
            new RegExp(
              `^#{2,6} ${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
              'm',
            ),
          );
        tabs += labels.length;
        const tableCount = (html.match(/<table\b/g) ?? []).length;
        expect(
          (twin.match(/^\| - (\| - )*\|$/gm) ?? []).length,
          `tables of ${address}`,
        ).toBe(tableCount);
        tables += tableCount;
      }
      // The twins cover every page (llms.txt lists nothing else) and the
      // checks above saw tabs and tables.
      expect(listed.size).toBe(docs);
      expect(tabs).toBeGreaterThan(0);
      expect(tables).toBeGreaterThan(0);
    });
  }

  test('no Markdown or LLM file holds protected text (and the plain build does)', () => {
    for (const {dir} of LOCALES)
      for (const file of fs.readdirSync(dir, {recursive: true}) as string[]) {
        if (!/\.(md|txt)$/.test(file)) continue;
        const text = fs.readFileSync(path.join(dir, file), 'utf8');
        expect(text.includes('heron counts seventeen'), file).toBe(false);
        expect(text.includes('otter keeps nine'), file).toBe(false);
      }
    expect(fs.existsSync(path.join(BUILD, `${PROTECTED.slice(1)}.md`))).toBe(
      false,
    );
    // Control: where the page is not encrypted, its twin has the text.
    const plain = fs.readFileSync(
      path.join('build-variant', `${PROTECTED.slice(1)}.md`),
      'utf8',
    );
    expect(plain).toContain(SECRET);
  });

  test('twins and llms files are served as UTF-8 text', async ({request}) => {
    for (const [url, type] of [
      ['/zh-CN/guide.md', 'text/markdown'],
      ['/llms.txt', 'text/plain'],
      ['/zh-CN/llms-full.txt', 'text/plain'],
    ] as const) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type']).toBe(`${type}; charset=utf-8`);
    }
    const zh = await (await request.get('/zh-CN/llms.txt')).text();
    expect(zh).toMatch(/[\u4e00-\u9fff]/);
    // llms-full.txt is the current pages' twins, one after the other.
    const full = await (await request.get('/llms-full.txt')).text();
    const guide = await (await request.get('/guide.md')).text();
    expect(full).toContain(guide.trim());
  });
});

test.describe('page actions', () => {
  test('Copy page puts the Markdown twin on the clipboard', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/guide/drivers/s3');
    const actions = page.locator('[data-md-skip]').first();
    // Right under the title.
    const title = await page.locator('h1').boundingBox();
    const box = await actions.boundingBox();
    expect(Math.abs(box!.y - (title!.y + title!.height))).toBeLessThan(40);
    await actions.getByRole('button', {name: 'Copy page'}).click();
    await expect(actions.getByRole('status')).toHaveText('Copied as Markdown');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const twin = await (await request.get('/guide/drivers/s3.md')).text();
    expect(copied).toBe(twin);
    expect(copied.startsWith('# ')).toBe(true);
    await expect(
      actions.getByRole('link', {name: 'View as Markdown'}),
    ).toHaveAttribute('href', '/guide/drivers/s3.md');
  });

  test('Open in lists the chat assistants by keyboard, in each language', async ({
    page,
  }) => {
    for (const [url, button, names] of [
      ['/guide/quick-start', 'Open in', ['ChatGPT', 'Claude']],
      [
        '/zh-CN/guide/quick-start',
        '在 AI 中打开',
        ['DeepSeek', 'Kimi', 'ChatGPT', 'Claude'],
      ],
    ] as const) {
      await gotoHydrated(page, url);
      const trigger = page.getByRole('button', {name: button});
      await trigger.focus();
      await page.keyboard.press('Enter');
      const links = page.getByRole('link', {
        name: new RegExp(`^(${names.join('|')})$`),
      });
      await expect(links).toHaveCount(names.length);
      await expect(links.first()).toBeVisible();
      const twin = encodeURIComponent(`${url}.md`);
      for (const href of await links.evaluateAll((as) =>
        as.map((a) => (a as HTMLAnchorElement).href),
      ))
        expect(href).toContain(twin);
      await page.keyboard.press('Escape');
      await expect(links.first()).toBeHidden();
    }
  });

  test('a protected page has no actions', async ({page}) => {
    await gotoHydrated(page, PROTECTED);
    await expect(page.locator('form[data-encrypted]')).toBeVisible();
    await expect(page.getByRole('button', {name: 'Copy page'})).toHaveCount(0);
  });
});

test.describe('report a problem', () => {
  for (const url of ['/guide/drivers/s3', '/zh-CN/guide/drivers/s3']) {
    test(`the link carries the page, language, version and commit (${url})`, async ({
      page,
    }) => {
      await gotoHydrated(page, url);
      const zh = url.startsWith('/zh-CN');
      const link = page.getByRole('link', {
        name: zh ? '报告此页面的问题' : 'Report a problem with this page',
      });
      await expect(link).toBeVisible();
      const href = new URL((await link.getAttribute('href'))!);
      const canonical = await page
        .locator('link[rel="canonical"]')
        .getAttribute('href');
      expect(href.pathname).toMatch(/\/issues\/new$/);
      const body = href.searchParams.get('body')!;
      expect(body).toContain(canonical!);
      expect(body).toContain(zh ? 'zh-CN' : 'en');
      const version = (await page
        .locator('.navbar')
        .getByText(/^v\d+\.\d+\.\d+$/)
        .first()
        .textContent())!.trim();
      expect(body).toContain(version);
      expect(body).toMatch(/[0-9a-f]{40}/);
      expect(href.searchParams.get('title')).toContain(
        (await page.locator('h1').textContent())!.trim(),
      );
    });
  }
});

import fs from 'node:fs';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import type {Page} from '@playwright/test';
import {test, expect, axe, gotoHydrated, VARIANT_URL} from './fixtures';

/**
 * Password-protected content (front matter `password`, site `encrypt`). The
 * protected fixtures (tests/fixtures/docs/protected.md and the post
 * tests/fixtures/blog/2024-04-01-protected-fixture.md) are encrypted in build/
 * (`npm run build:test` sets OPENLIST_DOCS_TEST_ENCRYPT=1 for it) and plain
 * in build-variant/.
 */
const PASSWORD = 'lantern-4417';
/** In the body of both fixtures (the post: after the truncate marker). */
const SECRET = 'The heron counts seventeen silver lanterns before dawn.';
/** The post's excerpt (before the truncate marker), shown in the post list. */
const EXCERPT = 'The otter keeps nine copper bells under the bridge.';
/** Pieces of the two sentences (and the password) no other page has. */
const SECRET_WORDS = [
  'heron counts seventeen',
  'silver lanterns',
  'otter keeps nine',
  'copper bells',
  PASSWORD,
];

const PAGE = '/tests/protected';
const POST = '/tests/posts/protected-fixture';
const POST_LIST = '/tests/posts';
const ARCHIVE = '/tests/posts/archive';

function expectNoSecret(text: string, where: string) {
  for (const word of SECRET_WORDS)
    expect(text.includes(word), `"${word}" in ${where}`).toBe(false);
}

/** Opens a page, recording every script it loads on the way. */
async function openRecordingScripts(page: Page, url: string) {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.add(response.url());
  });
  await gotoHydrated(page, url);
  return scripts;
}

async function unlock(page: Page, password: string) {
  const form = page.getByRole('form', {
    name: 'This page is protected by a password.',
  });
  await form.getByLabel('Password', {exact: true}).fill(password);
  await form.getByRole('button', {name: 'Unlock'}).click();
  return form;
}

test.describe('encrypted build', () => {
  for (const url of [PAGE, POST, POST_LIST, ARCHIVE]) {
    test(`${url}: the plain text is in neither its HTML nor any script it loads`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(url)).text();
      expect(html).toContain('<html');
      expectNoSecret(html, `${url} HTML`);
      const scripts = await openRecordingScripts(page, url);
      // Move around a little so lazily loaded chunks load too.
      await page.mouse.wheel(0, 2000);
      await page.waitForLoadState('networkidle');
      expect(scripts.size).toBeGreaterThan(2);
      for (const script of scripts) {
        const body = await (await request.get(script)).text();
        expectNoSecret(body, script);
      }
    });
  }

  test('the meta description is neutral and the title public', async ({
    page,
  }) => {
    for (const url of [PAGE, POST]) {
      await gotoHydrated(page, url);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        'This page is protected by a password.',
      );
      await expect(page.locator('h1')).toHaveText(
        /^Protected fixture (page|post)$/,
      );
    }
  });

  test('the Pagefind index holds no plain text', () => {
    const dirs = ['build/pagefind', 'build/zh-CN/pagefind'];
    let files = 0;
    for (const dir of dirs) {
      for (const file of fs.readdirSync(dir, {recursive: true}) as string[]) {
        const full = path.join(dir, file);
        if (!fs.statSync(full).isFile()) continue;
        const raw = fs.readFileSync(full);
        let text: string;
        try {
          text = gunzipSync(raw).toString('utf8');
        } catch {
          text = raw.toString('utf8');
        }
        expectNoSecret(text, full);
        files += 1;
      }
    }
    expect(files).toBeGreaterThan(10);
  });

  test('Pagefind, given the protected page, indexes none of its plain text (and does the plain one)', async ({
    request,
  }) => {
    // The search index skips /tests/ pages; index the fixture by itself, and
    // the plain version of it as a control that the check can see the text.
    const {createIndex, close} = await import('pagefind');
    async function indexed(html: string) {
      const {index} = await createIndex({rootSelector: 'main'});
      await index!.addHTMLFile({url: PAGE, content: html});
      const {files} = await index!.getFiles();
      return files
        .map(({content}) => {
          const bytes = Buffer.from(content);
          try {
            return gunzipSync(bytes).toString('utf8');
          } catch {
            return bytes.toString('utf8');
          }
        })
        .join('\n');
    }
    const encrypted = await (await request.get(PAGE)).text();
    const plain = await (await request.get(`${VARIANT_URL}${PAGE}`)).text();
    expect(await indexed(plain)).toContain('heron counts seventeen');
    expectNoSecret(await indexed(encrypted), 'the Pagefind index of the page');
    await close();
  });

  for (const url of [PAGE, POST]) {
    test(`${url}: a wrong password says so and leaves the form usable; the right one opens it`, async ({
      page,
    }) => {
      await gotoHydrated(page, url);
      const form = await unlock(page, 'not-the-password');
      await expect(form.getByRole('alert')).toHaveText(
        'Wrong password. Please try again.',
      );
      const input = form.getByLabel('Password', {exact: true});
      await expect(input).toBeFocused();
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(SECRET)).toHaveCount(0);

      await unlock(page, PASSWORD);
      await expect(page.getByText(SECRET)).toBeVisible();
      await expect(form).toHaveCount(0);
    });
  }

  test('the unlocked page has its headings, admonition, table, and links that navigate in the app', async ({
    page,
  }) => {
    await gotoHydrated(page, PAGE);
    await unlock(page, PASSWORD);
    await expect(
      page.getByRole('heading', {level: 2, name: 'Protected section'}),
    ).toHaveAttribute('id', 'protected-section');
    await expect(page.locator('.theme-admonition-tip')).toContainText(
      'An admonition inside protected content.',
    );
    await expect(page.getByRole('table')).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as {marker: boolean}).marker = true;
    });
    await page.getByRole('link', {name: 'guide', exact: true}).click();
    await expect(page).toHaveURL(/\/guide$/);
    // Same document: the link was followed by the router, not reloaded.
    expect(
      await page.evaluate(
        () => (window as unknown as {marker?: boolean}).marker,
      ),
    ).toBe(true);
  });

  test('the post list shows the protected excerpt as a form too', async ({
    page,
  }) => {
    await gotoHydrated(page, POST_LIST);
    const article = page.locator('article', {
      has: page.getByRole('link', {name: 'Protected fixture post'}),
    });
    await expect(article.getByRole('form')).toBeVisible();
    await article.getByLabel('Password', {exact: true}).fill(PASSWORD);
    await article.getByRole('button', {name: 'Unlock'}).click();
    await expect(article.getByText(EXCERPT)).toBeVisible();
    await expect(article.getByText(SECRET)).toHaveCount(0);
  });

  test('in Chinese, the form and its error are translated', async ({page}) => {
    await gotoHydrated(page, `/zh-CN${PAGE}`);
    const form = page.getByRole('form', {name: '此页面受密码保护。'});
    await form.getByLabel('密码', {exact: true}).fill('wrong');
    await form.getByRole('button', {name: '解锁'}).click();
    await expect(form.getByRole('alert')).toHaveText('密码错误，请重试。');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      '此页面受密码保护。',
    );
  });

  test('without WebCrypto (not a secure context) it says why it cannot open', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Crypto.prototype, 'subtle', {get: () => undefined});
    });
    await gotoHydrated(page, PAGE);
    const form = page.getByRole('form', {
      name: 'This page is protected by a password.',
    });
    await expect(form.getByRole('alert')).toHaveText(
      /needs a secure connection \(HTTPS\)/,
    );
    await expect(form.getByLabel('Password', {exact: true})).toBeDisabled();
    await expect(form.getByRole('button', {name: 'Unlock'})).toBeDisabled();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${colorScheme} mode, 375 px wide`, () => {
      test.use({colorScheme, viewport: {width: 375, height: 740}});
      test('the form is accessible and fits', async ({page}) => {
        await gotoHydrated(page, PAGE);
        await expect(page.locator('html')).toHaveAttribute(
          'data-theme',
          colorScheme,
        );
        await unlock(page, 'not-the-password');
        await expect(page.getByRole('alert')).toHaveText(/Wrong password/);
        const form = page.getByRole('form');
        const box = (await form.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(375);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
        ).toBeLessThanOrEqual(375);
        const results = await axe(page).include('form').analyze();
        const blocking = results.violations.filter(
          (v) => v.impact === 'serious' || v.impact === 'critical',
        );
        expect(blocking.map((v) => v.id)).toEqual([]);
      });
    });
  }
});

test.describe('plain build (encryption off)', () => {
  for (const url of [PAGE, POST]) {
    test(`${url} shows its content directly, with no form`, async ({page}) => {
      await gotoHydrated(page, `${VARIANT_URL}${url}`);
      await expect(page.getByText(SECRET)).toBeVisible();
      await expect(page.getByRole('form')).toHaveCount(0);
      await expect(page.getByLabel('Password', {exact: true})).toHaveCount(0);
    });
  }
});

import fs from 'node:fs';
import path from 'node:path';
import {test, expect, gotoHydrated} from './fixtures';

/**
 * Social cards (plugins/social-cards): every page's og:image exists, a doc's
 * card is its own PNG in each language, and a page can name its own image.
 */
const BUILD = 'build';

/** A meta tag's content from built HTML (attributes unquoted or quoted). */
function meta(html: string, key: string): string | undefined {
  const tag = new RegExp(
    `<meta[^>]*(?:property|name)=["']?${key.replace(/:/g, ':')}["']?[\\s/][^>]*>`,
  ).exec(html)?.[0];
  if (!tag) return undefined;
  return /content=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/
    .exec(tag)
    ?.slice(1)
    .find((value) => value !== undefined)
    ?.replace(/\/$/, '');
}

/** The path of an absolute og:image on the site. */
const pathOf = (url: string) => new URL(url).pathname;

test('every built page has an og:image that exists in the build', () => {
  const files = (fs.readdirSync(BUILD, {recursive: true}) as string[]).filter(
    (file) => file.endsWith('.html'),
  );
  let pages = 0;
  for (const file of files) {
    const html = fs.readFileSync(path.join(BUILD, file), 'utf8');
    // Redirect pages (old addresses) have no metadata of their own.
    if (!html.includes('property=og:title')) continue;
    pages += 1;
    const image = meta(html, 'og:image');
    expect(image, file).toBeTruthy();
    if (!image!.endsWith('.png')) continue;
    expect(fs.existsSync(path.join(BUILD, pathOf(image!))), file).toBe(true);
    expect(meta(html, 'twitter:card'), file).toBe('summary_large_image');
    expect(meta(html, 'og:image:width'), file).toBe('1200');
    expect(meta(html, 'og:image:height'), file).toBe('630');
    expect(meta(html, 'og:image:alt'), file).toBeTruthy();
  }
  expect(pages).toBeGreaterThan(100);
});

test('a doc has its own card in each language, a PNG of 1200×630', async ({
  page,
}) => {
  const cards: Buffer[] = [];
  for (const address of ['/guide/drivers/s3', '/zh-CN/guide/drivers/s3']) {
    await gotoHydrated(page, address);
    const title = (await page.locator('h1').first().textContent())!.trim();
    const image = await page
      .locator('meta[property="og:image"]')
      .getAttribute('content');
    expect(pathOf(image!)).toMatch(/\/og\/.+\.png$/);
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
      'content',
      new RegExp(`^${title} — `),
    );
    const response = await page.request.get(pathOf(image!));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\/png/);
    cards.push(await response.body());
    const size = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, pathOf(image!));
    expect(size).toEqual([1200, 630]);
  }
  expect(cards[0]!.equals(cards[1]!)).toBe(false);
});

test('a page that names its own image (ogImage) uses it', async ({page}) => {
  // What link previews read: the served HTML, not the hydrated page.
  const html = await (await page.request.get('/tests/own-card')).text();
  expect(pathOf(meta(html, 'og:image')!)).toBe('/img/logo.svg');
  expect(meta(html, 'og:image:alt')).toMatch(/^Own social image fixture — /);
});

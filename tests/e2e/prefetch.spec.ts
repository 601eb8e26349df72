import type {Page} from '@playwright/test';
import {LIST_ID} from '../../plugins/framework-patches/paint-first';
import {test, expect, gotoHydrated} from './fixtures';

/** A script of the build, at the site's root or under a locale's base. */
const isScript = (pathname: string) =>
  /^(\/[\w-]+)?\/assets\/js\//.test(pathname);

/**
 * Other pages' code is fetched on intent (src/clientModules/intentPrefetch.ts):
 * not for links that are merely visible, but when the pointer enters a link
 * or a link gets keyboard focus.
 */
function recordChunks(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (isScript(new URL(request.url()).pathname)) urls.push(request.url());
  });
  return urls;
}

/** Lets idle callbacks and visibility observers run. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => resolve(), {timeout: 2000}),
      ),
  );
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
}

/** The scripts a page's HTML lists (plugins/framework-patches/paint-first). */
function listedScripts(html: string) {
  const list = new RegExp(
    `<script type=["']?application/json["']? id=["']?${LIST_ID}["']?>(.*?)</script>`,
  ).exec(html);
  return list ? (JSON.parse(list[1]!) as string[]) : [];
}

/**
 * A page's own code is named by its HTML (plugins/framework-patches/
 * page-scripts), so the browser fetches it alongside main.js rather than
 * once main.js has run: every script the page loads to open is listed there,
 * beyond the runtime and main.js, and each is fetched once.
 */
test("a page's HTML names every script it loads to open", async ({page}) => {
  // Each page fetches its scripts itself, not from the previous one's cache.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
  for (const route of [
    '/',
    '/guide/drivers/s3',
    '/zh-CN/guide/drivers/s3',
    '/api/fs',
  ]) {
    const html = await (await page.request.get(route)).text();
    const listed = listedScripts(html);
    const paths: string[] = [];
    const record = (request: {url(): string}) => {
      const {pathname} = new URL(request.url());
      if (isScript(pathname)) paths.push(pathname);
    };
    page.on('request', record);
    await gotoHydrated(page, route);
    await settle(page);
    page.off('request', record);
    expect.soft(listed.length, route).toBeGreaterThan(2);
    expect
      .soft(
        paths.filter((p) => !listed.includes(p)),
        route,
      )
      .toEqual([]);
    expect.soft(paths.length, route).toBe(new Set(paths).size);
  }
});

/**
 * The page is drawn before its scripts are fetched (plugins/framework-
 * patches/paint-first): none is requested before the page's first frame,
 * and the page still opens with all of them, in both locales.
 */
test('a page fetches its scripts only after its first frame', async ({
  page,
}) => {
  // Runs before any script of the page: the first frame's callbacks run
  // in the order they were asked for, so this one is the first.
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as {firstFrame?: number}).firstFrame = performance.now();
    });
  });
  for (const route of ['/guide/drivers/s3', '/zh-CN/', '/api/fs']) {
    const listed = listedScripts(await (await page.request.get(route)).text());
    await gotoHydrated(page, route);
    const {firstFrame, resources} = await page.evaluate(() => ({
      firstFrame: (window as {firstFrame?: number}).firstFrame,
      resources: performance.getEntriesByType('resource').map((entry) => ({
        path: new URL(entry.name).pathname,
        start: entry.startTime,
      })),
    }));
    const scripts = resources.filter((resource) => isScript(resource.path));
    expect(firstFrame, route).toBeGreaterThan(0);
    expect(
      scripts.filter((script) => script.start < firstFrame!),
      route,
    ).toEqual([]);
    expect(
      listed.filter((path) => !scripts.some((s) => s.path === path)),
      route,
    ).toEqual([]);
  }
});

test('a page view without interaction fetches no other page code', async ({
  page,
}) => {
  await gotoHydrated(page, '/guide/drivers/s3');
  await settle(page);
  const chunks = recordChunks(page);
  // Many sidebar links are visible; scroll the sidebar and the page too.
  await page.mouse.wheel(0, 2000);
  await page.locator('.theme-doc-sidebar-menu').evaluate((menu) => {
    menu.closest('nav')?.scrollBy(0, 2000);
  });
  await settle(page);
  expect(chunks).toEqual([]);
});

test('hovering or focusing a link fetches that page code', async ({page}) => {
  await gotoHydrated(page, '/guide/drivers/s3');
  await settle(page);
  const chunks = recordChunks(page);
  const sidebar = page.locator('.theme-doc-sidebar-menu');
  await sidebar.getByRole('link', {name: 'SFTP', exact: true}).hover();
  await expect.poll(() => chunks.length).toBeGreaterThan(0);
  const afterHover = chunks.length;
  await sidebar.getByRole('link', {name: 'SMB', exact: true}).focus();
  await expect.poll(() => chunks.length).toBeGreaterThan(afterHover);
  // The page opens from the preloaded code.
  await sidebar.getByRole('link', {name: 'SMB', exact: true}).press('Enter');
  await expect(page).toHaveURL(/\/guide\/drivers\/smb$/);
  await expect(page.locator('h1')).toHaveText(/SMB/);
});

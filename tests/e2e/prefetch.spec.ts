import type {Page} from '@playwright/test';
import {LIST_ID} from '../../plugins/framework-patches/paint-first';
import {
  chunkNamesOf,
  ROUTE_DATA_ID,
  type RouteData,
} from '../../plugins/framework-patches/route-data/constants';
import {test, expect, gotoHydrated, recordScripts} from './fixtures';

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

/**
 * Links carry no listener of their own for intent (plugins/framework-patches/
 * link-intent): the document's listeners preload a page when a finger
 * touches its link, as they do for the pointer and focus.
 */
test('links have no intent listeners of their own, and a touch on one fetches that page code', async ({
  browser,
}) => {
  const context = await browser.newContext({
    hasTouch: true,
    isMobile: true,
    viewport: {width: 412, height: 823},
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const added: string[] = [];
      (window as {linkListeners?: string[]}).linkListeners = added;
      const add = EventTarget.prototype.addEventListener;
      EventTarget.prototype.addEventListener = function (
        this: EventTarget,
        ...args: Parameters<EventTarget['addEventListener']>
      ) {
        if (this instanceof HTMLAnchorElement) added.push(args[0]);
        return add.apply(this, args);
      };
    });
    await gotoHydrated(page, '/guide/drivers/s3');
    await settle(page);
    const added = await page.evaluate(
      () => (window as {linkListeners?: string[]}).linkListeners!,
    );
    // The links did get their click listeners (client navigation): the
    // record is complete.
    expect(added).toContain('click');
    expect(added.filter((type) => /^(mouse|pointer|touch)/.test(type))).toEqual(
      [],
    );
    const chunks = recordChunks(page);
    // A link in the page's text, below the fold on a phone.
    const link = page
      .locator('article .markdown a[href^="/guide/"]:not([href*="#"])')
      .first();
    await link.scrollIntoViewIfNeeded();
    await link.dispatchEvent('touchstart', {bubbles: true});
    await expect.poll(() => chunks.length).toBeGreaterThan(0);
  } finally {
    await context.close();
  }
});

/** The data of a page's routes (plugins/framework-patches/route-data). */
function routeDataOf(html: string): RouteData[] {
  const block = new RegExp(
    `<script type=["']?application/json["']? id=["']?${ROUTE_DATA_ID}["']?>(.*?)</script>`,
  ).exec(html);
  return block ? (JSON.parse(block[1]!) as RouteData[]) : [];
}

/** A page's own route (the one whose key names it) and all its route data. */
async function ownRoute(page: Page, path: string) {
  const data = routeDataOf(await (await page.request.get(path)).text());
  const own = data.find((route) => route.key.startsWith(`${path}-`));
  expect(own, `${path} carries its own route's data`).toBeDefined();
  return {data, own: own!};
}

/**
 * What a script holds of a route's registry data: its chunk names, keyed
 * (the registry's entries, `"<name>":[`), and its key (the chunk names'
 * table). The runtime maps every chunk name to a chunk id, so a name alone
 * proves nothing.
 */
function holdsRoute(body: string, route: RouteData, names: string[]) {
  return (
    body.includes(`"${route.key}"`) ||
    names.some((name) => body.includes(`"${name}":[`))
  );
}

/**
 * The route registry is not in main.js: each page carries the entries of
 * its own routes, and the whole registry comes the first time the reader
 * heads for another page.
 */
test("a page opens with its own routes' registry entries, and no other page's", async ({
  page,
}) => {
  for (const [path, other] of [
    ['/guide/drivers/s3', '/guide/drivers/sftp'],
    ['/zh-CN/guide/drivers/s3', '/zh-CN/guide/drivers/sftp'],
  ] as const) {
    const {data} = await ownRoute(page, path);
    // Every chunk name of every route the page carries has its entry.
    for (const route of data)
      for (const name of chunkNamesOf(route.tree))
        expect(route.modules[name], `${route.key}: ${name}`).toBeDefined();
    // The other page's own modules and key are in nothing this page loads.
    const {own} = await ownRoute(page, other);
    const names = chunkNamesOf(own.tree).filter(
      (name) => !data.some((route) => chunkNamesOf(route.tree).includes(name)),
    );
    expect(names.length).toBeGreaterThan(0);
    const scripts = recordScripts(page);
    await gotoHydrated(page, path);
    const bodies = await scripts.bodies();
    expect(bodies.length).toBeGreaterThan(2);
    expect(
      bodies.filter((body) => holdsRoute(body, own, names)),
      `${other}'s route data in ${path}'s scripts`,
    ).toEqual([]);
  }
});

test("the runtime every page loads first names no page's modules", async ({
  page,
}) => {
  const html = await (await page.request.get('/guide/drivers/s3')).text();
  const runtime = listedScripts(html).find((url) => /runtime~main/.test(url));
  expect(runtime).toBeDefined();
  const body = await (await page.request.get(runtime!)).text();
  // Its chunk-name table (plugins/framework-patches/chunk-asset) named them.
  for (const path of ['/guide/drivers/s3', '/guide/drivers/sftp']) {
    const {own} = await ownRoute(page, path);
    for (const name of chunkNamesOf(own.tree))
      expect(body, `${name} (${path})`).not.toContain(name);
  }
});

test('the rest of the registry comes once, with the first other page the reader heads for', async ({
  page,
}) => {
  const sftp = (await ownRoute(page, '/guide/drivers/sftp')).own;
  const smb = (await ownRoute(page, '/guide/drivers/smb')).own;
  await gotoHydrated(page, '/guide/drivers/s3');
  await settle(page);
  await page.evaluate(() => ((window as {stayed?: boolean}).stayed = true));
  const scripts = recordScripts(page);
  // Scripts that hold both routes' data: the whole registry.
  const registries = async () =>
    (await scripts.bodies()).filter((body) =>
      [sftp, smb].every((route) =>
        holdsRoute(body, route, chunkNamesOf(route.tree)),
      ),
    ).length;
  const sidebar = page.locator('.theme-doc-sidebar-menu');
  for (const [name, path] of [
    ['SFTP', /\/guide\/drivers\/sftp$/],
    ['SMB', /\/guide\/drivers\/smb$/],
  ] as const) {
    const link = sidebar.getByRole('link', {name, exact: true});
    await link.hover();
    await expect.poll(registries).toBe(1);
    await link.click();
    await expect(page).toHaveURL(path);
    await expect(page.locator('h1')).toHaveText(new RegExp(name));
  }
  // Both pages opened in the app, not by loading a new document.
  expect(await page.evaluate(() => (window as {stayed?: boolean}).stayed)).toBe(
    true,
  );
  expect(await registries()).toBe(1);
});

import fs from 'node:fs';
import path from 'node:path';
import currentJson from '../../data/drivers.json';
import type {DriversData} from '../../src/lib/drivers';
import {DOCS_VERSIONS} from '../../src/lib/version';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, recordScripts} from './fixtures';

/**
 * A driver page ships its own driver's rows, not the whole driver reference
 * (plugins/driver-data): no script it loads holds the field help of drivers
 * the page does not show. The driver index gets every driver's name and
 * flags, without their fields.
 */
function helpOfOthers(data: DriversData, shown: string[]): string[] {
  return data.drivers
    .filter(({name}) => !shown.includes(name))
    .flatMap(({additional}) =>
      additional
        .map(({help}) => help)
        .filter((help) => help.length > 20 && /^[\w ,.()-]+$/.test(help)),
    )
    .slice(0, 20);
}

const current = currentJson as unknown as DriversData;
// An older docs version reads its own release's data.
const older = DOCS_VERSIONS.at(-1)!;
const frozen = JSON.parse(
  fs.readFileSync(
    path.join(__dirname, '../../data/versions', older.tag, 'drivers.json'),
    'utf8',
  ),
) as DriversData;

const PAGES: {route: string; data: DriversData; shown: string[]}[] = [
  {route: '/guide/drivers/s3', data: current, shown: ['S3', 'Doge']},
  {route: '/zh-CN/guide/drivers/s3', data: current, shown: ['S3', 'Doge']},
  {
    route: `/${older.path}/guide/drivers/s3`,
    data: frozen,
    shown: ['S3', 'Doge'],
  },
  {route: '/guide/drivers', data: current, shown: []},
  {route: '/zh-CN/guide/drivers', data: current, shown: []},
];

for (const {route, data, shown} of PAGES) {
  test(`${route} loads only the driver data it shows`, async ({page}) => {
    const others = helpOfOthers(data, shown);
    expect(others.length).toBeGreaterThan(5);
    const scripts = recordScripts(page);
    await gotoHydrated(page, route);
    await page.waitForLoadState('networkidle');
    // The page's tables are there: a driver's field rows, or the index.
    const rows = page.locator('.markdown table tbody tr');
    expect(await rows.count()).toBeGreaterThan(shown.length ? 3 : 50);
    const bodies = await scripts.bodies();
    const leaked = others.filter((help) =>
      bodies.some((body) => body.includes(help)),
    );
    expect(leaked).toEqual([]);
  });
}

/**
 * The heaviest pages load without making Chromium load locale data: no
 * collation (localeCompare, Intl.Collator) and no date or number formatter
 * before the reader does anything. The first one of a page costs 30-60 ms
 * of main thread on a desktop core (src/lib/updateDate.ts,
 * plugins/framework-patches/shallow-memo, the driver index's name order).
 */
test('the heaviest pages hydrate without loading locale data', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.assign(window, {localeDataCalls: calls});
    const watch = <T extends object>(owner: T, key: keyof T, name: string) => {
      const original = owner[key] as (...args: unknown[]) => unknown;
      owner[key] = function (this: unknown, ...args: unknown[]) {
        calls.push(name);
        return original.apply(this, args);
      } as T[keyof T];
    };
    // The test build has a second docs plugin (tests/fixtures/site.ts, at
    // /tests), and with more than one, Docusaurus orders the plugins by path
    // with localeCompare to find the page's. The production site has one
    // docs plugin, so that comparison is not counted.
    const compare = String.prototype.localeCompare;
    String.prototype.localeCompare = function (
      this: string,
      ...args: Parameters<string['localeCompare']>
    ) {
      const paths = [String(this), String(args[0])].sort().join(' ');
      if (!/^\/(zh-CN\/)?(v[\d.]+\/)?(zh-CN\/)? \/(zh-CN\/)?tests$/.test(paths))
        calls.push('localeCompare');
      return compare.apply(this, args);
    };
    watch(Number.prototype, 'toLocaleString', 'Number#toLocaleString');
    watch(Date.prototype, 'toLocaleDateString', 'Date#toLocaleDateString');
    watch(Date.prototype, 'toLocaleString', 'Date#toLocaleString');
    const intl = Intl as unknown as Record<string, object>;
    for (const name of ['Collator', 'DateTimeFormat', 'NumberFormat'])
      intl[name] = new Proxy(intl[name]!, {
        construct(target, args, newTarget) {
          calls.push(`Intl.${name}`);
          return Reflect.construct(target as never, args, newTarget) as object;
        },
        apply(target, self, args) {
          calls.push(`Intl.${name}`);
          return Reflect.apply(target as never, self, args) as unknown;
        },
      });
  });
  for (const route of [
    '/',
    '/configuration/config-file',
    '/guide/drivers',
    '/guide/drivers/s3',
    '/zh-CN/',
    '/zh-CN/guide/drivers/s3',
    // A diagram that orders paths (src/components/Diagrams/MountTree.tsx).
    '/guide/basic-use',
  ]) {
    await gotoHydrated(page, route);
    await page.waitForLoadState('networkidle');
    const calls = await page.evaluate(
      () => (window as unknown as {localeDataCalls: string[]}).localeDataCalls,
    );
    expect.soft([...new Set(calls)], route).toEqual([]);
  }
});

/**
 * A long page's code blocks, and on a phone the rows of its card tables, are
 * drawn only when they come near the viewport (content-visibility in
 * src/css/custom.css): those far below the first screen are skipped at load
 * and drawn once scrolled to; and headings reached by address still land in
 * place (src/lib/anchorLanding.ts), although the blocks a scroll passes
 * change height as they are drawn.
 */
const headingTop = (page: Page, id: string) =>
  page.evaluate((id) => {
    const heading = document.getElementById(id)!;
    const margin = parseFloat(getComputedStyle(heading).scrollMarginTop) || 0;
    return Math.round(heading.getBoundingClientRect().top - margin);
  }, id);

// The config reference (code and reference-table rows), a driver page (its
// field table) and the driver index (one card per driver).
const LONG_PAGES = [
  '/configuration/config-file',
  '/guide/drivers/s3',
  '/guide/drivers',
];
const DRAWN_ON_DEMAND =
  '.markdown pre, .markdown table:is(.ol-ref-table, .ol-cards) > tbody > tr';

for (const prefix of ['', '/zh-CN']) {
  for (const route of LONG_PAGES) {
    test(`${prefix || 'en'}: ${route} on a phone draws its far blocks when the reader reaches them`, async ({
      page,
    }) => {
      await page.setViewportSize({width: 390, height: 800});
      await gotoHydrated(page, `${prefix}${route}`);
      const blocks = page.locator(DRAWN_ON_DEMAND);
      expect(await blocks.count()).toBeGreaterThan(5);
      const drawn = (index: number) =>
        blocks
          .nth(index)
          .evaluate((block) =>
            block
              .querySelector('td, th, code, span')!
              .checkVisibility({contentVisibilityAuto: true}),
          );
      // The last one not folded away in a closed <details> (a driver's
      // advanced fields) is far below the first screen: skipped at load.
      const last = await blocks.evaluateAll((all) =>
        all.map((block) => block.checkVisibility()).lastIndexOf(true),
      );
      expect(last).toBeGreaterThan(0);
      expect(await drawn(last)).toBe(false);
      // Scrolled to (again, as a reader would, if drawing the cards on the
      // way moved it), it is drawn.
      await expect
        .poll(async () => {
          await blocks.nth(last).scrollIntoViewIfNeeded();
          return drawn(last);
        })
        .toBe(true);
      // Its text is on screen, not a blank placeholder.
      await expect(
        blocks.nth(last).locator('td, code').first(),
      ).toBeInViewport();
    });
  }

  test(`${prefix || 'en'}: headings far down a long page land in place, by address and from the table of contents`, async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 800});
    const route = `${prefix}/api/task`;
    await gotoHydrated(page, route);
    const ids = await page
      .locator('.markdown h3[id]')
      .evaluateAll((hs) => hs.map((h) => h.id));
    expect(ids.length).toBeGreaterThan(4);
    // Far down, with enough page below it to reach the top.
    const far = ids[Math.floor(ids.length * 0.75)]!;
    const off = async (id: string) => Math.abs(await headingTop(page, id));
    // By address, on a fresh load.
    await page.goto(`${route}#${far}`);
    await expect.poll(() => off(far), {timeout: 8000}).toBeLessThanOrEqual(2);
    // From the table of contents: up the page, then down again.
    for (const id of [ids[1]!, far]) {
      await page.locator(`.table-of-contents a[href="#${id}"]`).first().click();
      await expect.poll(() => off(id), {timeout: 8000}).toBeLessThanOrEqual(2);
    }
  });
}

/**
 * The home page's sections below the hero are drawn only near the viewport
 * too, at any width (src/components/HomeFeatures, src/components/Download).
 * A skipped section keeps the colours it was last styled with while it is
 * skipped (Chromium does not restyle it when the colour mode changes): the
 * reader must still see it in the current mode once it is reached.
 */
for (const route of ['/', '/zh-CN/']) {
  test(`${route} draws its far sections when reached, in the colour mode of that moment`, async ({
    page,
  }) => {
    // Chromium draws such sections from about one and a half viewports
    // below the screen: at 800 px high, the Chinese home page's last section
    // (1,993 px down since Chinese pages name a CJK face first) was drawn at
    // load. At 600 px it is not.
    await page.setViewportSize({width: 1280, height: 600});
    const link = page.locator('main > section a[href]').last();
    const state = () =>
      link.evaluate((a) => ({
        drawn: a.checkVisibility({contentVisibilityAuto: true}),
        color: getComputedStyle(a).color,
      }));
    const reach = async () => {
      await link.scrollIntoViewIfNeeded();
      return state();
    };
    // Its colour in dark mode, in a page loaded dark.
    await page.emulateMedia({colorScheme: 'dark'});
    await gotoHydrated(page, route);
    await expect.poll(async () => (await reach()).drawn).toBe(true);
    const dark = (await state()).color;
    // Loaded light, it is skipped at first.
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, route);
    const atLoad = await state();
    expect(atLoad.drawn).toBe(false);
    expect(atLoad.color).not.toBe(dark);
    // The mode turns dark while it is skipped; reached, it shows dark.
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(reach).toEqual({drawn: true, color: dark});
  });
}

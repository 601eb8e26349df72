import fs from 'node:fs';
import path from 'node:path';
import currentJson from '../../data/drivers.json';
import type {DriversData} from '../../src/lib/drivers';
import {DOCS_VERSIONS} from '../../src/lib/version';
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

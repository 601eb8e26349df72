import fs from 'node:fs';
import {createRequire} from 'node:module';
import {test, expect, gotoHydrated} from './fixtures';

const require = createRequire(__filename);
const {CHROMIUM_OFF} = require('../../scripts/chromium.cjs') as {
  CHROMIUM_OFF: string[];
};

/**
 * The test browser itself: it is started through scripts/chromium-launch.sh,
 * which switches off features that only cost the tests time. These tests fail
 * when a Chromium upgrade renames a feature and the cost comes back, or when
 * the launcher loses the list Playwright passes.
 */

test('no window of the test browser preloads the address bar popups', async ({
  page,
  browser,
}) => {
  // The page's window has been open for a whole load and hydration: the
  // popups' WebUI pages would exist by now (they appear with the window).
  await gotoHydrated(page, '/');
  const cdp = await browser.newBrowserCDPSession();
  const {targetInfos} = (await cdp.send('Target.getTargets', {
    filter: [{}],
  })) as {targetInfos: {type: string; url: string}[]};
  // The page under test is listed: the list is the whole browser's.
  expect(targetInfos.map((t) => t.url)).toContain(page.url());
  const popups = targetInfos.filter((t) =>
    t.url.startsWith('chrome://omnibox-popup'),
  );
  expect(
    popups,
    'Chromium preloads the address bar popups again: find the features that now create them and add them to CHROMIUM_OFF in scripts/chromium.cjs',
  ).toEqual([]);
  await cdp.detach();
});

test('the browser gets one list of switched-off features: Playwright’s and ours', async ({
  browser,
}) => {
  // The browser's own command line, as the kernel has it (Chromium tells it
  // over the protocol only to browsers started for automation).
  const cdp = await browser.newBrowserCDPSession();
  const {processInfo} = (await cdp.send('SystemInfo.getProcessInfo')) as {
    processInfo: {type: string; id: number}[];
  };
  await cdp.detach();
  const main = processInfo.find((p) => p.type === 'browser');
  expect(main, JSON.stringify(processInfo)).toBeDefined();
  const args = fs.readFileSync(`/proc/${main!.id}/cmdline`, 'utf8').split('\0');
  const lists = args.filter((a) => a.startsWith('--disable-features='));
  // Chromium keeps only the last switch; the launcher merges them into one.
  expect(lists).toHaveLength(1);
  const features = lists[0]!.slice('--disable-features='.length).split(',');
  for (const feature of CHROMIUM_OFF) expect(features).toContain(feature);
  // Playwright's own list is still there, not replaced by ours.
  expect(
    features.filter((f) => !CHROMIUM_OFF.includes(f)).length,
  ).toBeGreaterThan(0);
});

import drivers from '../../data/drivers.json';
import releases from '../../data/releases.json';
import {DEFAULT_PLATFORM} from '../../src/lib/releases';
import {QUICK_START_DOCKER} from '../../src/lib/quickStart';
import {
  test,
  expect,
  gotoHydrated,
  recordScripts,
  switchColorMode,
} from './fixtures';

test.describe('home page presents OpenList', () => {
  for (const [prefix, label] of [
    ['', 'Quick start'],
    ['/zh-CN', '快速开始'],
  ] as const) {
    test(`the primary action leads to the quick start (${prefix || 'en'})`, async ({
      page,
    }) => {
      await gotoHydrated(page, `${prefix}/`);
      const hero = page.locator('header.hero');
      const primary = hero.locator('a.button--primary');
      await expect(primary).toHaveCount(1);
      await expect(primary).toHaveText(label);
      await primary.click();
      await expect(page).toHaveURL(`${prefix}/guide/quick-start`);
      // The quick start shows the same Docker command as the home page.
      await expect(page.locator('.theme-code-block').first()).toContainText(
        'docker run',
      );
    });
  }

  test('the primary action outweighs GitHub in dark mode', async ({page}) => {
    await gotoHydrated(page, '/');
    await switchColorMode(page, 'dark');
    const hero = page.locator('header.hero');
    const background = (selector: string) =>
      hero
        .locator(selector)
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background('a.button--primary')).not.toBe('rgba(0, 0, 0, 0)');
    // The GitHub button is an outline: no filled background.
    expect(await background('a[href^="https://github.com"]')).toBe(
      'rgba(0, 0, 0, 0)',
    );
  });

  test('the copy button of the Docker line copies the command', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/');
    const block = page.getByTestId('home-docker');
    await block.hover();
    await block.getByRole('button', {name: /copy/i}).click();
    // The button writes to the clipboard asynchronously.
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(QUICK_START_DOCKER);
  });

  for (const route of ['/', '/zh-CN/', '/guide/quick-start']) {
    test(`${route} is highlighted without Prism or the driver reference`, async ({
      page,
    }) => {
      const scripts = recordScripts(page);
      await gotoHydrated(page, route);
      await page.waitForLoadState('networkidle');
      const block = page.locator('.theme-code-block').first();
      await expect(block).toContainText('docker run');
      await expect(block.locator('.token.function').first()).toBeVisible();
      const bodies = await scripts.bodies();
      expect(bodies.length).toBeGreaterThan(0);
      // Prism's code runs its grammars' hooks; the driver reference
      // (data/drivers.json) names each driver's Go package.
      expect(bodies.filter((body) => body.includes('hooks.run'))).toEqual([]);
      const packages = drivers.drivers.map((driver) => driver.package);
      expect(
        bodies.filter((body) => packages.every((name) => body.includes(name))),
      ).toEqual([]);
    });
  }

  test('the storage grid lists every driver and its links resolve', async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, '/');
    const links = page.getByTestId('home-storages').locator('a');
    await expect(links).toHaveCount(drivers.drivers.length);
    const hrefs = [
      ...new Set(
        await links.evaluateAll((as) =>
          as.map((a) => (a as HTMLAnchorElement).getAttribute('href')!),
        ),
      ),
    ];
    for (const href of hrefs) {
      const [path, anchor] = href.split('#');
      const response = await request.get(path!);
      expect(response.status(), href).toBe(200);
      if (anchor) {
        // The built HTML is minified: attribute quotes are optional.
        expect(await response.text(), href).toMatch(
          new RegExp(`id=["']?${anchor}["'\\s>]`),
        );
      }
    }
  });

  test('the feature cards link to their pages', async ({page, request}) => {
    await gotoHydrated(page, '/');
    const cards = page
      .locator('section[aria-labelledby="home-features"] li')
      .locator('a');
    expect(await cards.count()).toBeGreaterThan(0);
    for (const href of await cards.evaluateAll((as) =>
      as.map((a) => (a as HTMLAnchorElement).getAttribute('href')!),
    )) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
  });
});

test.describe('download widget', () => {
  for (const path of ['/', '/guide/installation/download']) {
    test(`before hydration ${path} shows one selection, not every file`, async ({
      browser,
    }) => {
      const context = await browser.newContext({javaScriptEnabled: false});
      const page = await context.newPage();
      await page.goto(path);
      const picker = page.getByTestId('download-picker');
      await expect(picker.getByTestId('download-os')).toHaveValue(
        DEFAULT_PLATFORM.os,
      );
      await expect(picker.getByTestId('download-arch')).toHaveValue(
        DEFAULT_PLATFORM.arch,
      );
      const expected = releases.assets.filter(
        (a) => a.os === DEFAULT_PLATFORM.os && a.arch === DEFAULT_PLATFORM.arch,
      ).length;
      expect(expected).toBeLessThan(releases.assets.length);
      await expect(picker.getByTestId('download-file')).toHaveCount(expected);
      await context.close();
    });
  }

  test('offers Docker and the next step', async ({page}) => {
    await gotoHydrated(page, '/guide/installation/download');
    const picker = page.getByTestId('download-picker');
    await expect(
      picker.locator('a[href="/guide/installation/docker"]'),
    ).toBeVisible();
    await picker.getByTestId('download-next').click();
    await expect(page).toHaveURL('/guide/quick-start#admin-password');
    await expect(page.locator('#admin-password')).toBeInViewport();
  });
});

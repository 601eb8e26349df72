import {DEFAULT_CHOICES, parseChoices} from '../../src/lib/deploy/choices';
import {
  generateDeployment,
  imageReference,
} from '../../src/lib/deploy/generate';
import {test, expect, gotoHydrated} from './fixtures';

const PAGE = '/guide/installation/deploy-helper';

test.describe('deploy helper', () => {
  for (const [prefix, locale, labels] of [
    [
      '',
      'en',
      {run: 'docker run', proxy: 'Caddy', aria2: /aria2/, path: 'Sub-path'},
    ],
    [
      '/zh-CN',
      'zh-CN',
      {run: 'docker run', proxy: 'Caddy', aria2: /aria2/, path: '子路径'},
    ],
  ] as const) {
    test(`choices update the files and the address, and survive a reload (${locale})`, async ({
      page,
    }) => {
      await gotoHydrated(page, `${prefix}${PAGE}`);
      const outputs = page
        .locator('section[aria-label]')
        .filter({has: page.locator('pre')});
      await expect(outputs.first()).toContainText(
        imageReference(DEFAULT_CHOICES),
      );

      await page.getByRole('radio', {name: labels.run}).check();
      await page.getByRole('checkbox', {name: labels.aria2}).check();
      await page.getByRole('radio', {name: labels.proxy, exact: true}).check();
      await page.getByLabel(labels.path).fill('/files');

      // The page's own address: Playwright's page.url() learns of a
      // replaceState from a protocol event that may arrive after fill().
      const search = () => page.evaluate(() => window.location.search);
      await expect
        .poll(async () => parseChoices(await search()))
        .toMatchObject({
          run: 'docker-run',
          aria2: true,
          proxy: 'caddy',
          subPath: '/files',
        });
      const expected = parseChoices(await search());
      const files = generateDeployment(expected, locale);
      await expect(
        page.getByRole('region', {name: 'openlist-docker-run.sh'}),
      ).toContainText(imageReference(expected));
      await expect(page.getByRole('region', {name: 'Caddyfile'})).toContainText(
        'handle /files*',
      );
      // The page shows exactly the generated text, comments in the page's language.
      for (const file of files) {
        const code = page
          .getByRole('region', {name: file.filename})
          .locator('pre code');
        // Code blocks are drawn when near the viewport (content-visibility),
        // and innerText reads only drawn text: bring it on screen, and read
        // again until the browser has drawn it (not always by the next read).
        await code.scrollIntoViewIfNeeded();
        // Each code line is its own element: compare line by line.
        const lines = (text: string) =>
          text.split('\n').filter((l) => l.trim());
        await expect
          .poll(async () => lines(await code.innerText()))
          .toEqual(lines(file.content));
      }

      await page.reload();
      await page.waitForFunction(
        () =>
          document.documentElement.getAttribute('data-has-hydrated') === 'true',
      );
      await expect(page.getByRole('radio', {name: labels.run})).toBeChecked();
      await expect(page.getByRole('region', {name: 'Caddyfile'})).toContainText(
        'handle /files*',
      );
    });
  }

  test('copy and download give the file as shown', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, PAGE);
    const [compose] = generateDeployment(DEFAULT_CHOICES, 'en');
    const region = page.getByRole('region', {name: compose!.filename});
    await region.locator('pre').hover();
    await region.getByRole('button', {name: /copy/i}).click();
    // The button writes to the clipboard asynchronously.
    await expect
      .poll(async () =>
        (await page.evaluate(() => navigator.clipboard.readText())).trim(),
      )
      .toBe(compose!.content.trim());
    const downloadEvent = page.waitForEvent('download');
    await region
      .getByRole('button', {name: `Download ${compose!.filename}`})
      .click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toBe(compose!.filename);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(compose!.content);
  });

  test('without JavaScript the page shows the default files', async ({
    browser,
  }) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    const port = process.env.E2E_PORT;
    await page.goto(`http://127.0.0.1:${port}${PAGE}`);
    await expect(page.locator('main')).toContainText(
      imageReference(DEFAULT_CHOICES),
    );
    await context.close();
  });
});

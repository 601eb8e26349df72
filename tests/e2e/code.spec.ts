import {themes} from 'prism-react-renderer';
import {
  test,
  expect,
  gotoHydrated,
  recordScripts,
  switchColorMode,
} from './fixtures';
import {readableCodeTheme} from '../../src/lib/colors';
import {themeDictionary} from '../../src/lib/codeTokens';

/** Something only Prism's code has (it runs its grammars' hooks). */
const isPrism = (body: string) => body.includes('hooks.run');

/** The colour a theme gives an ini key (attr-name), as the browser reports it. */
function keyColor(theme: typeof themes.github): string {
  const color = themeDictionary(readableCodeTheme(theme), 'ini')['attr-name']
    ?.color;
  if (!color) throw new Error('the theme has no attr-name colour');
  if (!color.startsWith('#')) return color; // already rgb(…)
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test.describe('code blocks', () => {
  test('a page with code is highlighted without loading Prism, in both colour modes', async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await gotoHydrated(page, '/guide/advanced/webdav');
    await page.waitForLoadState('networkidle');
    // The page's ini block: [openlist] then `type = webdav`…
    const token = page.locator('.language-ini .token.attr-name').first();
    await expect(token).toHaveText('type');
    const bodies = await scripts.bodies();
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.filter(isPrism)).toHaveLength(0);

    await switchColorMode(page, 'light');
    await expect(token).toHaveCSS('color', keyColor(themes.github));
    await switchColorMode(page, 'dark');
    await expect(token).toHaveCSS('color', keyColor(themes.dracula));
    expect(keyColor(themes.github)).not.toBe(keyColor(themes.dracula));
  });

  for (const colorScheme of ['light', 'dark'] as const)
    test.describe(`${colorScheme} reader`, () => {
      test.use({colorScheme});

      test("hydration keeps the server's code blocks, their colours already right", async ({
        page,
        context,
      }) => {
        // Every element removed from the page, from the first parsed byte.
        await page.addInitScript(() => {
          const removed: string[] = [];
          (window as unknown as {removed: string[]}).removed = removed;
          new MutationObserver((records) => {
            for (const record of records)
              record.removedNodes.forEach((node) => {
                if (node instanceof Element) removed.push(node.className);
              });
          }).observe(document, {childList: true, subtree: true});
        });
        await gotoHydrated(page, '/guide/advanced/webdav');
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html')).toHaveAttribute(
          'data-theme',
          colorScheme,
        );
        expect(await page.locator('.theme-code-block').count()).toBeGreaterThan(
          1,
        );
        const expected = keyColor(
          colorScheme === 'dark' ? themes.dracula : themes.github,
        );
        const token = '.language-ini .token.attr-name';
        await expect(page.locator(token).first()).toHaveCSS('color', expected);
        const removed = await page.evaluate(
          () => (window as unknown as {removed: string[]}).removed,
        );
        expect(
          removed.filter((name) => /codeBlock|prism-code|token/.test(name)),
        ).toEqual([]);

        // The server's markup alone, with no script but the inline ones that
        // set the colour mode, shows the same colour.
        const bare = await context.newPage();
        await bare.route('**/*.js', (route) => route.abort());
        await bare.goto('/guide/advanced/webdav');
        await expect(bare.locator('html')).toHaveAttribute(
          'data-theme',
          colorScheme,
        );
        await expect(bare.locator(token).first()).toHaveCSS('color', expected);
      });
    });

  test('client-side navigation to a page with code shows it highlighted, still without Prism', async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await gotoHydrated(page, '/zh-CN/guide');
    await page.evaluate(() => {
      history.pushState({}, '', '/zh-CN/guide/installation/docker');
      dispatchEvent(new PopStateEvent('popstate', {state: {}}));
    });
    await expect(page.locator('h1')).toContainText('Docker');
    await expect(
      page.locator('.theme-code-block .token.function').first(),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect((await scripts.bodies()).filter(isPrism)).toHaveLength(0);
  });

  test('title, line numbers, magic comments and ranges work on build-time tokens; a JSX block loads Prism', async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await gotoHydrated(page, '/tests/code-blocks');
    const blocks = page.locator('.theme-code-block');
    const [fenced, ranged, jsx] = [blocks.nth(0), blocks.nth(1), blocks.nth(2)];

    await expect(fenced).toContainText('start.sh');
    const lines = fenced.locator('.token-line');
    // The magic comment line is gone and marks the line after it.
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toHaveClass(/theme-code-block-highlighted-line/);
    await expect(lines.nth(0)).toContainText('./openlist server');
    await expect(lines.nth(1)).not.toHaveClass(/highlighted-line/);
    await expect(fenced.locator('[class*="codeLineNumber"]')).toHaveCount(2);
    await expect(fenced.locator('.token.string')).toHaveText('"started"');

    const rangedLines = ranged.locator('.token-line');
    await expect(rangedLines.nth(1)).toHaveClass(/highlighted-line/);
    await expect(rangedLines.nth(0)).not.toHaveClass(/highlighted-line/);
    await expect(ranged.locator('.token.string')).toContainText(
      'openlistteam/openlist',
    );

    // No tokens came with the JSX block: Prism loads and highlights it.
    await expect(jsx.locator('.token.property').first()).toHaveText(
      '"scheme"',
      {
        useInnerText: true,
      },
    );
    await expect
      .poll(async () => (await scripts.bodies()).filter(isPrism).length)
      .toBe(1);
  });

  test('the copy button copies the code as shown, without magic comments', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/tests/code-blocks');
    const block = page.locator('.theme-code-block').first();
    await block.hover();
    await block.getByRole('button', {name: /copy/i}).click();
    // The button writes to the clipboard asynchronously.
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe('./openlist server --data ./data\necho "started"');
  });
});

import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, CSP_URL} from './fixtures';

/**
 * The Content-Security-Policy of deploy/nginx.conf (printed by
 * scripts/csp.mjs) must let every route type work: playwright.config serves
 * the build a second time with that header (`serve.mjs --csp`), and any
 * `securitypolicyviolation` event or console error fails the test.
 */
const origin = CSP_URL;

test('the server sends the policy', async ({request}) => {
  const response = await request.get(`${origin}/`);
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-");
  expect(policy).toContain('frame-src https://giscus.app');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});

/** Collects CSP violations (from the page) and console errors. */
async function watch(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as {cspViolations: string[]};
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.cspViolations.push(
        `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} in ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return async ({allow404 = false} = {}) => {
    const violations = await page.evaluate(
      () => (window as unknown as {cspViolations: string[]}).cspViolations,
    );
    expect(violations, 'CSP violations').toEqual([]);
    const errors = consoleErrors.filter(
      // The 404 page itself is answered with status 404, which Chromium logs.
      (text) => !(allow404 && /status of 404/.test(text)),
    );
    expect(errors, 'console errors').toEqual([]);
  };
}

test.describe('Content-Security-Policy', () => {
  test('home', async ({page}) => {
    const check = await watch(page);
    await gotoHydrated(page, `${origin}/`);
    await check();
  });

  test('doc page with comments', async ({page, services}) => {
    const check = await watch(page);
    await gotoHydrated(page, `${origin}/guide/advanced/webdav`);
    const comments = page.getByRole('region', {name: 'Comments'});
    await comments.scrollIntoViewIfNeeded();
    await expect(comments.locator('iframe')).toBeAttached();
    await expect.poll(() => services.giscus.length).toBeGreaterThan(0);
    await check();
  });

  test('post', async ({page}) => {
    const check = await watch(page);
    await gotoHydrated(page, `${origin}/posts/openlist-v4-1-5`);
    await check();
  });

  test('search opened with a query', async ({page}) => {
    const check = await watch(page);
    await gotoHydrated(page, `${origin}/guide`);
    await page.getByTestId('search-button').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox').fill('webdav');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await check();
  });

  test('404', async ({page}) => {
    const check = await watch(page);
    const response = await gotoHydrated(page, `${origin}/no-such-page`);
    expect(response?.status()).toBe(404);
    await check({allow404: true});
  });
});

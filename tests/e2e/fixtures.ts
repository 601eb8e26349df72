import {test as base, expect, type Page} from '@playwright/test';

/**
 * Shared fixtures for every browser test:
 * - no request may leave 127.0.0.1: anything else is aborted and fails the
 *   test, unless the test answered it itself with `page.route` (page routes
 *   run before this context-wide one);
 * - uncaught page errors fail the test.
 */
type Fixtures = {
  externalRequests: {blocked: string[]};
  pageErrors: Error[];
};

const isLocal = (url: URL) =>
  url.hostname === '127.0.0.1' ||
  url.protocol === 'data:' ||
  url.protocol === 'blob:';

export const test = base.extend<Fixtures>({
  externalRequests: [
    async ({context}, use) => {
      const blocked: string[] = [];
      await context.route(
        (url) => !isLocal(url),
        (route) => {
          blocked.push(route.request().url());
          return route.abort('blockedbyclient');
        },
      );
      await use({blocked});
      expect(blocked, 'requests to hosts other than 127.0.0.1').toEqual([]);
    },
    {auto: true},
  ],
  pageErrors: [
    async ({page}, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors.map(String), 'uncaught errors in the page').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** Waits until React has hydrated the page (Docusaurus marks <html>). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(
    () => document.documentElement.getAttribute('data-has-hydrated') === 'true',
  );
  return response;
}

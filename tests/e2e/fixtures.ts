import AxeBuilder from '@axe-core/playwright';
import {test as base, expect, type Page} from '@playwright/test';

/**
 * Shared fixtures for every browser test:
 * - no request may leave 127.0.0.1: anything else is aborted and fails the
 *   test, unless a handler below or in the test (page.route runs first)
 *   answers it;
 * - the outside services pages use by design — giscus, the avatar hosts and
 *   the GitHub API —
 *   are answered with recorded stand-ins, and their requests are listed in
 *   `services` so tests can assert on them;
 * - uncaught page errors fail the test.
 */
type Fixtures = {
  /** Let the first-visit language detection run (off unless a test asks). */
  languageDetection: boolean;
  detectionSwitch: void;
  externalRequests: {blocked: string[]};
  services: {giscus: string[]; avatars: string[]; github: string[]};
  pageErrors: Error[];
};

const isLocal = (url: URL) =>
  url.hostname === '127.0.0.1' ||
  url.protocol === 'data:' ||
  url.protocol === 'blob:';

/** A 1×1 transparent PNG. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * giscus stand-in: records the messages the page posts (theme updates) and,
 * like giscus once its thread has loaded, tells the page its height.
 */
const GISCUS_PAGE = `<!doctype html><title>giscus</title><p>comments</p>
<script>
  window.received = [];
  addEventListener('message', (e) => window.received.push(e.data));
  parent.postMessage({giscus: {resizeHeight: 120}}, '*');
</script>`;

export const AVATAR_HOSTS = [
  'www.gravatar.com',
  'avatars.githubusercontent.com',
];

export const test = base.extend<Fixtures>({
  languageDetection: [false, {option: true}],
  detectionSwitch: [
    async ({context, languageDetection}, use) => {
      // Most tests open a locale's pages directly; without this, a first
      // visit with an English browser would be sent to the English page.
      if (!languageDetection) {
        await context.addInitScript(() => {
          try {
            sessionStorage.setItem('openlist-docs:locale-initialized', '1');
          } catch {
            // Frames without storage (about:blank, sandboxed widgets).
          }
        });
      }
      await use();
    },
    {auto: true},
  ],
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
  services: [
    // Registered after the catch-all above, so these handlers run first.
    async ({context, externalRequests: _}, use) => {
      const recorded = {
        giscus: [] as string[],
        avatars: [] as string[],
        github: [] as string[],
      };
      // Runtime contributors: no commits unless a test answers otherwise.
      await context.route('https://api.github.com/**', (route) => {
        recorded.github.push(route.request().url());
        return route.fulfill({json: []});
      });
      await context.route('https://giscus.app/**', (route) => {
        recorded.giscus.push(route.request().url());
        return route.fulfill({contentType: 'text/html', body: GISCUS_PAGE});
      });
      await context.route(
        (url) => AVATAR_HOSTS.includes(url.hostname),
        (route) => {
          recorded.avatars.push(route.request().url());
          return route.fulfill({contentType: 'image/png', body: PIXEL});
        },
      );
      await use(recorded);
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

/**
 * Waits until the page has hydrated: its first pass (Docusaurus marks
 * <html data-has-hydrated>) and the parts that hydrate in turns after it
 * (plugins/preact/HydrateInTurn marks <html data-parts-hydrated>).
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => {
    const html = document.documentElement;
    return (
      html.getAttribute('data-has-hydrated') === 'true' &&
      html.getAttribute('data-parts-hydrated') === 'true'
    );
  });
  return response;
}

/**
 * axe-core for a page, reporting findings only. Every rule still checks
 * every element; passing and inapplicable checks keep one example each
 * instead of a description of each element. With axe.run in the page itself
 * ("legacy mode") that trimming happens before anything is serialized; the
 * default (axe.runPartial in each frame, merged in a blank page) first
 * describes every element each rule passed, thousands on long pages, and
 * took about twice as long (tests/e2e/a11y.spec.ts, 2026-11-29). Legacy mode
 * does not enter cross-origin frames: the comments' iframe is the only one.
 */
export function axe(page: Page) {
  const builder = new AxeBuilder({page})
    .options({resultTypes: ['violations']})
    .setLegacyMode();
  const analyze = builder.analyze.bind(builder);
  builder.analyze = async () => {
    await drawSkipped(page, true);
    try {
      return await analyze();
    } finally {
      await drawSkipped(page, false);
    }
  };
  return builder;
}

/**
 * Draws (true) or lets skip again (false) what the page draws only near the
 * viewport (content-visibility: auto, src/css/custom.css). axe misreads a
 * skipped block: Chromium does not restyle it after the colour mode changes,
 * so its computed colours stay the light ones, and hit tests pass through
 * it, so its targets seem covered. A reader never meets a block in that
 * state: it is drawn before it comes on screen, or when it is focused or
 * found. So a scan sees every block as drawn: the same containment (layout,
 * style, paint) without the placeholder size.
 */
async function drawSkipped(page: Page, draw: boolean) {
  await page.evaluate((draw) => {
    const MARK = 'data-e2e-drawn';
    if (!draw) {
      document.querySelectorAll<HTMLElement>(`[${MARK}]`).forEach((element) => {
        const style = element.getAttribute(MARK)!;
        if (style) element.setAttribute('style', style);
        else element.removeAttribute('style');
        element.removeAttribute(MARK);
      });
      return;
    }
    document.querySelectorAll<HTMLElement>('body *').forEach((element) => {
      if (getComputedStyle(element).contentVisibility !== 'auto') return;
      element.setAttribute(MARK, element.getAttribute('style') ?? '');
      element.style.setProperty('content-visibility', 'visible', 'important');
      element.style.setProperty('contain', 'layout style paint', 'important');
    });
  }, draw);
}

/**
 * Scrolls to the end of the page, as a reader who reaches the contributors
 * and comments (they load only when the reader comes near them).
 */
export async function scrollToEnd(page: Page) {
  await page.locator('footer').last().scrollIntoViewIfNeeded();
}

/** Clicks the colour mode toggle until the page is in `mode`. */
export async function switchColorMode(page: Page, mode: 'light' | 'dark') {
  const toggle = page.locator('.navbar button[class*="toggleButton"]').first();
  const html = page.locator('html');
  for (let i = 0; i < 3; i += 1) {
    if ((await html.getAttribute('data-theme')) === mode) return;
    const before = await html.getAttribute('data-theme-choice');
    await toggle.click();
    // The change lands after the view transition's snapshot, not at once.
    await expect(html).not.toHaveAttribute('data-theme-choice', before ?? '');
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

/** Base URL of the variant build (runtime contributors, hosted search…). */
export const VARIANT_URL = `http://127.0.0.1:${process.env.E2E_VARIANT_PORT}`;

/** Base URL of the main build served with the CSP of deploy/nginx.conf. */
export const CSP_URL = `http://127.0.0.1:${process.env.E2E_CSP_PORT}`;

/**
 * Records the scripts a page requests from now on; `bodies(n)` fetches the
 * first n of them (all so far by default), to check what a load contains.
 */
export function recordScripts(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return {
    urls,
    bodies: (count = urls.length) =>
      Promise.all(
        urls
          .slice(0, count)
          .map((url) => page.request.get(url).then((r) => r.text())),
      ),
  };
}

/**
 * From now on no script arrives, as when the reader's connection drops or a
 * deploy replaced the files the page asks for; returns the console errors
 * logged from now on.
 */
export async function goOffline(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/*.js', (route) => route.abort('internetdisconnected'));
  return errors;
}

import {OPENLIST_VERSION} from '../../src/lib/version';
import type {Page} from '@playwright/test';
import {
  test,
  expect,
  goOffline,
  gotoHydrated,
  recordScripts,
  scrollToEnd,
  switchColorMode,
} from './fixtures';

/** What each document of a visit showed when its content root was parsed. */
async function recordDocuments(page: Page) {
  const documents: {path: string; shown: boolean; hydrated: boolean}[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('document-probe '))
      documents.push(
        JSON.parse(message.text().slice('document-probe '.length)),
      );
  });
  await page.addInitScript(() => {
    const report = (hydrated: boolean) =>
      console.log(
        `document-probe ${JSON.stringify({
          path: location.pathname,
          shown: getComputedStyle(document.documentElement).display !== 'none',
          hydrated,
        })}`,
      );
    const observer = new MutationObserver(() => {
      if (document.getElementById('__docusaurus')) {
        observer.disconnect();
        report(false);
        const html = document.documentElement;
        new MutationObserver(() => {
          if (html.dataset.hasHydrated === 'true') report(true);
        }).observe(html, {attributes: true});
      }
    });
    observer.observe(document, {childList: true, subtree: true});
  });
  return documents;
}

const storedLocale = (page: Page) =>
  page.evaluate(() => localStorage.getItem('openlist-docs:locale'));

test.describe('language detection (inline in <head>)', () => {
  test.use({languageDetection: true});

  test.describe('with a Chinese browser', () => {
    test.use({locale: 'zh-CN'});

    test('the first visit lands on zh-CN and stores it, with no English page drawn first', async ({
      page,
    }) => {
      const documents = await recordDocuments(page);
      await page.goto('/guide/advanced/webdav');
      await expect(page).toHaveURL('/zh-CN/guide/advanced/webdav');
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      expect(await storedLocale(page)).toBe('zh-CN');
      await page.waitForFunction(
        () => document.documentElement.dataset.hasHydrated === 'true',
      );
      // The English document was hidden before its content was parsed and
      // never started its app; the Chinese one was shown.
      const english = documents.filter((d) => !d.path.startsWith('/zh-CN'));
      expect(english.every((d) => !d.shown && !d.hydrated)).toBe(true);
      expect(documents).toContainEqual({
        path: '/zh-CN/guide/advanced/webdav',
        shown: true,
        hydrated: false,
      });
    });

    test('a manual switch is not undone, in this session or the next', async ({
      page,
      context,
    }) => {
      await page.goto('/guide');
      await expect(page).toHaveURL('/zh-CN/guide');
      await page.waitForFunction(
        () => document.documentElement.dataset.hasHydrated === 'true',
      );
      await page
        .locator('[data-nav-group] button', {hasText: '简体中文'})
        .click();
      // Chosen from the keyboard: on a loaded machine a pointer click can land
      // while the popover is still being placed (see foundation.spec.ts).
      const english = page.locator('[data-popover="menu"] a[lang="en"]');
      await english.focus();
      await english.press('Enter');
      await expect(page).toHaveURL('/guide');
      await page.locator('.navbar a[href="/faq"]').first().click();
      await expect(page).toHaveURL('/faq');
      await page.goto('/configuration');
      await expect(page).toHaveURL('/configuration');
      expect(await storedLocale(page)).toBe('en');
      // A new tab is a new session; the stored choice still wins over the
      // browser's Chinese.
      const later = await context.newPage();
      await later.goto('/guide');
      await expect(later.locator('html')).toHaveAttribute('lang', 'en');
      await expect(later).toHaveURL('/guide');
    });

    test('a failure in detection is logged and the reader stays on the English page', async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.addInitScript(() => {
        Storage.prototype.getItem = () => {
          throw new Error('storage disabled');
        };
      });
      await page.goto('/faq');
      await expect(page.locator('article h1')).toBeVisible();
      await expect(page).toHaveURL('/faq');
      expect(
        errors.some((e) => e.startsWith('Language initialisation failed')),
      ).toBe(true);
    });

    test('a crawler is never redirected', async ({browser}) => {
      const context = await browser.newContext({
        locale: 'zh-CN',
        userAgent:
          'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0.0.0 Safari/537.36',
      });
      const page = await context.newPage();
      await page.goto('/guide/advanced/webdav');
      await expect(page.locator('article h1')).toBeVisible();
      await expect(page).toHaveURL('/guide/advanced/webdav');
      expect(await storedLocale(page)).toBeNull();
      // Both languages stay findable: every page names its alternates.
      await expect(
        page.locator('link[rel="alternate"][hreflang="zh-CN"]'),
      ).toHaveAttribute('href', /\/zh-CN\/guide\/advanced\/webdav$/);
      await context.close();
    });
  });

  test.describe('with an English browser', () => {
    test.use({locale: 'en-US'});

    test('a shared /zh-CN link is honoured; English is stored for later visits', async ({
      page,
      context,
    }) => {
      const documents = await recordDocuments(page);
      await gotoHydrated(page, '/zh-CN/faq');
      await expect(page).toHaveURL('/zh-CN/faq');
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      expect(documents.map((d) => d.path)).not.toContain('/faq');
      expect(await storedLocale(page)).toBe('en');
      const later = await context.newPage();
      await later.goto('/faq');
      await expect(later.locator('html')).toHaveAttribute('lang', 'en');
      await expect(later).toHaveURL('/faq');
    });

    test('a stored choice wins in a later session', async ({page}) => {
      await page.addInitScript(() => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem('openlist-docs:locale', 'zh-CN');
          sessionStorage.setItem('seeded', '1');
        }
      });
      await page.goto('/faq');
      await expect(page).toHaveURL('/zh-CN/faq');
    });

    test('an invalid stored value falls back to the current locale', async ({
      page,
    }) => {
      await page.addInitScript(() => {
        try {
          if (!sessionStorage.getItem('seeded')) {
            localStorage.setItem('openlist-docs:locale', 'fr');
            sessionStorage.setItem('seeded', '1');
          }
        } catch {
          // frames without storage
        }
      });
      await gotoHydrated(page, '/zh-CN/faq');
      await expect(page).toHaveURL('/zh-CN/faq');
      expect(await storedLocale(page)).toBe('zh-CN');
    });
  });
});

test.describe('colour mode', () => {
  test('auto follows a live system change', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, '/guide');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('the chosen mode survives a reload without a flash', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, '/guide');
    await switchColorMode(page, 'dark');
    // Record data-theme the moment the page's content root is parsed: no
    // content can be painted before it exists, and React has not run yet.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (document.getElementById('__docusaurus')) {
          (window as unknown as {firstTheme: string | null}).firstTheme =
            document.documentElement.getAttribute('data-theme');
          observer.disconnect();
        }
      });
      observer.observe(document, {childList: true, subtree: true});
    });
    for (const path of ['/guide', '/zh-CN/guide']) {
      await page.goto(path);
      expect(
        await page.evaluate(
          () => (window as unknown as {firstTheme: string}).firstTheme,
        ),
      ).toBe('dark');
    }
  });

  test('toggling asks for a view transition and grows it from the click', async ({
    page,
  }) => {
    await page.emulateMedia({
      colorScheme: 'light',
      reducedMotion: 'no-preference',
    });
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      (window as unknown as {transitions: unknown[]}).transitions = calls;
      const original = Element.prototype.animate;
      Element.prototype.animate = function (keyframes, options) {
        calls.push({keyframes, options});
        return original.call(this, keyframes, options);
      };
    });
    await gotoHydrated(page, '/guide');
    const toggle = page
      .locator('.navbar button[class*="toggleButton"]')
      .first();
    const box = (await toggle.boundingBox())!;
    await toggle.click();
    // The animation starts once the view transition is ready, a frame or
    // more after the click.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (window as unknown as {transitions: unknown[]}).transitions.length,
        ),
      )
      .toBeGreaterThan(0);
    const transitions = await page.evaluate(
      () =>
        (
          window as unknown as {
            transitions: {
              keyframes: {clipPath: string[]};
              options: {duration: number; easing: string};
            }[];
          }
        ).transitions,
    );
    expect(transitions).toHaveLength(1);
    expect(transitions[0]!.options).toMatchObject({
      duration: 300,
      easing: 'ease-in',
      pseudoElement: '::view-transition-new(root)',
    });
    const [x, y] = /at (\d+(?:\.\d+)?)px (\d+(?:\.\d+)?)px/
      .exec(transitions[0]!.keyframes.clipPath[0]!)!
      .slice(1)
      .map(Number);
    expect(Math.abs(x! - (box.x + box.width / 2))).toBeLessThan(box.width);
    expect(Math.abs(y! - (box.y + box.height / 2))).toBeLessThan(box.height);
  });

  test('with reduced motion the mode changes at once', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
    await page.addInitScript(() => {
      (window as unknown as {animated: number}).animated = 0;
      const original = Element.prototype.animate;
      Element.prototype.animate = function (...args) {
        (window as unknown as {animated: number}).animated += 1;
        return original.apply(this, args);
      };
    });
    await gotoHydrated(page, '/guide');
    await switchColorMode(page, 'dark');
    expect(
      await page.evaluate(
        () => (window as unknown as {animated: number}).animated,
      ),
    ).toBe(0);
  });

  test('the toggle names the current mode in both languages', async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, '/guide');
    const toggle = page
      .locator('.navbar button[class*="toggleButton"]')
      .first();
    await expect(toggle).toHaveAttribute(
      'aria-label',
      /currently (system|light) mode/,
    );
    await gotoHydrated(page, '/zh-CN/guide');
    await expect(
      page.locator('.navbar button[class*="toggleButton"]').first(),
    ).toHaveAttribute('aria-label', /当前为(跟随系统|浅色模式)）/);
  });
});

test.describe('scrolling and navbar', () => {
  test('an anchor link lands the heading 64 px below the top', async ({
    page,
  }) => {
    await gotoHydrated(page, '/tests/default-layout');
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '#section-5';
      link.id = 'test-anchor';
      link.textContent = 'jump';
      document.querySelector('article')!.prepend(link);
    });
    await page.locator('#test-anchor').click();
    await expect(page).toHaveURL(/#section-5$/);
    await expect
      .poll(() =>
        page
          .locator('#section-5')
          .evaluate((el) => Math.round(el.getBoundingClientRect().top)),
      )
      .toBe(64);
  });

  test('the table of contents scrolls smoothly to the section', async ({
    page,
  }) => {
    await page.emulateMedia({reducedMotion: 'no-preference'});
    await gotoHydrated(page, '/tests/default-layout');
    expect(
      await page.evaluate(
        () => getComputedStyle(document.documentElement).scrollBehavior,
      ),
    ).toBe('smooth');
    await page.locator('.table-of-contents a[href="#section-3"]').click();
    await expect
      .poll(() =>
        page
          .locator('#section-3')
          .evaluate((el) => Math.round(el.getBoundingClientRect().top)),
      )
      .toBe(64);
  });

  test('a new page opens at the top', async ({page}) => {
    await gotoHydrated(page, '/tests/default-layout');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.locator('.navbar a[href="/faq"]').first().click();
    await expect(page).toHaveURL('/faq');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the navbar fills once the page is scrolled, transparent at the top of home', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const navbar = page.locator('nav.navbar');
    const background = () =>
      navbar.evaluate((el) => getComputedStyle(el).backgroundColor);
    await expect.poll(background).toBe('rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(page.locator('html')).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(background).not.toBe('rgba(0, 0, 0, 0)');
    await expect
      .poll(() => navbar.evaluate((el) => getComputedStyle(el).boxShadow))
      .not.toBe('none');
  });
});

test.describe('desktop navbar groups', () => {
  test('moving from one open menu to another leaves the second open (focus is not handed back to the first trigger)', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const groups = page.locator('[data-nav-group] button');
    const menu = page.locator('[data-popover="menu"]');
    for (let round = 0; round < 3; round += 1) {
      await groups.filter({hasText: OPENLIST_VERSION}).hover();
      await expect(menu.filter({hasText: 'Release notes'})).toBeVisible();
      await groups.filter({hasText: 'Community'}).hover();
      await expect(menu.filter({hasText: 'Telegram group'})).toBeVisible();
      // Past the 400 ms hide delay of the first menu: still the second one.
      await page.waitForTimeout(600);
      await expect(menu).toHaveCount(1);
      await expect(menu).toContainText('Telegram group');
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe(
        'BODY',
      );
      await page.mouse.move(5, 600);
      await expect(menu).toHaveCount(0);
    }
  });

  test('floating-ui is not part of the first load; the first hover loads it and opens the menu', async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await gotoHydrated(page, '/guide/advanced/webdav');
    await page.waitForLoadState('networkidle');
    const firstLoad = scripts.urls.length;
    const bodies = await scripts.bodies();
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.some((b) => b.includes('data-floating-ui-focusable'))).toBe(
      false,
    );
    const button = page.locator('[data-nav-group] button', {
      hasText: 'Community',
    });
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('[data-popover="menu"]')).toBeVisible();
    expect(scripts.urls.length).toBeGreaterThan(firstLoad);
  });

  test('a pointer already on the trigger when the page hydrates opens the menu', async ({
    page,
  }) => {
    // Hold the app's code back until the pointer rests on the button.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/js/main.*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/configuration', {waitUntil: 'commit'});
    const button = page.locator('[data-nav-group] button', {
      hasText: 'Community',
    });
    await button.hover();
    release();
    await page.waitForFunction(
      () => document.documentElement.dataset.hasHydrated === 'true',
    );
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('[data-popover="menu"]')).toBeVisible();
  });

  test('open on hover and on click, close on outside click and Escape', async ({
    page,
  }) => {
    await gotoHydrated(page, '/guide');
    const button = page.locator('[data-nav-group] button', {
      hasText: 'Community',
    });
    const menu = page.locator('[data-popover="menu"]');
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(
      menu.getByRole('link', {name: /Telegram group/}),
    ).toBeVisible();
    await page.mouse.move(5, 400);
    await expect(menu).toHaveCount(0);
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await page.mouse.click(5, 400);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('are keyboard operable', async ({page}) => {
    await gotoHydrated(page, '/guide');
    const button = page.locator('[data-nav-group] button', {
      hasText: OPENLIST_VERSION,
    });
    await button.focus();
    await page.keyboard.press('ArrowDown');
    const links = page.locator('[data-popover="menu"] a');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
    await expect(page.locator('[data-popover="menu"]')).toHaveCount(0);
  });

  test('opening one group closes the other', async ({page}) => {
    await gotoHydrated(page, '/guide');
    await page
      .locator('[data-nav-group] button', {hasText: 'Community'})
      .click();
    await page
      .locator('[data-nav-group] button', {hasText: OPENLIST_VERSION})
      .click();
    await expect(page.locator('[data-popover="menu"]')).toHaveCount(1);
    await expect(page.locator('[data-popover="menu"]')).toContainText(
      'Release notes',
    );
  });
});

test.describe('navbar menus from the keyboard', () => {
  test('Tab goes from the trigger into the open menu, and from its last link on to the next control; Shift+Tab comes back', async ({
    page,
  }) => {
    await gotoHydrated(page, '/guide');
    const triggers = page.locator('[data-nav-group] button');
    const trigger = triggers.first();
    const name = (await trigger.innerText()).trim();
    // Keyboard focus opens a menu (hover and focus triggers).
    await triggers.first().focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(trigger).toBeFocused();
    const menu = page.getByRole('navigation', {name, exact: true});
    await expect(menu).toBeVisible();
    const links = menu.getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThan(1);
    await page.keyboard.press('Tab');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Tab');
    for (let i = 1; i < count; i++) await page.keyboard.press('Tab');
    await expect(links.last()).toBeFocused();
    // On past the last link: the control after the trigger in the navbar,
    // and the menu closes.
    await page.keyboard.press('Tab');
    const after = await page.evaluate(() => {
      const active = document.activeElement!;
      const first = document.querySelector('[data-nav-group] button')!;
      return {
        inNavbar: !!active.closest('.navbar'),
        follows: !!(
          first.compareDocumentPosition(active) &
          Node.DOCUMENT_POSITION_FOLLOWING
        ),
      };
    });
    expect(after).toEqual({inNavbar: true, follows: true});
    await expect(menu).toHaveCount(0);
  });
});

test.describe('tooltips', () => {
  test('show after 200 ms on hover and on focus, hide on Escape and outside click', async ({
    page,
  }) => {
    await gotoHydrated(page, '/guide');
    await scrollToEnd(page);
    const avatar = page
      .getByTestId('contributors')
      .locator('[aria-label]')
      .first();
    const tooltip = page.getByRole('tooltip');
    const started = Date.now();
    await avatar.hover();
    await expect(tooltip).toBeVisible();
    // Never sooner than the 200 ms show delay.
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    await expect(tooltip).toHaveText(
      (await avatar.getAttribute('aria-label'))!,
    );
    await page.keyboard.press('Escape');
    await expect(tooltip).toHaveCount(0);
    await page.mouse.move(5, 5);
    await page.waitForTimeout(350);
    await avatar.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(tooltip).toBeVisible();
    await page.mouse.click(5, 300);
    await expect(tooltip).toHaveCount(0);
  });
});

test.describe('popovers open in place', () => {
  /** Where the dropdown was drawn in each frame, kept by the page. */
  type Frames = {frames_: {visible: boolean; x: number; y: number}[]};
  // The outline dropdown of the bar above a doc on a phone, where a click on
  // one of its links now and then missed: the dropdown slid from the page's
  // top left corner to its trigger as it opened, and the click landed on it
  // in motion.
  const openOutline = async (page: Page) => {
    await page.setViewportSize({width: 375, height: 740});
    await gotoHydrated(page, '/guide/advanced/webdav');
    // Every frame from the click on: where the dropdown is drawn, if it is.
    await page.evaluate(() => {
      const frames: Frames['frames_'] = [];
      (window as unknown as Frames).frames_ = frames;
      const sample = () => {
        const popover = document.querySelector<HTMLElement>('[data-popover]');
        if (popover) {
          const style = getComputedStyle(popover);
          const box = popover.getBoundingClientRect();
          frames.push({
            visible: style.visibility === 'visible' && style.opacity !== '0',
            x: box.left,
            y: box.top,
          });
        }
        if (frames.length < 30) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.getByTestId('local-nav').getByTestId('outline-button').click();
    const dropdown = page.locator('[data-popover="dropdown"]');
    await expect(dropdown).toHaveAttribute('data-status', 'open');
    return dropdown;
  };

  test('a dropdown is drawn only where it belongs, from its first frame', async ({
    page,
  }) => {
    const dropdown = await openOutline(page);
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as Frames).frames_.length),
      )
      .toBe(30);
    const placed = (await dropdown.boundingBox())!;
    const frames = await page.evaluate(
      () => (window as unknown as Frames).frames_,
    );
    const drawn = frames.filter((frame) => frame.visible);
    expect(drawn.length).toBeGreaterThan(0);
    // Within the 2 px it slides down as it fades in.
    for (const frame of drawn) {
      expect(Math.abs(frame.x - placed.x)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(frame.y - placed.y)).toBeLessThanOrEqual(2.5);
    }
  });

  test('a closing dropdown lets clicks through to the page beneath', async ({
    page,
  }) => {
    const dropdown = await openOutline(page);
    const box = (await dropdown.boundingBox())!;
    // Escape, then at the first frame the dropdown is fading out (150 ms),
    // all in the page: a round trip from the test could miss that window.
    const beneath = await page.evaluate(
      ({x, y}) =>
        new Promise<boolean | string>((resolve) => {
          document.dispatchEvent(
            new KeyboardEvent('keydown', {key: 'Escape', bubbles: true}),
          );
          const check = () => {
            const popover = document.querySelector('[data-popover]');
            if (!popover) resolve('closed before it was seen fading out');
            else if (popover.getAttribute('data-status') !== 'close')
              requestAnimationFrame(check);
            else resolve(!popover.contains(document.elementFromPoint(x, y)));
          };
          check();
        }),
      {x: box.x + box.width / 2, y: box.y + box.height / 2},
    );
    expect(beneath).toBe(true);
  });
});

test.describe('nested popovers: the locked child', () => {
  const center = async (page: Page, name: string) => {
    const box = (await page
      .getByRole('button', {name, exact: true})
      .boundingBox())!;
    return {x: box.x + box.width / 2, y: box.y + box.height / 2, box};
  };
  const submenu = (page: Page, name: string) =>
    page.getByRole('navigation', {name, exact: true});
  // Popovers fade and slide in: measure positions once that has finished.
  const settled = (page: Page) =>
    page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running'),
    );

  async function openA(page: Page) {
    await gotoHydrated(page, '/tests/nested-popovers');
    await page.getByRole('button', {name: 'Parent', exact: true}).click();
    await expect(submenu(page, 'Parent menu')).toBeVisible();
    await settled(page);
    const a = await center(page, 'Child A');
    await page.mouse.move(a.x, a.y, {steps: 4});
    await expect(submenu(page, 'Submenu A')).toBeVisible();
    await settled(page);
    return a;
  }

  test('a sibling crossed on the way to an open child stays shut until the lock is released after 1000 ms', async ({
    page,
  }) => {
    // The page's clock is ours from here: timers only run when we say, so
    // the 1000 ms are measured exactly, whatever the machine's load.
    await page.clock.install();
    const a = await openA(page);
    const b = await center(page, 'Child B');
    const now = await page.evaluate(() => Date.now());
    // (Far enough ahead not to be in the past by the time it runs.)
    await page.clock.pauseAt(now + 2000);
    // Head straight for submenu A, which lies beyond B: the pointer crosses B
    // and rests there.
    await page.mouse.move(b.x, a.y, {steps: 6});
    await page.clock.runFor(990);
    await expect(submenu(page, 'Submenu A')).toBeVisible();
    await expect(submenu(page, 'Submenu B')).toHaveCount(0);
    // Both menus of the parent are still open: nesting keeps ancestors.
    await expect(submenu(page, 'Parent menu')).toBeVisible();

    // At 1000 ms the lock is released: submenu A hides and B, under the
    // resting pointer, opens.
    await page.clock.runFor(20);
    await page.clock.resume();
    await expect(submenu(page, 'Submenu A')).toHaveCount(0);
    await expect(submenu(page, 'Submenu B')).toBeVisible();
    await expect(submenu(page, 'Parent menu')).toBeVisible();
  });

  test('a pointer that leaves the open child’s trigger and comes back keeps the child open when the lock runs out', async ({
    page,
  }) => {
    await page.clock.install();
    const a = await openA(page);
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 2000);
    // Off A's trigger into the parent menu's padding above it (the lock
    // starts), then back onto it, within the 1000 ms.
    await page.mouse.move(a.x, a.box.y - 4, {steps: 2});
    await page.clock.runFor(100);
    await page.mouse.move(a.x, a.y, {steps: 2});
    // The lock runs out with the pointer resting on A's trigger: A was hidden
    // by the lock and opens again at once, as hovering its trigger does.
    await page.clock.runFor(1000);
    await page.clock.resume();
    await expect(submenu(page, 'Submenu A')).toBeVisible();
    await expect(submenu(page, 'Submenu B')).toHaveCount(0);
    await expect(submenu(page, 'Parent menu')).toBeVisible();
  });

  test('reaching the child ends the lock: it stays open past 1000 ms', async ({
    page,
  }) => {
    await page.clock.install();
    const a = await openA(page);
    const target = (await submenu(page, 'Submenu A').boundingBox())!;
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 2000);
    await page.mouse.move(target.x + 20, a.y, {steps: 10});
    await page.clock.runFor(1300);
    await page.clock.resume();
    await expect(submenu(page, 'Submenu A')).toBeVisible();
    // A click inside the child is not an outside click for the parent.
    await submenu(page, 'Submenu A').getByText('Content of submenu A').click();
    await expect(submenu(page, 'Parent menu')).toBeVisible();
    // An outside click closes them all.
    await page.mouse.click(5, 400);
    await expect(submenu(page, 'Parent menu')).toHaveCount(0);
    await expect(submenu(page, 'Submenu A')).toHaveCount(0);
  });
});

test.describe('a part whose code cannot be loaded (offline, or replaced by a deploy)', () => {
  test('a menu does not open, and the page keeps working', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await gotoHydrated(page, '/guide');
    const errors = await goOffline(page);
    const community = page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('button', {name: 'Community'});
    await community.click();
    await expect
      .poll(() =>
        errors.some((e) =>
          e.startsWith('Popover: the floating part could not be loaded:'),
        ),
      )
      .toBe(true);
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(page.locator('article h1')).toHaveText('Guide');
    await expect(community).toBeVisible();
  });

  test('the search dialog does not open, and the page keeps working', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 800});
    await gotoHydrated(page, '/guide');
    const errors = await goOffline(page);
    const button = page.getByTestId('search-button');
    await button.click();
    await expect
      .poll(() =>
        errors.some((e) =>
          e.startsWith('Search: the dialog could not be loaded:'),
        ),
      )
      .toBe(true);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('article h1')).toHaveText('Guide');
    // Trying again, from the keyboard, does no harm either.
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('article h1')).toHaveText('Guide');
  });
});

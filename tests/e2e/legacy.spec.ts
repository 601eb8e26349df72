import legacyData from '../../data/legacy-redirects.json';
import siteConfig from '../../site.config';
import {
  anchorOf,
  commentTerm,
  pathOf,
  type LegacyData,
} from '../../plugins/legacy-redirects/lib/legacyRedirects';
import {test, expect, gotoHydrated} from './fixtures';

const data = legacyData as unknown as LegacyData;

/**
 * The address the page settles on: read from the page itself (page.url()
 * learns of a replaceState only from a later protocol event), and polled,
 * since an old heading id is translated after an asynchronous fetch.
 */
function landing(page: import('@playwright/test').Page) {
  return expect.poll(() =>
    page.evaluate(() =>
      document.documentElement.getAttribute('data-has-hydrated') === 'true'
        ? decodeURIComponent(
            location.pathname + location.search + location.hash,
          )
        : null,
    ),
  );
}

/** True when the element is on screen (the page scrolled to it). */
async function inView(page: import('@playwright/test').Page, id: string) {
  const box = await page.locator(`[id="${id}"]`).boundingBox();
  const height = page.viewportSize()!.height;
  return !!box && box.y >= 0 && box.y < height;
}

const moved = Object.entries(data.valaxy).filter(([from, to]) => from !== to);
// A spread of kinds: a page moved as a whole, one merged into a section, a
// case variant of an earlier commit, and a VuePress page.
const sample: [string, string][] = [
  ...moved.filter(([, to]) => !to.includes('#')).slice(0, 3),
  ...moved.filter(([, to]) => to.includes('#')).slice(0, 3),
  ...Object.entries(data.valaxyHistory).slice(-4, -2),
  ...Object.entries(data.vuepress)
    .filter(([from]) => from.endsWith('.html'))
    .slice(0, 2),
];

test.describe('old addresses of the previous sites', () => {
  for (const [from, to] of sample) {
    test(`${from} leads to ${to}`, async ({page}) => {
      await page.goto(from);
      await landing(page).toBe(to);
      const id = anchorOf(to);
      if (id) await expect.poll(() => inView(page, id)).toBe(true);
    });
  }

  test('the Chinese address of a moved page leads to the Chinese page', async ({
    page,
  }) => {
    const [from, to] = moved.find(([, t]) => !t.includes('#'))!;
    await page.goto(`/zh-CN${from}`);
    await landing(page).toBe(`/zh-CN${to}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });

  test('a Chinese page of the VuePress site leads to the Chinese site', async ({
    page,
  }) => {
    const [from, to] = Object.entries(data.vuepress).find(([f]) =>
      f.startsWith('/zh/guide/install/'),
    )!;
    await page.goto(from);
    await landing(page).toBe(`/zh-CN${to}`);
  });

  test('the query string survives the redirect', async ({page}) => {
    await page.goto('/faq/howto?from=issue');
    await landing(page).toBe(`${data.valaxy['/faq/howto']}?from=issue`);
  });

  // The links of OpenList v4.1.5's bug-report templates
  // (.github/ISSUE_TEMPLATE/0{0,1}-bug_report_*.yml), as written there, and
  // the same anchors on the Chinese site.
  const TLS =
    'tls-handshake-timeout-read-connection-reset-by-peer-dns-lookup-failed-connect-connection-refused-client-timeout-exceeded-while-awaiting-headers-no-such-host-1';
  const templateLinks: [string, string][] = [
    ['/faq/howto#how-to-quickly-locate-bugs', 'how-to-quickly-locate-bugs'],
    [`/faq/howto#${TLS}`, TLS],
    // The Chinese template links the Chinese heading's old id.
    [
      '/faq/howto#%E5%A6%82%E4%BD%95%E5%BF%AB%E9%80%9F%E5%AE%9A%E4%BD%8Dbug',
      'how-to-quickly-locate-bugs',
    ],
  ];
  for (const prefix of ['', '/zh-CN']) {
    test(`the links of OpenList's bug-report templates scroll to their topic${prefix ? ' (Chinese site)' : ''}`, async ({
      page,
    }) => {
      for (const [link, id] of templateLinks) {
        await page.goto(`${prefix}${link}`);
        await landing(page).toBe(
          `${prefix}${pathOf(data.valaxy['/faq/howto']!)}#${id}`,
        );
        await expect(page.locator(`[id="${id}"]`)).toBeVisible();
        await expect.poll(() => inView(page, id)).toBe(true);
      }
    });
  }

  test('an unknown address still answers 404', async ({page}) => {
    const response = await page.goto('/guide/drivers/no-such-driver');
    expect(response?.status()).toBe(404);
  });
});

test.describe('comments keep their thread', () => {
  for (const pagePath of ['/faq/how-to', '/zh-CN/faq/how-to']) {
    test(`${pagePath} shows the discussion of its previous address`, async ({
      page,
    }) => {
      await gotoHydrated(page, pagePath);
      const region = page.getByRole('region', {
        name: pagePath.startsWith('/zh-CN') ? '评论' : 'Comments',
      });
      await region.scrollIntoViewIfNeeded();
      const frame = region.locator('iframe');
      await expect(frame).toBeAttached();
      const params = new URL((await frame.getAttribute('src'))!).searchParams;
      const {giscus} = siteConfig.site.comment;
      expect(Object.fromEntries(params)).toMatchObject({
        repo: giscus.repo,
        repoId: giscus.repoId,
        category: giscus.category,
        categoryId: giscus.categoryId,
        term: commentTerm(pagePath, data),
      });
      expect(params.get('term')).toBe('faq/howto');
    });
  }
});

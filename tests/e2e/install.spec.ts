import {test, expect, gotoHydrated} from './fixtures';
import {OPENLIST_VERSION} from '../../src/lib/version';

/**
 * `oldAnchors`: ids the Chinese page had before its headings got the English
 * ids (generated from the Chinese heading text), kept for existing links.
 */
const LOCALES = [
  {code: 'en', prefix: '', oldAnchors: []},
  {
    code: 'zh-CN',
    prefix: '/zh-CN',
    oldAnchors: [
      '准备工作',
      '关于-aria2-镜像',
      '使用-docker-run-运行',
      '使用-docker-compose-运行',
      '验证',
      '端口',
      '环境变量',
      '设置或重置管理员密码',
      '升级',
      '常见问题',
      '相关页面',
    ],
  },
] as const;

const DOCKER = '/guide/installation/docker';

/**
 * Anchors of the Docker page that other sites link to and must keep working:
 * the two the OpenList v4.1.5 Docker entrypoint prints in its permission
 * error, and the section ids older pages and posts link to.
 */
const OLD_DOCKER_ANCHORS = [
  'for-version-after-v4-1-0',
  'v4-1-0-以后版本',
  'images-and-tags',
  'build-the-image-yourself',
  'run-with-docker-run',
  'run-with-docker-compose',
  'set-or-reset-the-admin-password',
  'environment-variables',
  'upgrade',
];

/** The article's heading ids, in page order. */
async function headingIds(page: import('@playwright/test').Page) {
  return page
    .locator('article :is(h2, h3)[id]')
    .evaluateAll((els) => els.map((el) => el.id));
}

for (const locale of LOCALES) {
  test.describe(`installation pages (${locale.code})`, () => {
    test('the Docker page opens with the run command, then logging in, before the reference sections', async ({
      page,
    }) => {
      await gotoHydrated(page, `${locale.prefix}${DOCKER}`);
      const article = page.locator('article');
      const firstBlock = article.locator('.theme-code-block').first();
      await expect(firstBlock).toBeVisible();
      await expect(firstBlock).toContainText('docker run');
      await expect(firstBlock).toContainText(
        `openlistteam/openlist:${OPENLIST_VERSION}`,
      );

      // Order in the document: run command < "Log in" < "Images and tags".
      const order = await page.evaluate(() => {
        const block = document.querySelector('article .theme-code-block');
        const login = document.getElementById('log-in');
        const tags = document.getElementById('images-and-tags');
        if (!block || !login || !tags) return null;
        const before = (a: Node, b: Node) =>
          Boolean(
            a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING,
          );
        return {
          blockBeforeLogin: before(block, login),
          loginBeforeTags: before(login, tags),
        };
      });
      expect(order).toEqual({blockBeforeLogin: true, loginBeforeTags: true});

      // The password command sits in the "Log in" section, before the tags.
      const ids = await headingIds(page);
      expect(ids.indexOf('log-in')).toBeGreaterThan(-1);
      expect(ids.indexOf('log-in')).toBeLessThan(
        ids.indexOf('images-and-tags'),
      );
    });

    test('every old anchor of the Docker page still exists and can be opened', async ({
      page,
    }) => {
      await gotoHydrated(page, `${locale.prefix}${DOCKER}`);
      for (const id of [...OLD_DOCKER_ANCHORS, ...locale.oldAnchors]) {
        await expect(page.locator(`[id="${id}"]`), id).toHaveCount(1);
      }
      // The entrypoint prints the Chinese anchor percent-encoded.
      await gotoHydrated(
        page,
        `${locale.prefix}${DOCKER}#${encodeURIComponent('v4-1-0-以后版本')}`,
      );
      await expect
        .poll(
          () =>
            page.evaluate(() => {
              const anchor = document.getElementById('v4-1-0-以后版本');
              if (!anchor) return false;
              const {top} = anchor.getBoundingClientRect();
              return window.scrollY > 0 && top >= 0 && top < window.innerHeight;
            }),
          // Smooth scrolling after hydration can take seconds on a loaded
          // machine; the same allowance as reader.spec.ts.
          {timeout: 15_000, message: 'the page scrolls to the Chinese anchor'},
        )
        .toBe(true);
    });

    test('the install script page and the BT Panel section exist at their old addresses', async ({
      page,
    }) => {
      const response = await gotoHydrated(
        page,
        `${locale.prefix}/guide/installation/script`,
      );
      expect(response?.status()).toBe(200);
      await expect(page.locator('article h1')).toBeVisible();
      await expect(
        page.locator('article .theme-code-block').first(),
      ).toContainText('OpenList-Resource');

      await gotoHydrated(
        page,
        `${locale.prefix}/guide/installation/reverse-proxy#bt-panel`,
      );
      await expect(page.locator('article h2#bt-panel')).toBeInViewport();
    });
  });
}

test('the Docker page has the same heading ids in English and Chinese', async ({
  page,
}) => {
  await gotoHydrated(page, DOCKER);
  const en = await headingIds(page);
  await gotoHydrated(page, `/zh-CN${DOCKER}`);
  const zh = await headingIds(page);
  expect(en.length).toBeGreaterThan(5);
  expect(zh).toEqual(en);
});

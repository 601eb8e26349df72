import fs from 'node:fs';
import path from 'node:path';
import {test, expect, gotoHydrated, VARIANT_URL} from './fixtures';
import {flattenCategories, pinOf} from '../../plugins/posts/lib/posts';
import {
  category,
  categoryTree,
  chineseTitles,
  listedPosts,
  listPages,
  firstPage,
  newestListed,
  postsIn,
  postsText,
  tagCount,
  years,
} from './blogSource';

const BUILD = path.resolve(__dirname, '../../build');

/** Every file under a directory. */
function files(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) =>
      entry.isDirectory()
        ? files(path.join(dir, entry.name))
        : [path.join(dir, entry.name)],
    );
}

test.describe('post list', () => {
  test('pages of pageSize posts, pinned first, then newest first; "Older entries" goes on', async ({
    page,
  }) => {
    // What blog/ holds decides the pages (tests/e2e/blogSource.ts).
    expect(listPages.length).toBeGreaterThan(1);
    const articles = page.locator('main article');
    await gotoHydrated(page, '/posts');
    for (const [index, posts] of listPages.entries()) {
      if (index > 0) {
        await page.getByRole('link', {name: 'Older entries'}).click();
        await expect(page).toHaveURL(new RegExp(`/posts/page/${index + 1}$`));
      }
      await expect(articles.locator('h2')).toHaveText(
        posts.map((post) => post.title),
      );
      for (const [i, post] of posts.entries())
        await expect(
          articles.nth(i).locator('[data-meta="pinned"]'),
        ).toHaveCount(pinOf(post) === null ? 0 : 1);
    }
    await expect(page.getByRole('link', {name: 'Older entries'})).toHaveCount(
      0,
    );
  });

  test('Chinese list: same order, translated labels', async ({page}) => {
    await gotoHydrated(page, '/zh-CN/posts');
    const articles = page.locator('main article');
    await expect(articles.locator('h2')).toHaveText(
      firstPage.map((post) => chineseTitles.get(post.permalink)!),
    );
    const pinned = firstPage.findIndex((post) => pinOf(post) !== null);
    if (pinned >= 0)
      await expect(
        articles.nth(pinned).locator('[data-meta="pinned"]'),
      ).toHaveText('置顶');
    await expect(
      page.getByRole('navigation', {name: '文章菜单'}).getByRole('link'),
    ).toHaveText(['文章', '归档', '分类', '标签']);
  });

  test('hidden posts have a page but are not listed; hide: index stays listed', async ({
    page,
  }) => {
    await gotoHydrated(page, '/tests/posts');
    const titles = page.locator('main article h2');
    await expect(titles).toHaveText([
      'Protected fixture post',
      'Listed fixture post',
      'Index-hidden fixture post',
    ]);
    await gotoHydrated(page, '/tests/posts/hidden-fixture');
    await expect(page.locator('h1')).toHaveText('Hidden fixture post');
    await gotoHydrated(page, '/tests/posts/archive');
    await expect(page.locator('main')).not.toContainText('Hidden fixture post');
  });
});

test.describe('categories', () => {
  test('the tree shows each category with its total, descendants included', async ({
    page,
  }) => {
    await gotoHydrated(page, '/posts/categories');
    await expect(page.locator('h1')).toHaveText('Categories');
    const all = flattenCategories(categoryTree);
    await expect(page.locator('[data-counter="categories"]')).toHaveText(
      `${all.length} categories`,
    );
    const node = (p: string) =>
      page.locator(`[data-category="${p}"] > [data-total]`);
    for (const category of all) {
      const key = category.path.join('/');
      await expect(node(key)).toHaveAttribute(
        'data-total',
        String(category.total),
      );
      await expect(node(key)).toHaveText(postsText(category.total));
    }
  });

  test('a category page lists its sub-categories and posts', async ({page}) => {
    await gotoHydrated(page, '/posts/categories/releases');
    await expect(page.locator('h1')).toHaveText('Releases');
    await expect(page.locator('[data-counter="posts"]')).toHaveText(
      postsText(category('Releases').total),
    );
    await page.getByRole('link', {name: '4.1', exact: true}).click();
    await expect(page).toHaveURL(/\/posts\/categories\/releases\/4-1$/);
    await expect(page.locator('h1')).toHaveText('4.1');
    const posts = page.locator('main li a[href^="/posts/openlist-"]');
    await expect(posts).toHaveText(
      postsIn('Releases/4.1').map((post) => post.title),
    );
    await expect(
      page.getByRole('navigation', {name: 'Category path'}).getByRole('link'),
    ).toHaveText(['Categories', 'Releases']);
  });

  test('a lookup finds a category; a missing one logs "Do not have category" and shows all', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await gotoHydrated(page, '/posts/categories?category=Releases/4.0');
    await expect(page.locator('[data-category-lookup]')).toHaveAttribute(
      'data-category-lookup',
      'Releases/4.0',
    );
    await expect(
      page.locator('main li a[href^="/posts/openlist-"]'),
    ).toHaveCount(category('Releases/4.0').total);
    expect(warnings).toEqual([]);

    await gotoHydrated(page, '/posts/categories?category=Releases/9.9');
    await expect(page.locator('[data-category-lookup]')).toHaveCount(0);
    await expect(page.locator('[data-category="Announcements"]')).toBeVisible();
    await expect(page.locator('[data-category="Releases/4.1"]')).toBeVisible();
    expect(warnings).toContain('Do not have category');
  });

  test('Chinese category names and counters', async ({page}) => {
    await gotoHydrated(page, '/zh-CN/posts/categories');
    await expect(page.locator('[data-counter="categories"]')).toHaveText(
      `共 ${flattenCategories(categoryTree).length} 个分类`,
    );
    await expect(
      page.locator('[data-category="Releases"] > a').first(),
    ).toHaveText('版本发布');
    await expect(
      page.locator('[data-category="Announcements"] > [data-total]'),
    ).toHaveText(`共 ${category('Announcements').total} 篇文章`);
  });

  test('nested categories three levels deep', async ({page}) => {
    await gotoHydrated(page, '/tests/posts/categories/fixtures/nested/deep');
    await expect(page.locator('h1')).toHaveText('Deep');
    await expect(
      page.getByRole('navigation', {name: 'Category path'}).getByRole('link'),
    ).toHaveText(['Categories', 'Fixtures', 'Nested']);
  });
});

test.describe('archives and tags counters', () => {
  test('archive counts every listed post and groups them by year', async ({
    page,
  }) => {
    await gotoHydrated(page, '/posts/archive');
    await expect(page.locator('[data-counter="archives"]')).toHaveText(
      postsText(listedPosts.length),
    );
    await expect(page.locator('main h2')).toHaveText(
      years.map(([year, count]) => `${year} ${postsText(count)}`),
    );
    await gotoHydrated(page, '/zh-CN/posts/archive');
    await expect(page.locator('[data-counter="archives"]')).toHaveText(
      `共 ${listedPosts.length} 篇文章`,
    );
  });

  test.describe('with a Chinese browser', () => {
    test.use({locale: 'zh-CN'});
    test('the Chinese tag list hydrates without a mismatch, letters in pinyin order', async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      await gotoHydrated(page, '/zh-CN/posts/tags');
      await expect(page.locator('[data-counter="tags"]')).toHaveText(
        `共 ${tagCount} 个标签`,
      );
      await expect(page.locator('main article h2')).toHaveText([
        '安',
        '版',
        '存',
        '公',
        'D',
      ]);
      expect(errors.filter((e) => /#418|hydrat/i.test(e))).toEqual([]);
    });
  });

  test('tags page counts the tags', async ({page}) => {
    await gotoHydrated(page, '/posts/tags');
    await expect(page.locator('[data-counter="tags"]')).toHaveText(
      `${tagCount} tags`,
    );
    await gotoHydrated(page, '/tests/posts/tags');
    await expect(page.locator('[data-counter="tags"]')).toHaveText('One tag');
  });
});

test.describe('a post page', () => {
  test('shows its metadata, reading time, copyright and related posts', async ({
    page,
  }) => {
    await gotoHydrated(page, '/posts/openlist-v4-1-5');
    const meta = page.locator('[data-post-meta]');
    await expect(meta.locator('[data-meta="created"]')).toHaveText(
      'Posted October 19, 2025',
    );
    await expect(meta.locator('[data-meta="words"]')).toHaveText(
      /^[\d,]+ words$/,
    );
    const words = Number(
      (await meta.locator('[data-meta="words"]').innerText()).replace(
        /\D/g,
        '',
      ),
    );
    // 100 English words per minute.
    await expect(meta.locator('[data-meta="reading-time"]')).toHaveText(
      `${Math.ceil(words / 100)} min read`,
    );
    await expect(meta.locator('[data-meta="categories"] a')).toHaveText([
      'Releases',
      '4.1',
    ]);
    await expect(page.locator('.avatar__name')).toHaveText('OpenList Team');
    const copyright = page.locator('[data-post-copyright]');
    await expect(copyright.locator('[data-field="author"]')).toHaveText(
      'OpenList Team',
    );
    await expect(copyright.locator('[data-field="link"]')).toHaveText(
      'https://doc.oplist.org/posts/openlist-v4-1-5',
    );
    await expect(copyright.locator('[data-field="license"] a')).toHaveText(
      'CC BY-SA 4.0',
    );
    const related = page.locator('[data-related-posts] li a');
    await expect(related).toHaveCount(5);
    await expect(related.first()).toHaveText(/^OpenList v4\.1\./);
    // Sponsor: enabled with no methods, so nothing.
    await expect(page.locator('[data-sponsor]')).toHaveCount(0);
  });

  test('Chinese post: dates in Chinese, 300 characters per minute', async ({
    page,
  }) => {
    await gotoHydrated(page, '/zh-CN/posts/openlist-v4-1-5');
    const meta = page.locator('[data-post-meta]');
    await expect(meta.locator('[data-meta="created"]')).toHaveText(
      '发表于 2025年10月19日',
    );
    await expect(meta.locator('[data-meta="words"]')).toHaveText(/^[\d,]+ 字$/);
    await expect(meta.locator('[data-meta="reading-time"]')).toHaveText(
      /^约 \d+ 分钟读完$/,
    );
    await expect(
      page.locator('[data-post-copyright] [data-field="license"]'),
    ).toContainText('除特别说明外');
  });

  test('has Article structured data with the headline', async ({page}) => {
    await gotoHydrated(page, '/posts/openlist-v4-1-5');
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .allTextContents();
    const article = blocks
      .map((text) => JSON.parse(text))
      .find((data) => data['@type'] === 'Article');
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      headline: 'OpenList v4.1.5',
      datePublished: '2025-10-19T00:00:00.000Z',
      url: 'https://doc.oplist.org/posts/openlist-v4-1-5',
      author: [{'@type': 'Person', name: 'OpenList Team'}],
    });
    expect(article.headline.length).toBeLessThanOrEqual(110);
    expect(blocks.some((text) => text.includes('"BlogPosting"'))).toBe(false);
  });

  test('an old post shows the staleness warning with the "ago" value', async ({
    page,
  }) => {
    // v4.0.0 was posted on 2025-06-20; seven months later it is stale.
    await page.clock.install({time: new Date('2026-01-25T12:00:00Z')});
    await gotoHydrated(page, '/posts/openlist-v4-0-0');
    const warning = page.locator('[data-stale-warning]');
    await expect(warning).toContainText('This post may be out of date');
    await expect(warning).toContainText('updated 7 months ago');
  });

  test('the warning counts from `updated` when a post has it; cover and updated date shown', async ({
    page,
  }) => {
    // Posted 2024-03-01, updated 2024-09-01: on 2025-02-01 the post is 11
    // months old but was updated 5 months ago, so no warning.
    await page.clock.install({time: new Date('2025-02-01T00:00:00Z')});
    await gotoHydrated(page, '/tests/posts/listed-fixture');
    await expect(page.locator('[data-meta="updated"]')).toHaveText(
      'Updated September 1, 2024',
    );
    await expect(page.locator('img[data-post-cover]')).toHaveAttribute(
      'src',
      '/img/logo.svg',
    );
    await expect(page.locator('[data-post-meta]')).toBeVisible();
    await expect(page.locator('[data-stale-warning]')).toHaveCount(0);
    // Seven months after the update it is stale.
    await page.clock.setSystemTime(new Date('2025-04-01T00:00:00Z'));
    await page.reload();
    await expect(page.locator('[data-stale-warning]')).toContainText(
      'updated 7 months ago',
    );
  });

  test('a post already stale when the site was built has the warning in its static HTML (no layout shift)', async ({
    request,
  }) => {
    // v4.1.5 was posted on 2025-10-19, more than 180 days before any build
    // from 2026-04-17 on.
    const html = await (await request.get('/posts/openlist-v4-1-5')).text();
    expect(html).toContain('data-stale-warning');
  });

  test('a fresh post shows no warning', async ({page}) => {
    // 179 days after v4.1.5 was posted: under the 180-day threshold.
    await page.clock.install({time: new Date('2026-04-16T00:00:00Z')});
    await gotoHydrated(page, '/posts/openlist-v4-1-5');
    await expect(page.locator('[data-post-meta]')).toBeVisible();
    await expect(page.locator('[data-stale-warning]')).toHaveCount(0);
  });

  test('the Chinese warning uses Chinese relative time', async ({page}) => {
    await page.clock.install({time: new Date('2026-01-25T12:00:00Z')});
    await gotoHydrated(page, '/zh-CN/posts/openlist-v4-0-0');
    await expect(page.locator('[data-stale-warning]')).toContainText(
      '本文最后更新于7 个月前',
    );
  });
});

test.describe('production build', () => {
  test('drafts in nested folders are absent', () => {
    const all = files(BUILD);
    expect(all.some((file) => file.includes('nested-draft'))).toBe(false);
    const leaked = all.filter(
      (file) =>
        /\.(html|js|json|xml)$/.test(file) &&
        fs.readFileSync(file, 'utf8').includes('DRAFT-MARKER-7f3a'),
    );
    expect(leaked).toEqual([]);
  });

  test('the feed switch: on for the fixture posts, off for the real posts', async ({
    request,
  }) => {
    const feed = await request.get('/tests/posts/rss.xml');
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('Listed fixture post');
    expect((await request.get('/posts/rss.xml')).status()).toBe(404);
    expect((await request.get('/posts/atom.xml')).status()).toBe(404);
  });

  test('the variant build has the same post rules', async ({page}) => {
    await gotoHydrated(page, `${VARIANT_URL}/posts`);
    await expect(page.locator('main article').first().locator('h2')).toHaveText(
      newestListed.title,
    );
  });
});

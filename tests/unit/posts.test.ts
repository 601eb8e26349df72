import {
  articleStructuredData,
  buildCategoryTree,
  categoryPath,
  categoryPermalink,
  categorySlug,
  comparePosts,
  counterText,
  flattenCategories,
  inCategory,
  isListedPost,
  isStale,
  listPosts,
  postsBaseOf,
  lookupCategory,
  MISSING_CATEGORY_MESSAGE,
  postStatistics,
  relatedPosts,
  tagsByLetter,
  TIME_WARNING_MS,
  truncateHeadline,
} from '../../plugins/posts/lib/posts';

const post = (
  permalink: string,
  date: string | null,
  frontMatter: Record<string, unknown> = {},
) => ({permalink, date, frontMatter});

describe('post list rule (spec: "Include only pages under /posts that are not .html, have a date, and are not hidden (unless hide equals index)")', () => {
  it('includes a dated post under /posts', () => {
    expect(isListedPost(post('/posts/a', '2025-01-01'))).toBe(true);
    expect(isListedPost(post('/posts', '2025-01-01'))).toBe(true);
  });
  it('leaves out pages outside /posts', () => {
    expect(isListedPost(post('/guide/a', '2025-01-01'))).toBe(false);
    expect(isListedPost(post('/postscript', '2025-01-01'))).toBe(false);
  });
  it('leaves out .html pages', () => {
    expect(isListedPost(post('/posts/a.html', '2025-01-01'))).toBe(false);
  });
  it('leaves out posts without a date', () => {
    expect(isListedPost(post('/posts/a', null))).toBe(false);
    expect(isListedPost(post('/posts/a', 'not a date'))).toBe(false);
  });
  it('leaves out hidden posts, except hide: index', () => {
    expect(isListedPost(post('/posts/a', '2025-01-01', {hide: true}))).toBe(
      false,
    );
    expect(isListedPost(post('/posts/a', '2025-01-01', {hide: 'all'}))).toBe(
      false,
    );
    expect(isListedPost(post('/posts/a', '2025-01-01', {hide: 'index'}))).toBe(
      true,
    );
    expect(isListedPost(post('/posts/a', '2025-01-01', {hide: false}))).toBe(
      true,
    );
  });
  it('accepts a locale prefix and another base path', () => {
    expect(
      isListedPost(post('/zh-CN/posts/a', '2025-01-01'), {
        localePrefix: '/zh-CN',
      }),
    ).toBe(true);
    expect(
      isListedPost(post('/tests/posts/a', '2025-01-01'), {
        basePath: '/tests/posts',
      }),
    ).toBe(true);
  });
});

describe('post order (spec: "Pinned posts (top) come first sorted by top descending, then the others by date descending")', () => {
  const posts = [
    post('/posts/old', '2024-01-01'),
    post('/posts/pinned-low', '2023-01-01', {top: 1}),
    post('/posts/new', '2025-06-01'),
    post('/posts/pinned-high', '2022-01-01', {top: 5}),
    post('/posts/hidden', '2026-01-01', {hide: true}),
    post('/posts/pinned-low-newer', '2024-06-01', {top: 1}),
    post('/posts/not-a-number', '2025-01-01', {top: 'high'}),
  ];
  it('puts pinned posts first by top, then the rest by date, and filters', () => {
    expect(listPosts(posts).map((p) => p.permalink)).toEqual([
      '/posts/pinned-high',
      '/posts/pinned-low-newer',
      '/posts/pinned-low',
      '/posts/new',
      '/posts/not-a-number',
      '/posts/old',
    ]);
  });
  it('does not change the input', () => {
    const copy = [...posts];
    listPosts(posts);
    expect(posts).toEqual(copy);
  });
  it('compares a pinned post before any unpinned one', () => {
    expect(
      comparePosts(
        post('/posts/a', '2000-01-01', {top: 0}),
        post('/posts/b', '2030-01-01'),
      ),
    ).toBeLessThan(0);
  });
});

describe('categories', () => {
  it('reads a string or a nested list', () => {
    expect(categoryPath('Releases')).toEqual(['Releases']);
    expect(categoryPath(['guide', 'drivers'])).toEqual(['guide', 'drivers']);
    expect(categoryPath(undefined)).toEqual([]);
    expect(categoryPath('  ')).toEqual([]);
  });
  it('makes URL-safe slugs', () => {
    expect(categorySlug('4.0')).toBe('4-0');
    expect(categorySlug('Storage drivers')).toBe('storage-drivers');
    expect(categorySlug('版本 发布')).toBe('版本-发布');
    expect(categoryPermalink(['Releases', '4.1'])).toBe(
      '/posts/categories/releases/4-1',
    );
  });

  const tree = buildCategoryTree([
    {categories: ['Releases', '4.1']},
    {categories: ['Releases', '4.0']},
    {categories: ['Releases', '4.0']},
    {categories: ['Releases']},
    {categories: ['News']},
    {categories: []},
  ]);

  it('builds nodes with name, total including descendants, and children', () => {
    expect(
      tree.map(({name, total, children}) => ({
        name,
        total,
        children: children.map((c) => [c.name, c.total]),
      })),
    ).toEqual([
      {name: 'News', total: 1, children: []},
      {
        name: 'Releases',
        total: 4,
        children: [
          ['4.0', 2],
          ['4.1', 1],
        ],
      },
    ]);
    expect(flattenCategories(tree).map((n) => n.permalink)).toEqual([
      '/posts/categories/news',
      '/posts/categories/releases',
      '/posts/categories/releases/4-0',
      '/posts/categories/releases/4-1',
    ]);
  });

  it('finds a category by names or slugs', () => {
    const log = jest.fn();
    expect(lookupCategory(tree, ['Releases', '4.0'], log).found?.total).toBe(2);
    expect(lookupCategory(tree, ['releases', '4-0'], log).found?.name).toBe(
      '4.0',
    );
    expect(log).not.toHaveBeenCalled();
  });

  it('logs "Do not have category" and falls back to all categories', () => {
    const log = jest.fn();
    const result = lookupCategory(tree, ['Releases', '9.9'], log);
    expect(log).toHaveBeenCalledWith(MISSING_CATEGORY_MESSAGE);
    expect(MISSING_CATEGORY_MESSAGE).toBe('Do not have category');
    expect(result.found).toBeNull();
    expect(result.categories).toBe(tree);
  });

  it('an empty lookup shows all categories without a warning', () => {
    const log = jest.fn();
    expect(lookupCategory(tree, [], log).categories).toBe(tree);
    expect(log).not.toHaveBeenCalled();
  });

  it('matches posts at or below a category', () => {
    expect(inCategory(['Releases', '4.0'], ['Releases'])).toBe(true);
    expect(inCategory(['Releases'], ['Releases', '4.0'])).toBe(false);
    expect(inCategory(['News'], [])).toBe(false);
  });
});

describe('counters', () => {
  const forms = {zero: 'No posts', one: 'One post', many: '{count} posts'};
  it('uses zero, one and many wording', () => {
    expect(counterText(0, forms)).toBe('No posts');
    expect(counterText(1, forms)).toBe('One post');
    expect(counterText(2, forms)).toBe('2 posts');
    expect(counterText(16, forms)).toBe('16 posts');
  });
});

describe('word count and reading time (300 Chinese characters / 100 English words per minute)', () => {
  it('counts English words at 100 per minute', () => {
    const text = Array.from({length: 250}, () => 'word').join(' ');
    expect(postStatistics(text)).toMatchObject({
      words: 250,
      cjk: 0,
      total: 250,
      minutes: 3,
    });
    expect(postStatistics('word '.repeat(100)).minutes).toBe(1);
    expect(postStatistics('word '.repeat(101)).minutes).toBe(2);
  });
  it('counts Chinese characters at 300 per minute', () => {
    expect(postStatistics('文'.repeat(600))).toMatchObject({
      cjk: 600,
      words: 0,
      minutes: 2,
    });
    expect(postStatistics('文'.repeat(601)).minutes).toBe(3);
  });
  it('adds both for mixed text and ignores markup', () => {
    const stats = postStatistics(
      '## 标题\n\n使用 `openlist server` 启动，见 [文档](https://example.com/a)。\n\n<!-- 注释 comment -->',
    );
    // 标题 使用 启动 见 文档 = 9 characters; openlist server = 2 words
    expect(stats).toMatchObject({cjk: 9, words: 2, total: 11, minutes: 1});
  });
  it('is zero for an empty post', () => {
    expect(postStatistics('')).toMatchObject({total: 0, minutes: 0});
  });
});

describe('staleness warning (time_warning 15552000000 ms)', () => {
  const updated = Date.UTC(2025, 0, 1);
  it('is about 180 days', () => {
    expect(TIME_WARNING_MS / 86400000).toBe(180);
  });
  it('warns only when strictly older than the threshold', () => {
    expect(isStale(updated, updated + TIME_WARNING_MS)).toBe(false);
    expect(isStale(updated, updated + TIME_WARNING_MS + 1)).toBe(true);
    expect(isStale(updated, updated + TIME_WARNING_MS - 1)).toBe(false);
  });
  it('accepts date strings and ignores invalid dates', () => {
    expect(isStale('2025-01-01', new Date('2026-11-21'))).toBe(true);
    expect(isStale('nope', Date.now())).toBe(false);
  });
});

describe('structured-data headline', () => {
  it('keeps titles of up to 110 characters', () => {
    const title = 'x'.repeat(110);
    expect(truncateHeadline(title)).toBe(title);
  });
  it('cuts longer titles at 110 characters', () => {
    expect(truncateHeadline('y'.repeat(111))).toHaveLength(110);
    const chinese = '长'.repeat(200);
    expect(Array.from(truncateHeadline(chinese))).toHaveLength(110);
  });
  it('does not split a surrogate pair', () => {
    const title = `${'a'.repeat(109)}😀😀`;
    expect(truncateHeadline(title)).toBe(`${'a'.repeat(109)}😀`);
  });
});

describe('related posts', () => {
  const mk = (
    permalink: string,
    date: string,
    tags: string[],
    categories: string[],
  ) => ({permalink, title: permalink, date, tags, categories});
  const current = mk(
    '/posts/a',
    '2025-05-01',
    ['release', 'docker'],
    ['Releases', '4.1'],
  );
  const others = [
    current,
    mk('/posts/b', '2025-01-01', ['release'], ['Releases', '4.0']),
    mk('/posts/c', '2025-02-01', ['release', 'docker'], ['Releases', '4.1']),
    mk('/posts/d', '2025-03-01', [], ['News']),
    mk('/posts/e', '2025-04-01', ['release'], ['Releases', '4.0']),
  ];
  it('ranks by shared tags and categories, then by date, and skips the post itself', () => {
    expect(relatedPosts(current, others).map((p) => p.permalink)).toEqual([
      '/posts/c',
      '/posts/e',
      '/posts/b',
    ]);
  });
  it('limits the count', () => {
    expect(relatedPosts(current, others, 1)).toHaveLength(1);
  });
});

describe('postsBaseOf', () => {
  it('finds the posts base of a route', () => {
    expect(postsBaseOf('/posts')).toBe('/posts');
    expect(postsBaseOf('/posts/page/2')).toBe('/posts');
    expect(postsBaseOf('/zh-CN/posts/tags/release')).toBe('/zh-CN/posts');
    expect(postsBaseOf('/tests/posts/listed-fixture')).toBe('/tests/posts');
    expect(postsBaseOf('/guide/postscript')).toBeNull();
  });
});

describe('Article structured data', () => {
  const base = {
    title: 'OpenList v4.1.5',
    url: 'https://doc.oplist.org/posts/openlist-v4-1-5',
    datePublished: '2025-10-19T00:00:00.000Z',
    authors: [{name: 'OpenList Team', url: 'https://github.com/OpenListTeam'}],
    inLanguage: 'en',
    publisher: {name: 'OpenList'},
  };
  it('is an Article with the post fields', () => {
    const data = articleStructuredData({...base, keywords: ['release']});
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: 'OpenList v4.1.5',
      datePublished: base.datePublished,
      dateModified: base.datePublished,
      author: [{'@type': 'Person', name: 'OpenList Team'}],
      keywords: ['release'],
    });
  });
  it('cuts the headline at 110 characters but keeps the full name', () => {
    const title = 'A'.repeat(150);
    const data = articleStructuredData({...base, title});
    expect(data.headline).toHaveLength(110);
    expect(data.name).toBe(title);
  });
});

describe('tags by letter', () => {
  const tags = [
    'Docker',
    '版本发布',
    '公告',
    'drivers',
    '安全',
    '存储驱动',
  ].map((label) => ({label}));
  it('sorts Chinese tags in pinyin order for zh-CN, whatever the default locale', () => {
    expect(tagsByLetter(tags, 'zh-CN').map((g) => g.letter)).toEqual([
      '安',
      '版',
      '存',
      '公',
      'D',
    ]);
  });
  it('groups case-insensitively by first letter', () => {
    const d = tagsByLetter(tags, 'en').find((g) => g.letter === 'D')!;
    expect(d.tags.map((t) => t.label)).toEqual(['Docker', 'drivers']);
  });
});

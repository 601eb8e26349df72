/**
 * Post rules: which posts are listed and in what order, the category tree
 * (each node counts its descendants' posts), the warning for a category that
 * does not exist, the staleness warning after 180 days, reading speed and the
 * 110-character headline. Pure functions,
 * used by plugins/posts at build time and by the post components in the
 * browser, and unit-tested against the spec's sentences.
 */

/** Posts live under this path (the blog plugin's routeBasePath). */
export const POSTS_BASE_PATH = '/posts';
/** A post updated longer ago than this (ms, about 180 days) shows a warning. */
export const TIME_WARNING_MS = 15552000000;
/** Reading speed: Chinese characters per minute, English words per minute. */
export const READ_SPEED = {cn: 300, en: 100} as const;
/** Structured-data headlines are cut at this many characters. */
export const HEADLINE_MAX = 110;
/** Related posts shown under a post. */
export const RELATED_MAX = 5;

export interface ListCandidate {
  /** Route of the post, e.g. /posts/openlist-v4-1-5 (locale prefix allowed). */
  permalink: string;
  /** The post's date; null/undefined when it has none. */
  date?: Date | string | number | null;
  frontMatter?: {hide?: unknown; top?: unknown};
}

/** The path of a permalink without a locale prefix such as /zh-CN. */
function withoutLocale(permalink: string, localePrefix = ''): string {
  return localePrefix && permalink.startsWith(`${localePrefix}/`)
    ? permalink.slice(localePrefix.length)
    : permalink;
}

function time(date: ListCandidate['date']): number {
  if (date === null || date === undefined || date === '') return NaN;
  return new Date(date).getTime();
}

/**
 * "Include only pages under /posts that are not .html, have a date, and are
 * not hidden (unless hide equals index)."
 */
export function isListedPost(
  post: ListCandidate,
  {basePath = POSTS_BASE_PATH, localePrefix = ''} = {},
): boolean {
  const path = withoutLocale(post.permalink, localePrefix);
  const hide = post.frontMatter?.hide;
  return (
    (path === basePath || path.startsWith(`${basePath}/`)) &&
    !path.endsWith('.html') &&
    !Number.isNaN(time(post.date)) &&
    (hide === undefined || hide === false || hide === 'index')
  );
}

/** A post's pin value: `top` when it is a number, otherwise not pinned. */
export function pinOf(post: ListCandidate): number | null {
  const top = post.frontMatter?.top;
  return typeof top === 'number' && Number.isFinite(top) ? top : null;
}

/**
 * "Pinned posts (top) come first sorted by top descending, then the others by
 * date descending." Equal pins fall back to the date.
 */
export function comparePosts(a: ListCandidate, b: ListCandidate): number {
  const pinA = pinOf(a);
  const pinB = pinOf(b);
  if (pinA !== null || pinB !== null) {
    if (pinA === null) return 1;
    if (pinB === null) return -1;
    if (pinA !== pinB) return pinB - pinA;
  }
  return time(b.date) - time(a.date);
}

/** The post list rule: the listed posts, in list order. */
export function listPosts<T extends ListCandidate>(
  posts: readonly T[],
  options?: {basePath?: string; localePrefix?: string},
): T[] {
  return posts.filter((post) => isListedPost(post, options)).sort(comparePosts);
}

// ---------------------------------------------------------------------------
// Categories

/** `categories` front matter: a string, or a list that is a nested path. */
export function categoryPath(categories: unknown): string[] {
  if (typeof categories === 'string')
    return categories.trim() ? [categories.trim()] : [];
  if (Array.isArray(categories))
    return categories
      .filter((c): c is string => typeof c === 'string' && c.trim() !== '')
      .map((c) => c.trim());
  return [];
}

/** URL segment of a category name: lower case, no spaces, slashes or dots. */
export function categorySlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s/\\.?#%]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A category tree node: its name, its total (descendants' posts included) and its children. */
export interface CategoryNode {
  name: string;
  /** Posts in this category and all categories below it. */
  total: number;
  children: CategoryNode[];
  /** Names from the root down to this node. */
  path: string[];
  /** Site path of the category page. */
  permalink: string;
}

export function categoryPermalink(
  path: readonly string[],
  basePath = POSTS_BASE_PATH,
): string {
  return [`${basePath}/categories`, ...path.map(categorySlug)].join('/');
}

/**
 * Builds the category tree of some posts (each post counts once in its
 * category and once in every ancestor). Children are sorted by name.
 */
export function buildCategoryTree(
  posts: readonly {categories: readonly string[]}[],
  basePath = POSTS_BASE_PATH,
): CategoryNode[] {
  const root: CategoryNode = {
    name: '',
    total: 0,
    children: [],
    path: [],
    permalink: '',
  };
  for (const post of posts) {
    let node = root;
    for (const name of post.categories) {
      let child = node.children.find((c) => c.name === name);
      if (!child) {
        const path = [...node.path, name];
        child = {
          name,
          total: 0,
          children: [],
          path,
          permalink: categoryPermalink(path, basePath),
        };
        node.children.push(child);
      }
      child.total += 1;
      node = child;
    }
  }
  const sort = (nodes: CategoryNode[]) => {
    nodes.sort((a, b) =>
      a.name.localeCompare(b.name, 'en', {numeric: true, sensitivity: 'base'}),
    );
    nodes.forEach((n) => sort(n.children));
  };
  sort(root.children);
  return root.children;
}

/** Every node of a tree, parents before children. */
export function flattenCategories(
  nodes: readonly CategoryNode[],
): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...flattenCategories(node.children)]);
}

export const MISSING_CATEGORY_MESSAGE = 'Do not have category';

/**
 * Looks a category up by its path (names or slugs). A category that does not
 * exist logs "Do not have category" and falls back to all categories.
 */
export function lookupCategory(
  tree: readonly CategoryNode[],
  path: readonly string[],
  log: (message: string) => void = console.warn,
): {found: CategoryNode | null; categories: readonly CategoryNode[]} {
  let nodes = tree;
  let found: CategoryNode | null = null;
  for (const part of path) {
    const next = nodes.find(
      (n) => n.name === part || categorySlug(n.name) === categorySlug(part),
    );
    if (!next) {
      log(MISSING_CATEGORY_MESSAGE);
      return {found: null, categories: tree};
    }
    found = next;
    nodes = next.children;
  }
  return found ? {found, categories: [found]} : {found: null, categories: tree};
}

/** Whether a post's category path lies at or below a category path. */
export function inCategory(
  postPath: readonly string[],
  categoryPathValue: readonly string[],
): boolean {
  return (
    categoryPathValue.length > 0 &&
    categoryPathValue.every((name, i) => postPath[i] === name)
  );
}

// ---------------------------------------------------------------------------
// Counters

export interface CounterForms {
  zero: string;
  one: string;
  /** May contain {count}. */
  many: string;
}

/** Zero/one/many wording of a counter ("No posts", "1 post", "3 posts"). */
export function counterText(count: number, forms: CounterForms): string {
  const form = count === 0 ? forms.zero : count === 1 ? forms.one : forms.many;
  return form.replace(/\{count\}/g, String(count));
}

// ---------------------------------------------------------------------------
// Statistics

const CJK =
  /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]/g;
const WORD = /[A-Za-z0-9\u00c0-\u024f]+(?:['’.-][A-Za-z0-9\u00c0-\u024f]+)*/g;

/** Plain text of a Markdown body (markup removed, link text kept). */
export function markdownText(markdown: string): string {
  return markdown
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/^(`{3,}|~{3,}).*$/gm, ' ') // fence lines, not the code inside
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/[#>*_`|~]/g, ' ');
}

export interface PostStatistics {
  /** Chinese (CJK) characters. */
  cjk: number;
  /** Words in other scripts. */
  words: number;
  /** Total count shown as the post's word count. */
  total: number;
  /** Whole minutes, at least 1 for a non-empty post. */
  minutes: number;
}

/**
 * Word count and reading time: Chinese is read at 300 characters and English
 * at 100 words per minute; a mixed post adds both times.
 */
export function postStatistics(
  markdown: string,
  speed: {cn: number; en: number} = READ_SPEED,
): PostStatistics {
  const text = markdownText(markdown);
  const cjk = (text.match(CJK) ?? []).length;
  const words = (text.replace(CJK, ' ').match(WORD) ?? []).length;
  const total = cjk + words;
  const minutes =
    total === 0 ? 0 : Math.max(1, Math.ceil(cjk / speed.cn + words / speed.en));
  return {cjk, words, total, minutes};
}

// ---------------------------------------------------------------------------
// Staleness and structured data

/** Whether a post last updated at `updated` is older than the warning time. */
export function isStale(
  updated: Date | string | number,
  now: Date | number = Date.now(),
  threshold = TIME_WARNING_MS,
): boolean {
  const at = new Date(updated).getTime();
  return !Number.isNaN(at) && new Date(now).getTime() - at > threshold;
}

/** The headline of a post's Article structured data: at most 110 characters. */
export function truncateHeadline(title: string, max = HEADLINE_MAX): string {
  const chars = Array.from(title.trim());
  return chars.length <= max ? chars.join('') : chars.slice(0, max).join('');
}

// ---------------------------------------------------------------------------
// Related posts

export interface RelatedCandidate {
  permalink: string;
  title: string;
  date: string;
  tags: readonly string[];
  categories: readonly string[];
}

/**
 * Posts sharing tags or categories with a post, most shared first (a shared
 * category path segment and a shared tag count one each), newest first among
 * equals.
 */
export function relatedPosts<T extends RelatedCandidate>(
  post: RelatedCandidate,
  others: readonly T[],
  max = RELATED_MAX,
): T[] {
  const score = (other: RelatedCandidate) => {
    let shared = other.tags.filter((t) => post.tags.includes(t)).length;
    for (let i = 0; i < post.categories.length; i += 1) {
      if (other.categories[i] !== post.categories[i]) break;
      shared += 1;
    }
    return shared;
  };
  return others
    .filter((other) => other.permalink !== post.permalink)
    .map((other) => ({other, shared: score(other)}))
    .filter(({shared}) => shared > 0)
    .sort(
      (a, b) =>
        b.shared - a.shared ||
        new Date(b.other.date).getTime() - new Date(a.other.date).getTime(),
    )
    .slice(0, max)
    .map(({other}) => other);
}

/**
 * The posts base path a route belongs to (/posts, /zh-CN/posts,
 * /tests/posts…), from its pathname; null outside posts.
 */
export function postsBaseOf(pathname: string): string | null {
  const match = /^(.*?\/posts)(?=\/|$)/.exec(pathname);
  return match ? match[1]! : null;
}

export interface ArticleInput {
  title: string;
  description?: string;
  /** Absolute URL of the post. */
  url: string;
  datePublished: string;
  dateModified?: string;
  authors: {name: string; url?: string}[];
  image?: string;
  keywords?: string[];
  inLanguage: string;
  publisher: {name: string; logo?: string};
}

/** schema.org Article for a post, headline cut at 110 characters. */
export function articleStructuredData(input: ArticleInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': input.url,
    mainEntityOfPage: input.url,
    url: input.url,
    headline: truncateHeadline(input.title),
    name: input.title,
    ...(input.description ? {description: input.description} : {}),
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    author: input.authors.map((author) => ({
      '@type': 'Person',
      name: author.name,
      ...(author.url ? {url: author.url} : {}),
    })),
    publisher: {
      '@type': 'Organization',
      name: input.publisher.name,
      ...(input.publisher.logo
        ? {logo: {'@type': 'ImageObject', url: input.publisher.logo}}
        : {}),
    },
    ...(input.image ? {image: input.image} : {}),
    ...(input.keywords?.length ? {keywords: input.keywords} : {}),
    inLanguage: input.inLanguage,
  };
}

/**
 * Tags grouped by first letter, letters and tags sorted with the page's
 * locale. Docusaurus sorts with the runtime's default locale, which differs
 * between the build (Node) and a reader's browser, so Chinese tag pages came
 * out in another order after hydration.
 */
export function tagsByLetter<T extends {label: string}>(
  tags: readonly T[],
  locale: string,
): {letter: string; tags: T[]}[] {
  const collator = new Intl.Collator(locale);
  const groups = new Map<string, T[]>();
  for (const tag of tags) {
    const letter = (Array.from(tag.label)[0] ?? '').toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups]
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([letter, group]) => ({
      letter,
      tags: group.sort((a, b) => collator.compare(a.label, b.label)),
    }));
}

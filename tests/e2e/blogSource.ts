import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import siteConfig from '../../site.config';
import {
  buildCategoryTree,
  categoryPath,
  flattenCategories,
  listPosts,
  type CategoryNode,
} from '../../plugins/posts/lib/posts';

/**
 * The real posts as their source files describe them, so the post tests
 * compute what the list, the archive and the counters should show instead of
 * pinning today's posts: a new release post must not break them.
 */
export interface SourcePost {
  permalink: string;
  title: string;
  date: string;
  categories: string[];
  tags: string[];
  frontMatter: {hide?: unknown; top?: unknown};
}

const ROOT = path.resolve(__dirname, '../..');

function readPosts(dir: string): SourcePost[] {
  return fs
    .readdirSync(dir)
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => {
      const text = fs.readFileSync(path.join(dir, name), 'utf8');
      const head = /^---\n([\s\S]*?)\n---/.exec(text)?.[1];
      const front = (head ? yaml.load(head) : {}) as Record<string, unknown>;
      const fromName = /^(\d{4}-\d{2}-\d{2})-(.*)\.mdx?$/.exec(name);
      const date =
        front.date instanceof Date
          ? front.date.toISOString().slice(0, 10)
          : String(front.date ?? fromName?.[1] ?? '');
      const slug = String(
        front.slug ?? fromName?.[2] ?? name.replace(/\.mdx?$/, ''),
      );
      return {
        permalink: `/posts/${slug}`,
        title: String(front.title),
        date,
        categories: categoryPath(front.categories),
        tags: Array.isArray(front.tags) ? front.tags.map(String) : [],
        frontMatter: {hide: front.hide, top: front.top},
      };
    });
}

/** The English posts in list order (pinned first, then newest first). */
export const listedPosts = listPosts(readPosts(path.join(ROOT, 'blog')));

/** Chinese title of each post, by permalink. */
export const chineseTitles = new Map(
  readPosts(path.join(ROOT, 'i18n/zh-CN/docusaurus-plugin-content-blog')).map(
    (post) => [post.permalink, post.title],
  ),
);

export const PAGE_SIZE = siteConfig.site.pageSize;

/** The list pages: page n (1-based) is `listPages[n - 1]`. */
export const listPages: SourcePost[][] = Array.from(
  {length: Math.ceil(listedPosts.length / PAGE_SIZE)},
  (_, i) => listedPosts.slice(i * PAGE_SIZE, (i + 1) * PAGE_SIZE),
);

export const categoryTree: CategoryNode[] = buildCategoryTree(listedPosts);

/** A category node by its path, e.g. "Releases/4.1". */
export function category(pathText: string): CategoryNode {
  const node = flattenCategories(categoryTree).find(
    (n) => n.path.join('/') === pathText,
  );
  if (!node) throw new Error(`No category ${pathText} in blog/`);
  return node;
}

/** The posts of a category and its descendants, in list order. */
export function postsIn(pathText: string): SourcePost[] {
  const parts = pathText.split('/');
  return listedPosts.filter((post) =>
    parts.every((part, i) => post.categories[i] === part),
  );
}

export const tagCount = new Set(listedPosts.flatMap((post) => post.tags)).size;

/** Listed posts per year, newest year first. */
export const years: [string, number][] = [
  ...listedPosts.reduce(
    (map, post) =>
      map.set(post.date.slice(0, 4), (map.get(post.date.slice(0, 4)) ?? 0) + 1),
    new Map<string, number>(),
  ),
].sort((a, b) => b[0].localeCompare(a[0]));

/** "N posts" / "One post", as the English counters write it. */
export const postsText = (n: number) => (n === 1 ? 'One post' : `${n} posts`);

function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`blog/ has no ${what}`);
  return value;
}

export const firstPage = present(listPages[0], 'listed post');
export const newestListed = present(listedPosts[0], 'listed post');

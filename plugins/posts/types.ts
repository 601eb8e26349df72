import type {CategoryNode} from './lib/posts';

/** A listed post, as category pages and related-post lists show it. */
export interface PostSummary {
  title: string;
  permalink: string;
  /** ISO date. */
  date: string;
  description: string;
  /** Category path, root first. */
  categories: string[];
  tags: string[];
}

/** Route module `postExtras` of each post page. */
export interface PostExtras {
  /** Word count (Chinese characters plus words in other scripts). */
  words: number;
  related: {title: string; permalink: string; date: string}[];
}

interface PostsPageCommon {
  blogTitle: string;
  postsPath: string;
  archivePath: string;
  categoriesPath: string;
  tagsPath: string;
}

/** Route module `data` of <posts>/categories. */
export interface CategoriesPageProps extends PostsPageCommon {
  tree: CategoryNode[];
  /** Listed posts that have a category (for lookups by query string). */
  posts: PostSummary[];
}

/** Route module `data` of one category page. */
export interface CategoryPageProps extends PostsPageCommon {
  category: CategoryNode;
  parents: {name: string; permalink: string}[];
  /** Listed posts in the category or below it, in list order. */
  posts: PostSummary[];
}

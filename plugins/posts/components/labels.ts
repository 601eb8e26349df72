import {translate} from '@docusaurus/Translate';
import {counterText} from '@site/plugins/posts/lib/posts';

/**
 * Labels of the blog theme, in both languages: the posts menu, and
 * the zero/one/many counters of archives, categories and tags. Search labels
 * live with the search box (plugins/search/components).
 */
export function postsMenuLabels() {
  return {
    home: translate({id: 'posts.menu.home', message: 'Home'}),
    posts: translate({id: 'posts.menu.posts', message: 'Posts'}),
    archives: translate({id: 'posts.menu.archives', message: 'Archives'}),
    categories: translate({id: 'posts.menu.categories', message: 'Categories'}),
    tags: translate({id: 'posts.menu.tags', message: 'Tags'}),
    collections: translate({
      id: 'posts.menu.collections',
      message: 'Collections',
    }),
    about: translate({id: 'posts.menu.about', message: 'About'}),
    search: translate({id: 'posts.menu.search', message: 'Search'}),
    album: translate({id: 'posts.menu.album', message: 'Albums'}),
    gallery: translate({id: 'posts.menu.gallery', message: 'Gallery'}),
  };
}

export function postsCounter(count: number): string {
  return counterText(count, {
    zero: translate({id: 'posts.counter.posts.zero', message: 'No posts yet'}),
    one: translate({id: 'posts.counter.posts.one', message: 'One post'}),
    many: translate({
      id: 'posts.counter.posts.many',
      message: '{count} posts',
    }),
  });
}

export function categoriesCounter(count: number): string {
  return counterText(count, {
    zero: translate({
      id: 'posts.counter.categories.zero',
      message: 'No categories yet',
    }),
    one: translate({
      id: 'posts.counter.categories.one',
      message: 'One category',
    }),
    many: translate({
      id: 'posts.counter.categories.many',
      message: '{count} categories',
    }),
  });
}

export function tagsCounter(count: number): string {
  return counterText(count, {
    zero: translate({id: 'posts.counter.tags.zero', message: 'No tags yet'}),
    one: translate({id: 'posts.counter.tags.one', message: 'One tag'}),
    many: translate({id: 'posts.counter.tags.many', message: '{count} tags'}),
  });
}

/** Display name of a category: known names are translated, others shown as written. */
export function categoryLabel(name: string): string {
  switch (name) {
    case 'Releases':
      return translate({id: 'posts.category.releases', message: 'Releases'});
    case 'Announcements':
      return translate({
        id: 'posts.category.announcements',
        message: 'Announcements',
      });
    default:
      return name;
  }
}

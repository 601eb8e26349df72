import path from 'node:path';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import type {
  BlogContent,
  BlogPost,
  PluginOptions,
} from '@docusaurus/plugin-content-blog';
import blogPluginModule from '@docusaurus/plugin-content-blog';
import {docuHash, normalizeUrl} from '@docusaurus/utils';
import type {SiteConfig} from '../../src/lib/siteConfig/types';
import {
  buildCategoryTree,
  categoryPath,
  categoryPermalink,
  flattenCategories,
  inCategory,
  listPosts,
  postStatistics,
  READ_SPEED,
  relatedPosts,
  type CategoryNode,
} from './lib/posts';
import type {
  CategoriesPageProps,
  CategoryPageProps,
  PostExtras,
  PostSummary,
} from './types';
import {withoutMarkdownSources} from '../encrypt/posts';

// The package is CommonJS with a default export.
const blogPlugin = ((blogPluginModule as unknown as {default?: unknown})
  .default ?? blogPluginModule) as typeof blogPluginModule;

export {validateOptions} from '@docusaurus/plugin-content-blog';

/** Our posts have a date when the front matter or the file name gives one. */
const FILE_DATE = /(?:^|\/)\d{4}[-/]\d{2}[-/]\d{2}[-/]/;

function hasDate(post: BlogPost): boolean {
  return (
    post.metadata.frontMatter.date !== undefined ||
    FILE_DATE.test(post.metadata.source)
  );
}

function summary(post: BlogPost): PostSummary {
  const {title, permalink, date, description, frontMatter} = post.metadata;
  return {
    title,
    permalink,
    date: new Date(date).toISOString(),
    description,
    categories: categoryPath(frontMatter.categories),
    tags: post.metadata.tags.map((tag) => tag.label),
  };
}

/**
 * The posts plugin: Docusaurus's blog plugin, extended (not replaced). It
 * keeps the original plugin's name, so translations under
 * i18n/<locale>/docusaurus-plugin-content-blog and the theme's blog components
 * keep working, and adds the site's post rules:
 * - list rule and order (plugins/posts/lib/posts.ts listPosts): posts left out of the
 *   lists (hidden, no date, .html) become unlisted; pinned posts come first;
 * - the site author as the default author;
 * - reading time at the configured speeds, word count;
 * - per-post data (word count, related posts, category links) added as a
 *   route module of each post page, read by src/theme/BlogPostPage;
 * - category pages: the tree at <base>/categories and one page per category.
 */
export default async function postsPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<BlogContent>> {
  const {site} = context.siteConfig.customFields!.openlist as SiteConfig;
  const speed = site.statistics.readTime?.speed ?? READ_SPEED;
  const basePath = normalizeUrl([context.baseUrl, options.routeBasePath]);
  const localePrefix = context.baseUrl.replace(/\/$/, '');

  const plugin = await blogPlugin(context, {
    ...options,
    readingTime: ({content}) => postStatistics(content, speed).minutes,
    async processBlogPosts({blogPosts}) {
      const candidates = blogPosts.map((post) => ({
        post,
        permalink: post.metadata.permalink,
        date: hasDate(post) ? post.metadata.date : null,
        frontMatter: post.metadata.frontMatter as {
          hide?: unknown;
          top?: unknown;
        },
      }));
      const listed = listPosts(candidates, {
        basePath: basePath.slice(localePrefix.length),
        localePrefix,
      }).map((c) => c.post);
      const unlisted = blogPosts.filter((post) => !listed.includes(post));
      // The blog plugin's metadata is typed read-only; this hook is where
      // Docusaurus lets plugins change it.
      type Writable = {
        -readonly [K in keyof BlogPost['metadata']]: BlogPost['metadata'][K];
      };
      for (const post of unlisted) (post.metadata as Writable).unlisted = true;
      for (const post of blogPosts) {
        if (post.metadata.authors.length === 0) {
          (post.metadata as Writable).authors = [
            {
              name: site.author.name,
              imageURL: site.author.avatar,
              url: site.author.link,
              key: null,
              page: null,
              socials: {},
            },
          ];
        }
      }
      return [...listed, ...unlisted];
    },
  });

  return {
    ...plugin,
    // The posts' route components and their swizzles of the classic
    // theme's blog components (which import the originals as @theme-init).
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    async contentLoaded({content, actions}) {
      const {createData, addRoute} = actions;
      const listed = content.blogPosts.filter((p) => !p.metadata.unlisted);
      const summaries = listed.map(summary);
      const tree = buildCategoryTree(summaries, basePath);
      const nodes = flattenCategories(tree);

      // Per post: data the theme cannot compute from the post alone.
      const extrasModules = new Map<string, string>();
      await Promise.all(
        content.blogPosts.map(async (post) => {
          const own = summary(post);
          const stats = postStatistics(post.content, speed);
          const extras: PostExtras = {
            words: stats.total,
            related: relatedPosts(own, summaries).map(
              ({title, permalink, date}) => ({title, permalink, date}),
            ),
          };
          extrasModules.set(
            post.metadata.permalink,
            await createData(
              `post-extras-${docuHash(`${options.id}${post.metadata.permalink}`)}.json`,
              JSON.stringify(extras),
            ),
          );
        }),
      );

      await plugin.contentLoaded!({
        // The archive route would publish every post's Markdown source,
        // password-protected ones included (plugins/encrypt/posts.ts); the
        // word counts above were the last use of it.
        content: withoutMarkdownSources(content),
        actions: {
          ...actions,
          addRoute(route: RouteConfig) {
            const extras = extrasModules.get(route.path);
            addRoute(
              extras && route.component === options.blogPostComponent
                ? {
                    ...route,
                    modules: {...route.modules, postExtras: extras},
                  }
                : route,
            );
          },
        },
      });

      const categoriesPath = `${basePath}/categories`;
      const pageCommon = {
        blogTitle: content.blogTitle,
        categoriesPath,
        postsPath: basePath,
        archivePath: normalizeUrl([basePath, options.archiveBasePath ?? '']),
        tagsPath: content.blogTagsListPath,
      };
      const treeProps: CategoriesPageProps = {
        ...pageCommon,
        tree,
        posts: summaries.filter((p) => p.categories.length > 0),
      };
      addRoute({
        path: categoriesPath,
        component: '@theme/PostsCategoriesPage',
        exact: true,
        modules: {
          data: await createData(
            `posts-categories-${options.id}.json`,
            JSON.stringify(treeProps),
          ),
        },
      });
      await Promise.all(
        nodes.map(async (node: CategoryNode) => {
          const props: CategoryPageProps = {
            ...pageCommon,
            category: node,
            parents: node.path.slice(0, -1).map((_, i) => ({
              name: node.path[i]!,
              permalink: categoryPermalink(node.path.slice(0, i + 1), basePath),
            })),
            posts: summaries.filter((p) => inCategory(p.categories, node.path)),
          };
          addRoute({
            path: node.permalink,
            component: '@theme/PostsCategoryPage',
            exact: true,
            modules: {
              data: await createData(
                `posts-category-${docuHash(`${options.id}${node.permalink}`)}.json`,
                JSON.stringify(props),
              ),
            },
          });
        }),
      );
    },
  };
}

import type {LoadContext, Plugin} from '@docusaurus/types';
import {resolveLayout, type ResolvedLayout} from './lib/layout';

/** Global data: permalink → layout, for routes whose front matter names one. */
export interface LayoutsGlobalData {
  routes: Record<string, ResolvedLayout>;
}

interface Routed {
  permalink: string;
  frontMatter?: Record<string, unknown>;
}

type AllContent = Record<string, Record<string, unknown>>;

/** Docs, posts and Markdown pages of every instance of the content plugins. */
function routedContent(allContent: AllContent): Routed[] {
  const instances = (plugin: string) => Object.values(allContent[plugin] ?? {});
  return [
    ...instances('docusaurus-plugin-content-docs').flatMap((content) =>
      (content as {loadedVersions: {docs: Routed[]}[]}).loadedVersions.flatMap(
        (version) => version.docs,
      ),
    ),
    ...instances('docusaurus-plugin-content-blog').flatMap((content) =>
      (content as {blogPosts: {metadata: Routed}[]}).blogPosts.map(
        (post) => post.metadata,
      ),
    ),
    ...instances('docusaurus-plugin-content-pages').flatMap(
      (content) => content as Routed[],
    ),
  ];
}

/**
 * Collects the `layout` front matter of every doc, post and Markdown page so
 * the Layout wrapper can apply it to the route. Only routes that name a layout
 * are listed, which keeps this global data (shipped with every page) small.
 */
export default function layoutsPlugin(_context: LoadContext): Plugin {
  return {
    name: 'layouts',
    async allContentLoaded({allContent, actions}) {
      const routes: Record<string, ResolvedLayout> = {};
      for (const item of routedContent(allContent as AllContent)) {
        const layout = item.frontMatter?.layout;
        if (layout !== undefined) {
          routes[item.permalink] = resolveLayout({frontMatter: layout});
        }
      }
      actions.setGlobalData({routes} satisfies LayoutsGlobalData);
    },
  };
}

import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent, PluginOptions} from '@docusaurus/plugin-content-blog';
import blogPluginModule from '@docusaurus/plugin-content-blog';
import {withoutMarkdownSources} from '../encrypt/posts';

// The package is CommonJS with a default export.
const blogPlugin = ((blogPluginModule as unknown as {default?: unknown})
  .default ?? blogPluginModule) as typeof blogPluginModule;

export {validateOptions} from '@docusaurus/plugin-content-blog';

/**
 * The posts plugin: Docusaurus's blog plugin, extended (not replaced) with the
 * site's own post rules. It keeps the original plugin's name, so translations
 * under i18n/<locale>/docusaurus-plugin-content-blog and the theme's blog
 * components keep working.
 */
export default async function postsPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<BlogContent>> {
  const plugin = await blogPlugin(context, options);
  return {
    ...plugin,
    // The archive route would publish every post's Markdown source,
    // password-protected ones included (plugins/encrypt/posts.ts).
    contentLoaded: (args) =>
      plugin.contentLoaded!({
        ...args,
        content: withoutMarkdownSources(args.content),
      }),
  };
}

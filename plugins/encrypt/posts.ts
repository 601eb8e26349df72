import type {BlogContent} from '@docusaurus/plugin-content-blog';

/**
 * The blog plugin keeps each post's Markdown source (`content`) in its loaded
 * content, and the archive route publishes the listed posts whole, source
 * included, in a JS chunk: the plain text of a protected post would ship to
 * every reader of /posts/archive. No route needs the source once the posts
 * are loaded (reading time and truncation are computed by then), so it is
 * emptied for all posts before the routes are made.
 */
export function withoutMarkdownSources(content: BlogContent): BlogContent {
  return {
    ...content,
    blogPosts: content.blogPosts.map((post) => ({...post, content: ''})),
  };
}

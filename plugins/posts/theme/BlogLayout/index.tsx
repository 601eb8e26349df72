import React from 'react';
import BlogLayout from '@theme-init/BlogLayout';
import type BlogLayoutType from '@theme/BlogLayout';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import PostsNav from '@site/plugins/posts/components/PostsNav';
import {postsMenuLabels} from '@site/plugins/posts/components/labels';
import {postsBaseOf} from '@site/plugins/posts/lib/posts';

type Props = WrapperProps<typeof BlogLayoutType>;

/**
 * Every posts page (lists, archive, categories, tags, posts) gets the posts
 * menu. The list of posts (and its later pages) is titled like the other
 * posts pages; a post's outline is a navigation landmark, as a doc's is.
 */
export default function BlogLayoutWrapper({children, toc, ...props}: Props) {
  const {pathname} = useLocation();
  const base = postsBaseOf(pathname);
  const isList =
    base !== null &&
    (pathname.replace(/\/$/, '') === base ||
      new RegExp(`^${base}/page/\\d+/?$`).test(pathname));
  return (
    <BlogLayout
      {...props}
      toc={
        toc && (
          <nav
            aria-label={translate({
              id: 'theme.TOCCollapsible.toggleButtonLabel',
              message: 'On this page',
              description:
                'The label used by the button on the collapsible TOC component',
            })}>
            {toc}
          </nav>
        )
      }>
      {base && (
        <PostsNav
          paths={{
            postsPath: base,
            archivePath: `${base}/archive`,
            categoriesPath: `${base}/categories`,
            tagsPath: `${base}/tags`,
          }}
        />
      )}
      {isList && <Heading as="h1">{postsMenuLabels().posts}</Heading>}
      {children}
    </BlogLayout>
  );
}

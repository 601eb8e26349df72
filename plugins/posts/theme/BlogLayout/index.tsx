import React from 'react';
import BlogLayout from '@theme-init/BlogLayout';
import type BlogLayoutType from '@theme/BlogLayout';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import PostsNav from '@site/plugins/posts/components/PostsNav';
import {postsBaseOf} from '@site/plugins/posts/lib/posts';

type Props = WrapperProps<typeof BlogLayoutType>;

/** Every posts page (lists, archive, categories, tags, posts) gets the posts menu. */
export default function BlogLayoutWrapper({children, ...props}: Props) {
  const base = postsBaseOf(useLocation().pathname);
  return (
    <BlogLayout {...props}>
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
      {children}
    </BlogLayout>
  );
}

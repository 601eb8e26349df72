import React from 'react';
import BlogPostPage from '@theme-init/BlogPostPage';
import type BlogPostPageType from '@theme/BlogPostPage';
import type {WrapperProps} from '@docusaurus/types';
import type {PostExtras} from '@site/plugins/posts/types';
import {PostExtrasContext} from '@site/plugins/posts/components/PostExtras';

type Props = WrapperProps<typeof BlogPostPageType> & {postExtras?: PostExtras};

/** Hands the post's route data from plugins/posts (`postExtras`) to the post components. */
export default function BlogPostPageWrapper({postExtras, ...props}: Props) {
  return (
    <PostExtrasContext.Provider value={postExtras ?? null}>
      <BlogPostPage {...props} />
    </PostExtrasContext.Provider>
  );
}

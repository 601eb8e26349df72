import React from 'react';
import BlogPostPage from '@theme-original/BlogPostPage';
import type BlogPostPageType from '@theme/BlogPostPage';
import type {WrapperProps} from '@docusaurus/types';
import type {PostExtras} from '@site/plugins/blog/types';
import {PostExtrasContext} from '@site/src/components/Posts/PostExtras';

type Props = WrapperProps<typeof BlogPostPageType> & {postExtras?: PostExtras};

/** Hands the post's route data from plugins/blog (`postExtras`) to the post components. */
export default function BlogPostPageWrapper({postExtras, ...props}: Props) {
  return (
    <PostExtrasContext.Provider value={postExtras ?? null}>
      <BlogPostPage {...props} />
    </PostExtrasContext.Provider>
  );
}

import React from 'react';
import Footer from '@theme-original/BlogPostItem/Footer';
import type FooterType from '@theme/BlogPostItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import PageExtras from '@site/src/components/PageExtras';

type Props = WrapperProps<typeof FooterType>;

// On a post's own page (not in lists): contributors and comments after it.
export default function FooterWrapper(props: Props) {
  const {frontMatter, metadata, isBlogPostPage} = useBlogPost();
  return (
    <>
      <Footer {...props} />
      {isBlogPostPage && (
        <PageExtras
          frontMatter={frontMatter}
          sourcePath={metadata.source}
          routeKind="post"
        />
      )}
    </>
  );
}

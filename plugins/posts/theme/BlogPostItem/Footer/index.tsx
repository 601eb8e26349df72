import React from 'react';
import Footer from '@theme-init/BlogPostItem/Footer';
import type FooterType from '@theme/BlogPostItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import PageExtras from '@site/src/components/PageExtras';
import PostCopyright from '@site/plugins/posts/components/PostCopyright';
import RelatedPosts from '@site/plugins/posts/components/RelatedPosts';
import Sponsor from '@site/plugins/posts/components/Sponsor';
import {useSiteConfig} from '@site/src/components/SiteConfig';

type Props = WrapperProps<typeof FooterType>;

// On a post's own page (not in lists): author/link/licence, sponsor block,
// related posts, then contributors and comments (after Previous/Next when
// the post has a neighbour: src/theme/BlogPostPaginator).
export default function FooterWrapper(props: Props) {
  const {frontMatter, metadata, isBlogPostPage} = useBlogPost();
  const {site} = useSiteConfig();
  return (
    <>
      <Footer {...props} />
      {isBlogPostPage && (
        <>
          <PostCopyright />
          <Sponsor sponsor={site.sponsor} />
          <RelatedPosts />
          {/* With a previous or next post, these follow Previous/Next
              (src/theme/BlogPostPaginator). */}
          {!metadata.nextItem && !metadata.prevItem && (
            <PageExtras
              frontMatter={frontMatter}
              sourcePath={metadata.source}
              routeKind="post"
            />
          )}
        </>
      )}
    </>
  );
}

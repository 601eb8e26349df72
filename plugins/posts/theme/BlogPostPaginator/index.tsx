import React from 'react';
import Paginator from '@theme-init/BlogPostPaginator';
import type PaginatorType from '@theme/BlogPostPaginator';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import PageExtras from '@site/src/components/PageExtras';

type Props = WrapperProps<typeof PaginatorType>;

// On a post's page (the theme renders this only when there is a previous or
// next post): Previous/Next, then contributors and comments. Without either,
// BlogPostItem/Footer shows them.
export default function PaginatorWrapper(props: Props) {
  const {frontMatter, metadata} = useBlogPost();
  return (
    <>
      <Paginator {...props} />
      <PageExtras
        frontMatter={frontMatter}
        sourcePath={metadata.source}
        routeKind="post"
      />
    </>
  );
}

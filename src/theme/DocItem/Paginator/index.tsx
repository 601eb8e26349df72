import React from 'react';
import Paginator from '@theme-original/DocItem/Paginator';
import type PaginatorType from '@theme/DocItem/Paginator';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageExtras from '@site/src/components/PageExtras';

type Props = WrapperProps<typeof PaginatorType>;

// Previous/Next (after "Report a problem", added by plugins/reader-tools),
// then the community blocks (contributors, comments): the reader who
// finished the page finds the way on before the comments.
export default function PaginatorWrapper(props: Props) {
  const {frontMatter, metadata} = useDoc();
  return (
    <>
      <Paginator {...props} />
      <PageExtras
        frontMatter={frontMatter}
        sourcePath={metadata.source}
        routeKind="doc"
      />
    </>
  );
}

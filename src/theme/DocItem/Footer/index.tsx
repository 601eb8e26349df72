import React from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageExtras from '@site/src/components/PageExtras';

type Props = WrapperProps<typeof FooterType>;

// After the doc footer (edit link, last update): contributors and comments.
export default function FooterWrapper(props: Props) {
  const {frontMatter, metadata} = useDoc();
  return (
    <>
      <Footer {...props} />
      <PageExtras
        frontMatter={frontMatter}
        sourcePath={metadata.source}
        routeKind="doc"
      />
    </>
  );
}

import React from 'react';
import Metadata from '@theme-init/BlogPostPage/Metadata';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import CardAlt from '@site/plugins/social-cards/components/CardAlt';

/** A post's metadata, with the text alternative of its social card. */
export default function BlogPostPageMetadata() {
  const {metadata} = useBlogPost();
  return (
    <>
      <Metadata />
      <CardAlt title={metadata.title} />
    </>
  );
}

import React from 'react';
import Metadata from '@theme-init/DocItem/Metadata';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CardAlt from '@site/plugins/social-cards/components/CardAlt';

/** A doc's metadata, with the text alternative of its social card. */
export default function DocItemMetadata() {
  const {metadata} = useDoc();
  return (
    <>
      <Metadata />
      <CardAlt title={metadata.title} />
    </>
  );
}

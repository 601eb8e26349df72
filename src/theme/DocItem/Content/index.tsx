import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import LocalNav from '@site/src/components/LocalNav';
import HydrateInTurn, {
  TopLevelBlocks,
} from '@site/plugins/preact/HydrateInTurn';

type Props = WrapperProps<typeof ContentType>;

/**
 * The class that scopes the API reference's styles (src/css/custom.css).
 * A class on the content, not a selector on <html>'s class: the head manager
 * rewrites <html class> several times while a page hydrates, and a rule
 * keyed on that attribute made the browser restyle every table cell and code
 * element of the page each time (about 200 ms per rewrite on /api/fs at 4x
 * CPU slowdown).
 */
const API_DOC_CLASS = 'api-doc';

// On narrow screens a local nav bar sits above the doc: sidebar menu button
// and the outline (or a return-to-top button when the page has no headings).
// An API reference page's content is wrapped in API_DOC_CLASS. The content
// hydrates in a turn of its own, and its top-level blocks each in theirs
// (TopLevelBlocks; src/theme/MDXComponents.tsx).
export default function ContentWrapper(props: Props) {
  const {metadata} = useDoc();
  const content = (
    <HydrateInTurn>
      <TopLevelBlocks>
        <Content {...props} />
      </TopLevelBlocks>
    </HydrateInTurn>
  );
  return (
    <>
      <LocalNav />
      {metadata.id.startsWith('api/') ? (
        <div className={API_DOC_CLASS}>{content}</div>
      ) : (
        content
      )}
    </>
  );
}

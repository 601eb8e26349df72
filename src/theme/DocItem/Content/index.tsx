import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import LocalNav from '@site/src/components/LocalNav';

type Props = WrapperProps<typeof ContentType>;

// On narrow screens a local nav bar sits above the doc: sidebar menu button
// and the outline (or a return-to-top button when the page has no headings).
export default function ContentWrapper(props: Props) {
  return (
    <>
      <LocalNav />
      <Content {...props} />
    </>
  );
}

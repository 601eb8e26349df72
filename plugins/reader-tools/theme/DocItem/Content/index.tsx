import React from 'react';
import {MDXProvider} from '@mdx-js/react';
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import PageActions from '@site/plugins/reader-tools/components/PageActions';
import {PAGE_ACTIONS_COMPONENT} from '@site/plugins/reader-tools/lib/component';

type Props = WrapperProps<typeof ContentType>;

/**
 * The page actions are placed in every doc's MDX by remark.ts, by name only;
 * the component comes from here, once for all docs (in the doc page's
 * chunk), instead of being bundled into each doc's own chunk.
 */
const components = {[PAGE_ACTIONS_COMPONENT]: PageActions};

export default function ContentWithPageActions(props: Props) {
  return (
    <MDXProvider components={components}>
      <Content {...props} />
    </MDXProvider>
  );
}

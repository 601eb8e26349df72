import React from 'react';
import Layout from '@theme-original/DocItem/Layout';
import type LayoutType from '@theme/DocItem/Layout';
import type {WrapperProps} from '@docusaurus/types';
import HydrateInTurn from '@site/plugins/preact/HydrateInTurn';

type Props = WrapperProps<typeof LayoutType>;

/**
 * A doc's column (breadcrumbs, title, content, footer, outline) hydrates in
 * a turn of its own, after the page's frame (plugins/preact/HydrateInTurn);
 * its content and blocks take later turns still.
 */
export default function LayoutWrapper(props: Props) {
  return (
    <HydrateInTurn>
      <Layout {...props} />
    </HydrateInTurn>
  );
}

import React from 'react';
import Footer from '@theme-original/DocItem/Footer';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import HydrateInTurn from '@site/plugins/preact/HydrateInTurn';

/**
 * A doc's footer (tags, edit link, last updated) hydrates in a turn of its
 * own, after the doc's column (plugins/preact/HydrateInTurn). The theme's
 * footer renders one `<footer>` when it has anything to show and nothing
 * otherwise; a part must render one element, so a footer with nothing to
 * show is left as it is (the theme's condition, read again here).
 */
export default function FooterWrapper() {
  const {metadata} = useDoc();
  const {editUrl, lastUpdatedAt, lastUpdatedBy, tags} = metadata;
  const shown =
    tags.length > 0 || Boolean(editUrl || lastUpdatedAt || lastUpdatedBy);
  if (!shown) return <Footer />;
  return (
    <HydrateInTurn>
      <Footer />
    </HydrateInTurn>
  );
}

import React, {useState} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar';
import {useServerMarkup} from '@site/src/components/StaticIsland';
import {inTurn} from '@site/plugins/preact/HydrateInTurn';

/** The theme's breakpoint: wider windows are "desktop" (useWindowSize). */
const DESKTOP_BREAKPOINT = 996;

/** A holder that lays out as if it were not there. */
const HOLDER = {display: 'contents'} as const;

/**
 * The theme's choice (its `DocSidebar/index.js`): the desktop sidebar while
 * the window size is unknown (server, hydration) or wide, the mobile one,
 * which fills the navbar menu, on a narrow window. On a narrow window the
 * theme hydrates the whole desktop sidebar (every category and link of the
 * version, hidden by CSS) and removes it right after; here that sidebar
 * stays the server's markup while the page hydrates
 * (src/components/StaticIsland), which React neither renders nor matches.
 */
function DocSidebar(props: Props): React.JSX.Element {
  const windowSize = useWindowSize();
  const {attributes, markup} = useServerMarkup();
  const [servedToPhone] = useState(
    () => markup !== null && window.innerWidth <= DESKTOP_BREAKPOINT,
  );
  if (windowSize === 'ssr' && servedToPhone)
    return (
      <div
        key="served"
        style={HOLDER}
        {...attributes}
        dangerouslySetInnerHTML={{__html: markup ?? ''}}
        suppressHydrationWarning
      />
    );
  return (
    <div key="rendered" style={HOLDER} {...attributes}>
      {windowSize === 'mobile' ? (
        <DocSidebarMobile {...props} />
      ) : (
        <DocSidebarDesktop {...props} />
      )}
    </div>
  );
}

/** The sidebar hydrates in a turn of its own (plugins/preact/HydrateInTurn). */
export default inTurn(DocSidebar);

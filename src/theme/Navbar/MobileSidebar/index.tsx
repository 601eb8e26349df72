import React, {startTransition, useEffect, useState} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {MOBILE_BREAKPOINT} from '@site/src/lib/constants';

/**
 * The full-screen menu is for windows under 768 px: it closes when the
 * window becomes that wide (the theme itself only closes it at 997 px).
 *
 * On a narrow window the theme renders the closed menu (every navbar item,
 * and the doc sidebar's tree) right after hydration, in the same blocking
 * update as the switch from the server's layout to the phone's: one long
 * task. Here the closed menu is rendered as a transition, which React
 * renders in slices between other work; opening the menu before that
 * renders it at once.
 */
export default function MobileSidebarWrapper() {
  const {shown, toggle} = useNavbarMobileSidebar();
  const [prepared, setPrepared] = useState(false);
  useEffect(() => {
    startTransition(() => setPrepared(true));
  }, []);
  useEffect(() => {
    if (!shown) return undefined;
    const wide = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT}px)`);
    const onChange = () => {
      if (wide.matches) toggle();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [shown, toggle]);
  return prepared || shown ? <MobileSidebar /> : null;
}

import React, {useEffect, useState} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {MOBILE_BREAKPOINT} from '@site/src/lib/constants';
import {menuIntentEvents, isMenuIntent} from '@site/src/lib/menuIntent';

/**
 * The full-screen menu is for windows under 768 px: it closes when the
 * window becomes that wide (the theme itself only closes it at 997 px).
 *
 * On a narrow window the theme renders the closed menu (every navbar item,
 * and the doc sidebar's tree, twice: once when the sidebar hands the menu
 * its content, again when the menu switches to showing it) right after
 * hydration. Under Preact that was one blocking render of about 1,000
 * components on the S3 page, for a menu most readers never open. Here the
 * closed menu is rendered when the reader shows intent to open it (the
 * pointer over or down on the menu button, a touch, keyboard focus on it:
 * src/lib/menuIntent.ts), so it is ready, and slides in, by the click; a
 * click with no such intent before it (assistive technology that activates
 * without focus) renders it at once.
 *
 * The trade: the first opening pays for that render. On the S3 page at 4×
 * CPU (Chromium's throttling, a tap, 2026-11-30) the tap's longest event
 * took 296–312 ms to its next frame against 104–112 ms with the menu
 * rendered at start-up; later openings are as before. Rendering the menu in
 * slices in idle time (Preact does not slice a render itself) would remove
 * both costs.
 */
export default function MobileSidebarWrapper() {
  const {shown, toggle} = useNavbarMobileSidebar();
  const [prepared, setPrepared] = useState(false);
  useEffect(() => {
    if (prepared) return undefined;
    const onIntent = (event: Event) => {
      if (isMenuIntent(event.target)) setPrepared(true);
    };
    const options = {capture: true, passive: true} as const;
    for (const type of menuIntentEvents)
      document.addEventListener(type, onIntent, options);
    return () => {
      for (const type of menuIntentEvents)
        document.removeEventListener(type, onIntent, options);
    };
  }, [prepared]);
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

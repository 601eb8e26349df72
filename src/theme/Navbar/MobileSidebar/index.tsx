import React, {useEffect, useState} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {MOBILE_BREAKPOINT} from '@site/src/lib/constants';
import {menuIntentEvents, isMenuIntent} from '@site/src/lib/menuIntent';
import {afterPartsHydrated} from '@site/plugins/preact/HydrateInTurn';
import {MenuSlicesContext} from '@site/src/components/MenuSlices';

/**
 * The full-screen menu is for windows under 768 px: it closes when the
 * window becomes that wide (the theme itself only closes it at 997 px).
 *
 * On a narrow window the theme renders the closed menu (every navbar item,
 * and the doc sidebar's tree, twice: once when the sidebar hands the menu
 * its content, again when the menu switches to showing it) right after
 * hydration. Under Preact, which does not slice a render, that was one
 * blocking render of about 1,000 components on the S3 page. Here the
 * closed menu is prepared once every part of the page has hydrated, in the
 * background: its lists of sidebar items grow a slice per task
 * (src/components/MenuSlices), so no task is long and a reader's input runs
 * in between. When the reader shows intent to open it (the pointer over or
 * down on the menu button, a touch, keyboard focus on it:
 * src/lib/menuIntent.ts), or opens it, whatever is left renders at once.
 *
 * Measured on the S3 page at 4× CPU (Chromium's throttling, a tap,
 * 2026-11-30): with the menu rendered only on intent, the first tap's
 * longest event took 296–312 ms to its next frame, against 104–112 ms with
 * the menu rendered at start-up; prepared in slices, 152–176 ms, the menu
 * ready before the tap without the start-up's long task.
 */
export default function MobileSidebarWrapper() {
  const {shown, toggle} = useNavbarMobileSidebar();
  // 'none' until the page's parts have hydrated, then 'slices' until the
  // reader shows intent, then 'whole'.
  const [stage, setStage] = useState<'none' | 'slices' | 'whole'>('none');
  useEffect(() => {
    let cancelled = false;
    afterPartsHydrated(() => {
      if (!cancelled)
        setStage((current) => (current === 'none' ? 'slices' : current));
    });
    return () => {
      cancelled = true;
    };
  }, []);
  useEffect(() => {
    if (stage === 'whole') return undefined;
    const onIntent = (event: Event) => {
      if (isMenuIntent(event.target)) setStage('whole');
    };
    const options = {capture: true, passive: true} as const;
    for (const type of menuIntentEvents)
      document.addEventListener(type, onIntent, options);
    return () => {
      for (const type of menuIntentEvents)
        document.removeEventListener(type, onIntent, options);
    };
  }, [stage]);
  useEffect(() => {
    if (!shown) return undefined;
    const wide = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT}px)`);
    const onChange = () => {
      if (wide.matches) toggle();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [shown, toggle]);
  if (stage === 'none' && !shown) return null;
  return (
    <MenuSlicesContext.Provider value={stage === 'slices' && !shown}>
      <MobileSidebar />
    </MenuSlicesContext.Provider>
  );
}

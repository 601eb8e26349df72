import React, {useEffect} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {MOBILE_BREAKPOINT} from '@site/src/lib/constants';

// The full-screen menu is for windows under 768 px: it closes when the window
// becomes that wide (the theme itself only closes it at 997 px).
export default function MobileSidebarWrapper() {
  const {shown, toggle} = useNavbarMobileSidebar();
  useEffect(() => {
    if (!shown) return undefined;
    const wide = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT}px)`);
    const onChange = () => {
      if (wide.matches) toggle();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [shown, toggle]);
  return <MobileSidebar />;
}

import React from 'react';
import SocialLinks from './index';

/** Navbar item `custom-socialLinks`: receives `mobile` when in the mobile menu. */
export default function SocialLinksNavbarItem({mobile}: {mobile?: boolean}) {
  return <SocialLinks mobile={mobile} />;
}

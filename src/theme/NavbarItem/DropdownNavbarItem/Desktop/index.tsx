import React from 'react';
import type {Props} from '@theme/NavbarItem/DropdownNavbarItem/Desktop';
import NavGroup from '@site/src/components/NavGroup';

// Replaced: desktop navbar groups (Community, version, language) use the
// site's popover menu — open on hover, focus and click; close on outside
// click and Escape; arrow keys move between entries.
export default function DropdownNavbarItemDesktop(props: Props) {
  return <NavGroup {...props} />;
}

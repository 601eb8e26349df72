import React, {type ReactNode} from 'react';
import DocSidebarItems from '@theme-original/DocSidebarItems';
import type {Props} from '@theme/DocSidebarItems';
import {useItemSlices} from '@site/src/components/MenuSlices';

/**
 * The theme's list of sidebar items. While the closed phone menu is
 * prepared in the background (src/components/MenuSlices) a list renders a
 * slice of its items per task, each slice as the theme's (memoized) list of
 * its own: the same `<li>` elements in the same `<ul>`. Each slice numbers
 * its items from 0 and has its own expanded-state provider, which only
 * `autoCollapseCategories` reads, and the site turns that off. Everywhere
 * else, the theme's list as it is.
 */
export default function DocSidebarItemsWrapper(props: Props): ReactNode {
  const slices = useItemSlices(props.items);
  if (slices === null) return <DocSidebarItems {...props} />;
  return slices.map((items, index) => (
    // The slices only grow at the end, so their place is their identity.
    <DocSidebarItems key={index} {...props} items={items} />
  ));
}

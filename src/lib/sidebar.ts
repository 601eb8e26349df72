/**
 * Sidebar rules (spec §2, §4, §9): categories render to a depth below 5, and a
 * folder holding only pages (a leaf category) with more than 8 of them starts
 * collapsed; every other folder starts open. The folder of the current page is
 * opened by the theme whatever its default.
 */

export const SIDEBAR_MAX_DEPTH = 4;
export const LEAF_COLLAPSE_THRESHOLD = 8;

export interface SidebarNode {
  type: string;
  items?: SidebarNode[];
  collapsed?: boolean;
  [key: string]: unknown;
}

function isLeafCategory(node: SidebarNode): boolean {
  return (node.items ?? []).every((item) => item.type !== 'category');
}

/** Applies the rules; categories deeper than the limit are replaced by their items. */
export function applySidebarRules(
  items: SidebarNode[],
  depth = 1,
): SidebarNode[] {
  return items.flatMap((item) => {
    if (item.type !== 'category') return [item];
    const children = item.items ?? [];
    if (depth > SIDEBAR_MAX_DEPTH) return applySidebarRules(children, depth);
    const leaf = isLeafCategory(item);
    return [
      {
        ...item,
        items: applySidebarRules(children, depth + 1),
        collapsed: leaf && children.length > LEAF_COLLAPSE_THRESHOLD,
      },
    ];
  });
}

/**
 * Sidebar rules: categories render to a depth below 5, and a
 * folder holding only pages (a leaf category) with more than 8 of them starts
 * collapsed; every other folder starts open. The folder of the current page is
 * opened by the theme whatever its default.
 *
 * A folder whose `_category_.json` has `"customProps": {"order": "title"}`
 * lists its pages A–Z by their sidebar label (the title unless the page sets
 * `sidebar_label`), ignoring `sidebar_position`; the doc ids in
 * `customProps.pinned` stay first, in that order. The storage drivers use it,
 * so readers find a driver by the name OpenList shows.
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

/** What the ordering needs to know of each doc (the generator's `docs`). */
export interface SidebarDoc {
  id: string;
  title: string;
  frontMatter: {sidebar_label?: unknown};
}

interface OrderProps {
  order?: unknown;
  pinned?: unknown;
}

/** A–Z with numbers in numeric order ("115" before "1234", "a2" before "a10"). */
const collator = new Intl.Collator('en', {numeric: true, sensitivity: 'base'});

/** Applies `customProps.order: "title"` to the folders that ask for it. */
export function orderByTitle(
  items: SidebarNode[],
  docs: readonly SidebarDoc[],
): SidebarNode[] {
  const labels = new Map(
    docs.map((doc) => [
      doc.id,
      typeof doc.frontMatter.sidebar_label === 'string'
        ? doc.frontMatter.sidebar_label
        : doc.title,
    ]),
  );
  const labelOf = (item: SidebarNode) =>
    typeof item.label === 'string'
      ? item.label
      : (labels.get(String(item.id)) ?? String(item.id ?? ''));
  return items.map((item) => {
    if (item.type !== 'category') return item;
    const children = orderByTitle(item.items ?? [], docs);
    const props = (item.customProps ?? {}) as OrderProps;
    if (props.order !== 'title') return {...item, items: children};
    const pinned = Array.isArray(props.pinned) ? props.pinned.map(String) : [];
    const rank = (node: SidebarNode) => {
      const index = pinned.indexOf(String(node.id));
      return index === -1 ? pinned.length : index;
    };
    const sorted = [...children].sort(
      (a, b) => rank(a) - rank(b) || collator.compare(labelOf(a), labelOf(b)),
    );
    return {...item, items: sorted};
  });
}

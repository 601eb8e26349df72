/**
 * Layouts: every route is wrapped in the layout its metadata names,
 * or `default`; `layout: false` leaves the route unwrapped (no navbar/footer).
 */

export const LAYOUTS = [
  'default',
  'home',
  'post',
  'statement',
  'empty',
  '404',
] as const;

export type LayoutName = (typeof LAYOUTS)[number];

/** What a route resolves to: a layout name, or `false` for "unwrapped". */
export type ResolvedLayout = LayoutName | false;

export function isLayoutName(value: unknown): value is LayoutName {
  return (
    typeof value === 'string' && (LAYOUTS as readonly string[]).includes(value)
  );
}

export interface LayoutInput {
  /** Layout chosen by the page component itself (TSX pages: home, 404). */
  explicit?: ResolvedLayout;
  /** The `layout` front matter of the route's Markdown source, if any. */
  frontMatter?: unknown;
  /** The kind of route, which gives the layout when nothing names one. */
  routeKind?: 'doc' | 'post' | 'page';
}

/**
 * The one rule deciding a route's layout: a layout chosen by the page wins,
 * then front matter `layout` (`false` = unwrapped), then the route kind (posts
 * use `post`), else `default`.
 */
export function resolveLayout({
  explicit,
  frontMatter,
  routeKind,
}: LayoutInput): ResolvedLayout {
  if (explicit !== undefined) return explicit;
  if (frontMatter === false) return false;
  if (isLayoutName(frontMatter)) return frontMatter;
  if (routeKind === 'post') return 'post';
  return 'default';
}

/** Layouts that show the docs sidebar when the route has one. */
export function layoutShowsSidebar(layout: ResolvedLayout): boolean {
  return layout === 'default';
}

/** Layouts under which the contributor list and comments may appear. */
export function layoutShowsPageExtras(layout: ResolvedLayout): boolean {
  return layout === 'default' || layout === 'post';
}

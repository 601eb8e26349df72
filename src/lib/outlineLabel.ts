import type {TOCItem} from '@docusaurus/mdx-loader';

/**
 * Outline labels (the desktop outline and the local nav bar's dropdown)
 * are headings' HTML. A route or key in inline code has no space to wrap
 * at, and the outline column is narrow: at 1280 px, 13 pages' route labels
 * (`POST /api/admin/storage/load_all`) ran past the column and were cut.
 * This marks a place to wrap (`<wbr>`) after each `/` and `_` inside inline
 * code, so such a label wraps between its parts; only a part longer than
 * the column by itself is broken inside (Infima's `overflow-wrap`).
 * Nothing changes where the label fits.
 */
export function breakableLabel(html: string): string {
  return html.replace(/<code>([^<]*)<\/code>/g, (_, text: string) => {
    // Not after the last character: a break there would be empty.
    const marked = text.replace(/([/_])(?=[^/_])/g, '$1<wbr>');
    return `<code>${marked}</code>`;
  });
}

/** The outline with breakableLabel applied to each item's label. */
export function breakableOutline<T extends Pick<TOCItem, 'value'>>(
  toc: readonly T[],
): T[] {
  return toc.map((item) => {
    const value = breakableLabel(item.value);
    return value === item.value ? item : {...item, value};
  });
}

import React, {
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
} from 'react';
import MDXComponents from '@theme/MDXComponents';
import StaticIsland from '@site/src/components/StaticIsland';
import {isStaticMarkdown} from '@site/src/lib/staticMarkdown';

/**
 * What the MDX map renders in place of the HTML elements a Markdown table
 * may hold that stay static: links, inline code, images. Read when first
 * needed: the map imports this module.
 */
let staticComponents: ReadonlySet<unknown> | undefined;
const STATIC_TAGS = ['a', 'code', 'img'] as const;

/** Whether the element has more content than it shows on a side it scrolls. */
function scrollsOver(element: HTMLElement): boolean {
  const style = getComputedStyle(element);
  const scrolls = (overflow: string) =>
    overflow === 'auto' || overflow === 'scroll';
  return (
    (scrolls(style.overflowX) &&
      element.scrollWidth > element.clientWidth + 1) ||
    (scrolls(style.overflowY) &&
      element.scrollHeight > element.clientHeight + 1)
  );
}

/**
 * A Markdown table. Infima makes tables their own scroll box, so a wide one
 * on a narrow screen scrolls sideways; while it does, it is a focus stop
 * (tabindex 0), so a keyboard reader can reach it and scroll it with the
 * arrow keys even when it holds no link (WCAG 2.1.1). A table that fits is
 * not: it would be a stop that does nothing. Re-checked when the table or its
 * content changes size (the window is resized, a font arrives).
 *
 * Rows of plain Markdown are static: the page hydrates the table element
 * alone and keeps the rows as the server rendered them
 * (src/components/StaticIsland). A table with a component written into it
 * is hydrated whole.
 */
export default function ScrollTable(props: ComponentPropsWithoutRef<'table'>) {
  const ref = useRef<HTMLElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const table = ref.current;
    if (!table || typeof ResizeObserver === 'undefined') return undefined;
    // The first notification comes after layout: measuring there forces none.
    const observer = new ResizeObserver(() => setScrolls(scrollsOver(table)));
    observer.observe(table);
    for (const part of Array.from(table.children)) observer.observe(part);
    return () => observer.disconnect();
  }, []);
  const {children, ...rest} = props;
  staticComponents ??= new Set(
    STATIC_TAGS.map((tag) => (MDXComponents as Record<string, unknown>)[tag]),
  );
  if (!isStaticMarkdown(children, staticComponents))
    return (
      <table
        {...rest}
        ref={ref as React.RefObject<HTMLTableElement>}
        tabIndex={scrolls ? 0 : props.tabIndex}>
        {children}
      </table>
    );
  return (
    <StaticIsland
      as="table"
      {...rest}
      ref={ref}
      tabIndex={scrolls ? 0 : props.tabIndex}>
      {children}
    </StaticIsland>
  );
}

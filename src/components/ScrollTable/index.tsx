import React, {
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
} from 'react';
import StaticIsland from '@site/src/components/StaticIsland';

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
 * Its rows are static Markdown (no component of the site is written inside a
 * table), so the page hydrates the table element alone
 * (src/components/StaticIsland).
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

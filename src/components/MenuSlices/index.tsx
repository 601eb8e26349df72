import {createContext, useContext, useEffect, useMemo, useState} from 'react';
import {inNewTask} from '@site/plugins/preact/HydrateInTurn';

/**
 * Items a list of the closed phone menu adds per task while the menu is
 * prepared in the background: the doc sidebar's tree is about 7 components
 * per item, some 2 ms of main thread per slice on a desktop core (measured
 * 2026-11-30), so a slice stays far under a long task at Lighthouse's 4×
 * CPU slowdown.
 */
export const ITEMS_PER_SLICE = 6;

/**
 * True inside the phone menu while it is rendered in the background, before
 * the reader has shown any intent to open it (src/theme/Navbar/MobileSidebar).
 */
export const MenuSlicesContext = createContext(false);

/** `items` cut into slices of ITEMS_PER_SLICE, in order. */
export function slicesOf<T>(items: readonly T[]): T[][] {
  const slices: T[][] = [];
  for (let start = 0; start < items.length; start += ITEMS_PER_SLICE)
    slices.push(items.slice(start, start + ITEMS_PER_SLICE));
  return slices;
}

/**
 * A list's items as slices to render, or null for a list rendered whole
 * (anywhere but the phone menu prepared in the background). A list that
 * starts while the menu is prepared renders its first slice, and one more
 * in each following task until all are there; once the reader shows intent
 * to open the menu, the rest at once. It keeps rendering as slices after
 * that: each slice is the same array from render to render, so a memoized
 * list of one slice (the theme's) is not rendered again when another is
 * added.
 */
export function useItemSlices<T>(items: readonly T[]): T[][] | null {
  const slicing = useContext(MenuSlicesContext);
  const [sliced] = useState(slicing);
  // Lists rendered whole (the desktop sidebar's) cut nothing.
  const all = useMemo(() => (sliced ? slicesOf(items) : []), [sliced, items]);
  const [shown, setShown] = useState(1);
  const growing = sliced && slicing && shown < all.length;
  useEffect(() => {
    if (!growing) return undefined;
    let cancelled = false;
    inNewTask(() => {
      if (!cancelled) setShown((count) => count + 1);
    });
    return () => {
      cancelled = true;
    };
  }, [growing, shown]);
  if (!sliced) return null;
  return slicing ? all.slice(0, shown) : all;
}

import {useEffect, useState, type RefObject} from 'react';

/**
 * True once the element has come within `distance` px (above or below) of the
 * viewport, and from then on. For what a page shows at its end (contributors,
 * comments): their data is fetched when the reader gets there, not while the
 * page loads.
 */
export function useNearViewport(
  ref: RefObject<HTMLElement | null>,
  distance: number,
): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      {rootMargin: `${distance}px 0px`},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, distance]);
  return near;
}

/**
 * The circular colour-mode transition: a circle grows from the
 * click point until it covers the whole viewport.
 */

export const COLOR_TRANSITION_DURATION = 300;
export const COLOR_TRANSITION_EASING = 'ease-in';

/** Distance from (x, y) to the farthest corner of a width × height viewport. */
export function coverRadius(
  x: number,
  y: number,
  width: number,
  height: number,
): number {
  return Math.hypot(Math.max(x, width - x), Math.max(y, height - y));
}

/** clip-path keyframes for the new view: a point growing to a covering circle. */
export function revealKeyframes(
  x: number,
  y: number,
  width: number,
  height: number,
): {clipPath: string[]} {
  const radius = Math.ceil(coverRadius(x, y, width, height));
  return {
    clipPath: [
      `circle(0px at ${x}px ${y}px)`,
      `circle(${radius}px at ${x}px ${y}px)`,
    ],
  };
}

/** Whether to animate: the API exists and the reader does not ask for less motion. */
export function canAnimateTransition(
  doc: {startViewTransition?: unknown},
  prefersReducedMotion: boolean,
): boolean {
  return typeof doc.startViewTransition === 'function' && !prefersReducedMotion;
}

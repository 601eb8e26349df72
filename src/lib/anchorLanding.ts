/**
 * Headings reached by address land where they should. Long pages draw their
 * code blocks, and on phones the rows of their card tables, only near the
 * viewport (content-visibility in src/css/custom.css); until drawn, each
 * holds a placeholder height. A scroll to `#id` is aimed with the
 * placeholders, and a smooth scroll draws the blocks it passes, which moves
 * the heading after the aim was taken. So after each navigation to an id
 * (an address with a hash, an anchor click, an in-site link to another
 * page's heading), whenever the scrolling or the page's height has been
 * still for a moment, the heading is scrolled to again if it is not where
 * its scroll margin puts it: for a few seconds, a few times at most, and
 * never after the reader scrolls, types or touches the page. It keeps
 * watching after a first good landing, because blocks drawn later (or
 * anything else that loads above the heading) can still move it a little;
 * a scroll after the landing that takes the heading far from its place (a
 * third of the window or more) is the reader moving on, by means that send
 * the page no input (assistive technology), and ends the watch. The heading
 * is judged only between scrolls: a smooth scroll aimed with placeholders
 * passes the heading's place on its way to a stale aim, and on a busy
 * device its scroll events can be further apart than the settling time, so
 * where the browser says when a scroll ends (`scrollend`), a check that comes
 * mid-scroll waits for it (a few times at most). Loaded on
 * demand (its own chunk, `anchor-landing`) by
 * src/clientModules/anchorLanding.ts and by plugins/legacy-redirects, which
 * moves an old id to its new heading.
 */
const SETTLE_MS = 150;
const MAX_CORRECTIONS = 5;
const GIVE_UP_MS = 5000;
/** Checks put off at most while a scroll has not ended. */
const MAX_WAITS_FOR_END = 10;
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'];

let stopWatching: (() => void) | undefined;

/** How far the heading is from where a scroll to it should leave it. */
function landingError(target: Element): number {
  const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  return target.getBoundingClientRect().top - margin;
}

function atPageEnd(): boolean {
  const root = document.scrollingElement ?? document.documentElement;
  return root.scrollTop + root.clientHeight >= root.scrollHeight - 1;
}

export function watchLanding(id: string): void {
  stopWatching?.();
  let corrections = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Whether the heading has been in place once (arrival is over).
  let landed = false;
  // Whether a scroll is under way: known only where scrollend exists.
  const endsAreSignalled = 'onscrollend' in window;
  let scrolling = false;
  let waitsForEnd = 0;
  const check = () => {
    if (scrolling && ++waitsForEnd <= MAX_WAITS_FOR_END) return settle();
    waitsForEnd = 0;
    const target = document.getElementById(id);
    if (!target) return stop();
    const error = landingError(target);
    // Close enough, or below the top only because the page ends: keep
    // watching until the page settles for good.
    if (Math.abs(error) <= 2 || (error > 0 && atPageEnd())) {
      landed = true;
      return undefined;
    }
    if (landed && Math.abs(error) > window.innerHeight / 3) return stop();
    if (++corrections > MAX_CORRECTIONS) return stop();
    target.scrollIntoView({block: 'start', behavior: 'instant'});
    // The jump's scroll event re-arms the check; if it did not move, check
    // once more after the blocks it reached are drawn.
    return settle();
  };
  // Checked once the scroll position and the page's height are still.
  function settle() {
    clearTimeout(timer);
    timer = setTimeout(check, SETTLE_MS);
  }
  function scrolled() {
    scrolling = endsAreSignalled;
    settle();
  }
  function scrollEnded() {
    scrolling = false;
    settle();
  }
  const resized =
    typeof ResizeObserver === 'undefined'
      ? undefined
      : new ResizeObserver(settle);
  const giveUp = setTimeout(() => stop(), GIVE_UP_MS);
  function stop() {
    clearTimeout(timer);
    clearTimeout(giveUp);
    resized?.disconnect();
    window.removeEventListener('scroll', scrolled);
    window.removeEventListener('scrollend', scrollEnded);
    for (const type of READER_INPUT)
      window.removeEventListener(type, stop, true);
    if (stopWatching === stop) stopWatching = undefined;
  }
  stopWatching = stop;
  window.addEventListener('scroll', scrolled, {passive: true});
  window.addEventListener('scrollend', scrollEnded, {passive: true});
  resized?.observe(document.documentElement);
  for (const type of READER_INPUT)
    window.addEventListener(type, stop, {capture: true, passive: true});
  settle();
}

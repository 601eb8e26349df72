/**
 * Headings reached by address land where they should. Long pages draw their
 * code blocks, and on phones the rows of their card tables, only near the
 * viewport (content-visibility in src/css/custom.css); until drawn, each
 * holds a placeholder height. A scroll to `#id` is aimed with the
 * placeholders, and a smooth scroll draws the blocks it passes, which moves
 * the heading after the aim was taken. So after each navigation to an id
 * (an address with a hash, an anchor click, an in-site link to another
 * page's heading), whenever the scrolling and the page's height have been
 * still for a moment, the heading is scrolled to again if it is not where
 * its scroll margin puts it: a few times at most, and never after the
 * reader scrolls, types or touches the page. It keeps watching after a
 * first good landing, because blocks drawn later (or anything else that
 * loads above the heading) can still move it: until nothing has moved for a
 * few seconds, within a longer limit. A scroll after the landing that takes
 * the heading far from its place (a third of the window or more) is the
 * reader moving on, by means that send the page no input (assistive
 * technology), and ends the watch.
 *
 * The heading is judged only while the page is not scrolling: a smooth
 * scroll aimed with placeholders passes the heading's place on its way to a
 * stale aim. Scrolling is known from `scrollend` where the browser has it,
 * and from the scroll position moving between two looks, since this module
 * is loaded on demand and may start in the middle of the browser's own
 * scroll to the heading, after its scroll events began; on a busy device
 * those events can also be further apart than the settling time. A check
 * that comes mid-scroll waits (a few times at most). The page's height is
 * watched on the site's root element: `html` and `body` keep the window's
 * height. Loaded on demand (its own chunk, `anchor-landing`) by
 * src/clientModules/anchorLanding.ts and by plugins/legacy-redirects, which
 * moves an old id to its new heading.
 */
const SETTLE_MS = 150;
const MAX_CORRECTIONS = 5;
/** The watch ends once nothing has moved for this long… */
const QUIET_MS = 5000;
/** …and in any case this long after it began. */
const MAX_WATCH_MS = 20000;
/** Checks put off at most while a scroll has not ended. */
const MAX_WAITS_FOR_END = 10;
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'];

let stopWatching: (() => void) | undefined;

/** How far the heading is from where a scroll to it should leave it. */
function landingError(target: Element): number {
  const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  return target.getBoundingClientRect().top - margin;
}

function scroller(): Element {
  return document.scrollingElement ?? document.documentElement;
}

function atPageEnd(): boolean {
  const root = scroller();
  return root.scrollTop + root.clientHeight >= root.scrollHeight - 1;
}

/** The element that grows with the page (Docusaurus's root). */
function pageRoot(): Element {
  return document.getElementById('__docusaurus') ?? document.body;
}

export function watchLanding(id: string): void {
  stopWatching?.();
  let corrections = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  // Whether the heading has been in place once (arrival is over).
  let landed = false;
  // Whether a scroll is under way: known only where scrollend exists.
  const endsAreSignalled = 'onscrollend' in window;
  let scrolling = false;
  let waitsForEnd = 0;
  // Where the page was scrolled at the last look.
  let lastTop = scroller().scrollTop;
  const check = () => {
    const top = scroller().scrollTop;
    const moving = scrolling || top !== lastTop;
    lastTop = top;
    if (moving && ++waitsForEnd <= MAX_WAITS_FOR_END) return settle();
    waitsForEnd = 0;
    const target = document.getElementById(id);
    if (!target) return stop();
    const error = landingError(target);
    // Close enough, or below the top only because the page ends: keep
    // watching until the page settles for good. Passing the place while a
    // scroll still runs is no landing: look again.
    if (Math.abs(error) <= 2 || (error > 0 && atPageEnd())) {
      if (moving) return settle();
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
    clearTimeout(quiet);
    quiet = setTimeout(stop, QUIET_MS);
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
  const giveUp = setTimeout(stop, MAX_WATCH_MS);
  function stop() {
    clearTimeout(timer);
    clearTimeout(quiet);
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
  resized?.observe(pageRoot());
  for (const type of READER_INPUT)
    window.addEventListener(type, stop, {capture: true, passive: true});
  settle();
}

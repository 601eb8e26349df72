import type {ClientModule} from '@docusaurus/types';

/**
 * Docusaurus prefetches the chunks of every link that scrolls into view, in
 * the IntersectionObserver callback: on a doc page with many visible links
 * that is one long main-thread task right after hydration. The same
 * prefetches are made here when the browser is idle, one link at a time, so
 * they never hold up the page (links are still preloaded on hover/touch).
 */
function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(run, {timeout: 3000});
  else window.setTimeout(run, 200);
}

let deferred = false;

const idlePrefetch: ClientModule = {
  // Runs on the first render, before any link has been seen by the
  // IntersectionObserver (window.docusaurus exists only by then).
  onRouteDidUpdate() {
    if (deferred || !window.docusaurus) return;
    deferred = true;
    // The object Docusaurus publishes is read-only: publish a copy.
    const {prefetch} = window.docusaurus;
    window.docusaurus = {
      ...window.docusaurus,
      prefetch(url) {
        whenIdle(() => {
          prefetch(url);
        });
        return false;
      },
    };
  },
};

export default idlePrefetch;

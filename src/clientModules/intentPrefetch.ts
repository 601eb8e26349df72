import type {ClientModule} from '@docusaurus/types';

/**
 * Other pages' code is fetched on the reader's intent, never because a link
 * is visible. Docusaurus prefetches the chunks of every link that scrolls
 * into view; on a doc page, whose sidebar shows dozens of links, that was
 * ~330 KB of other pages' code downloaded on a page view without any
 * interaction. Here that visibility prefetch does nothing; Docusaurus's Link
 * still preloads a page's code when the pointer enters the link or a finger
 * touches it, and this module does the same when a link gets keyboard focus,
 * and on pointer or touch for the links of static islands
 * (src/components/StaticIsland), which are the server's markup, not Links.
 */
let installed = false;

/** The site path of an internal link, or null for anything else. */
export function intentPath(link: HTMLAnchorElement): string | null {
  if (link.origin !== window.location.origin || link.target === '_blank')
    return null;
  if (link.hasAttribute('download')) return null;
  // Files that are not pages (Markdown twins, feeds, llms.txt …).
  if (/\.[a-z0-9]+$/i.test(link.pathname)) return null;
  return link.pathname;
}

const intentPrefetch: ClientModule = {
  // Runs on the first render, before any link has been seen by the
  // IntersectionObserver (window.docusaurus exists only by then).
  onRouteDidUpdate() {
    if (installed || !window.docusaurus) return;
    installed = true;
    // The object Docusaurus publishes is read-only: publish a copy.
    const {preload} = window.docusaurus;
    window.docusaurus = {
      ...window.docusaurus,
      prefetch() {
        return false;
      },
    };
    const preloaded = new Set<string>();
    const onIntent = (islandsOnly: boolean) => (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      if (islandsOnly && !link.closest('[data-static-island]')) return;
      const path = intentPath(link);
      if (!path || preloaded.has(path) || path === window.location.pathname)
        return;
      preloaded.add(path);
      const loading = preload(path);
      if (loading)
        loading.catch(() => {
          // A failed preload is retried by the navigation itself.
        });
    };
    document.addEventListener('focusin', onIntent(false));
    // Links rendered by React preload on these themselves.
    document.addEventListener('mouseover', onIntent(true), {passive: true});
    document.addEventListener('touchstart', onIntent(true), {passive: true});
  },
};

export default intentPrefetch;

import type {ClientModule} from '@docusaurus/types';

/**
 * Other pages' code is fetched on the reader's intent, never because a link
 * is visible. Docusaurus prefetches the chunks of every link that scrolls
 * into view; on a doc page, whose sidebar shows dozens of links, that was
 * ~330 KB of other pages' code downloaded on a page view without any
 * interaction. Here that visibility prefetch does nothing, and a page's code
 * is preloaded when the pointer moves onto a link, a finger touches it or
 * it gets keyboard focus: three listeners on the document (the pointer's
 * and the touch's passive) serve every link, Links and the links of static
 * islands (src/components/StaticIsland) alike. Docusaurus's Link adds its
 * own listeners and observer to each link; plugins/framework-patches/
 * link-intent takes them out.
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
    const onIntent = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
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
    document.addEventListener('focusin', onIntent);
    document.addEventListener('mouseover', onIntent, {passive: true});
    document.addEventListener('touchstart', onIntent, {passive: true});
  },
};

export default intentPrefetch;

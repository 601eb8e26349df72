import type {ClientModule} from '@docusaurus/types';

/**
 * The docs sidebar scrolls on its own; on a deep page (a driver among 50)
 * the current page's entry starts below its fold. After each navigation the
 * sidebar is scrolled (never the page) so that entry is in view, a third of
 * the way down; nothing moves when it is already visible, e.g. after a click
 * on it.
 */
function scrollableParent(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const {overflowY} = getComputedStyle(node);
    if (
      (overflowY === 'auto' || overflowY === 'scroll') &&
      node.scrollHeight > node.clientHeight
    )
      return node;
  }
  return null;
}

export function revealActiveSidebarItem(): void {
  const links = document.querySelectorAll<HTMLElement>(
    '.theme-doc-sidebar-container .menu__link--active',
  );
  const active = links[links.length - 1];
  if (!active) return;
  const box = scrollableParent(active);
  if (!box || box.clientHeight === 0) return;
  const item = active.getBoundingClientRect();
  const view = box.getBoundingClientRect();
  if (item.top >= view.top && item.bottom <= view.bottom) return;
  box.scrollTop += item.top - view.top - box.clientHeight / 3;
}

const sidebarActive: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (previousLocation && previousLocation.pathname === location.pathname)
      return;
    // After React has committed the new page's sidebar state.
    window.requestAnimationFrame(() => revealActiveSidebarItem());
  },
};

export default sidebarActive;

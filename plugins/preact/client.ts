import {createRoot, hydrateRoot as hydrateWith} from 'preact/compat/client';
import {hydration} from './react';
import {inNewTask, markIfAllHydrated} from './HydrateInTurn';

export {createRoot};

type Root = ReturnType<typeof hydrateWith>;

/**
 * React's `hydrateRoot`, marking the pass for ./react.ts's store hook. The
 * pass runs in a task of its own. Docusaurus calls this in the microtasks of
 * the task that evaluates the page's modules, and Preact hydrates in one go,
 * so together they made one long task: 81–90 ms on the Chinese drivers index
 * under 4× CPU throttling, of which the pass alone is 70–77 ms. Until the pass
 * has run, `render` only replaces what it will hydrate.
 */
export function hydrateRoot(
  container: Element,
  children: Parameters<typeof hydrateWith>[1],
): Root {
  let root: Root | null = null;
  let app = children;
  let unmounted = false;
  const run = () => {
    if (unmounted) return;
    hydration.active = true;
    try {
      root = hydrateWith(container, app);
    } finally {
      hydration.active = false;
      markIfAllHydrated();
    }
  };
  inNewTask(run);
  return {
    render(next) {
      if (root) root.render(next);
      else app = next;
    },
    unmount() {
      unmounted = true;
      root?.unmount();
    },
  } as Root;
}

export default {createRoot, hydrateRoot};

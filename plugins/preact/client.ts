import {createRoot, hydrateRoot as hydrateWith} from 'preact/compat/client';
import {hydration} from './react';
import {markIfAllHydrated} from './HydrateInTurn';

export {createRoot};

/** React's `hydrateRoot`, marking the pass for ./react.ts's store hook. */
export function hydrateRoot(
  container: Element,
  children: Parameters<typeof hydrateWith>[1],
): ReturnType<typeof hydrateWith> {
  hydration.active = true;
  try {
    return hydrateWith(container, children);
  } finally {
    hydration.active = false;
    markIfAllHydrated();
  }
}

export default {createRoot, hydrateRoot};

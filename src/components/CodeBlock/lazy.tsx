import {createElement} from 'react';
import type {Highlight, HighlightProps} from 'prism-react-renderer';

let loaded: typeof Highlight | null = null;

/**
 * Whether prism-react-renderer's Highlight, with the site's extra languages,
 * has loaded in the browser. Only code blocks without build-time tokens need
 * it. The server bundle uses ./eager instead (plugins/framework-patches/prism-highlight), where
 * it is always there.
 */
export function prismLoaded(): boolean {
  return loaded !== null;
}

/** Loads Prism's chunk (once). */
export function loadPrism(): Promise<void> {
  return import('./Prism').then((module) => {
    loaded = module.default;
  });
}

/** prism-react-renderer's Highlight once loaded; nothing before. */
export function PrismHighlight(props: HighlightProps) {
  return loaded && createElement(loaded, props);
}

import Highlight from './Prism';

// Server-bundle stand-in for ./lazy (see plugins/framework-patches/prism-highlight): server
// rendering always has Prism at hand.
export function prismLoaded(): boolean {
  return true;
}

export function loadPrism(): Promise<void> {
  return Promise.resolve();
}

export const PrismHighlight = Highlight;

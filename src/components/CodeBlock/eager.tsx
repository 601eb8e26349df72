import Highlighted from './Highlighted';

// Server-bundle stand-in for ./lazy (see plugins/lazy-prism): server
// rendering always has the highlighted code block.
export function loadedCodeBlock(): typeof Highlighted {
  return Highlighted;
}

export function loadCodeBlock(): Promise<typeof Highlighted> {
  return Promise.resolve(Highlighted);
}

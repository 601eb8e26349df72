// Stands in, in the browser bundle, for the classic theme's client module
// that loads Prism at start-up (see ./index.ts): nothing to do at start-up.
export {};

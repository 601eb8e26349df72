// Docusaurus's `prefetch()` asks the runtime for a chunk's file with
// `__webpack_require__.gca`, which ./index.ts leaves out of the runtime: it
// gets no file, and fetches nothing.
declare const __webpack_require__: {
  gca?: (chunkName: string) => string | undefined;
};

if (typeof __webpack_require__.gca !== 'function')
  __webpack_require__.gca = () => undefined;

export {};

declare function globalDataLoader(source: string): string;
declare namespace globalDataLoader {
  /** The global data with plugin names and ids in code-unit order. */
  function orderGlobalData(source: string): string;
}
export = globalDataLoader;

declare function clientRegistryLoader(source: string): string;
declare namespace clientRegistryLoader {
  /** The registry with each entry's reported request replaced by 0. */
  function stripRequests(source: string): {source: string; stripped: number};
}
export = clientRegistryLoader;

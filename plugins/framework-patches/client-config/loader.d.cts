declare function clientConfigLoader(source: string): string;
declare namespace clientConfigLoader {
  /** The config module with the fields of DROPPED set to []. */
  function trimConfig(source: string): {source: string; dropped: string[]};
  const DROPPED: readonly string[];
}
export = clientConfigLoader;

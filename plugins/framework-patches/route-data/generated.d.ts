// The originals, as ./store.ts imports them (in the browser bundle, the
// requests without extension are answered by this folder).
declare module '@generated/registry.js' {
  const registry: Record<
    string,
    [() => Promise<unknown>, string | 0, string | number]
  >;
  export default registry;
}
declare module '@generated/routesChunkNames.json' {
  const routesChunkNames: Record<string, unknown>;
  export default routesChunkNames;
}

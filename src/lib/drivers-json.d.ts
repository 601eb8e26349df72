// data/drivers.json is imported as a module by the bundler; its shape is
// described in src/lib/drivers.ts.
declare module '@site/data/drivers.json' {
  const value: unknown;
  export default value;
}

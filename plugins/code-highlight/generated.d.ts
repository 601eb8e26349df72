// Written by the code-highlight plugin when the site builds (index.ts):
// the tokens of each constant block, by name.
declare module '@generated/code-highlight-blocks/default/blocks.json' {
  const blocks: Record<string, string>;
  export default blocks;
}

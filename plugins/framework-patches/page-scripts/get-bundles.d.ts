// The addon's lookup that Docusaurus uses to pick a page's scripts and
// stylesheets (read by tests/unit/page-scripts.test.ts). Untyped upstream.
declare module 'react-loadable-ssr-addon-v5-slorber/lib/getBundles' {
  type Bundle = {file: string};
  export default function getBundles(
    manifest: {
      origins: Record<string, string[]>;
      assets: Record<string, unknown>;
    },
    modules: string[],
  ): {js?: Bundle[]; css?: Bundle[]};
}

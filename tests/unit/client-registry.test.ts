/**
 * plugins/framework-patches/client-registry: the browser's route registry
 * keeps every loader and module id, without the requests only the server
 * reports.
 */
import fs from 'node:fs';
import {registryRequests} from '../../plugins/framework-patches/page-scripts/manifest';
import {generatedRegistry, ROUTES} from './support/generatedFiles';
import clientRegistryLoader from '../../plugins/framework-patches/client-registry/loader.cjs';
import {
  browserChunkName,
  DOCS_SHELL_CHUNK,
} from '../../plugins/framework-patches/registryEntry.cjs';
// The package's exports map hides lib/; its file is what the plugin runs.
import {DEFAULT_OPTIONS} from '../../node_modules/@docusaurus/plugin-content-docs/lib/options';

const {stripRequests} = clientRegistryLoader;

describe('client registry', () => {
  it('drops the reported request of every entry Docusaurus generates, and nothing else', async () => {
    const registry = await generatedRegistry();
    const entries = registryRequests(registry);
    // A page module per route, and their layout.
    expect(entries.size).toBe(ROUTES.length + 1);
    const {source, stripped} = stripRequests(registry);
    expect(stripped).toBe(entries.size);
    for (const [chunkName, request] of entries) {
      const name = JSON.stringify(chunkName);
      const literal = JSON.stringify(request);
      // Loader and module id name the same module as before.
      expect(source).toContain(
        `${name}: [() => import(/* webpackChunkName: ${name} */ ${literal}), 0, require.resolveWeak(${literal})],`,
      );
      // Once in the import(), once in resolveWeak: the reported copy is gone.
      expect(source.split(literal).length - 1).toBe(2);
    }
    expect(source.split('\n').length).toBe(registry.split('\n').length);
  });

  it('leaves an entry alone unless its three requests agree', () => {
    const odd =
      '  "abc": [() => import(/* webpackChunkName: "abc" */ "@site/a.md"), "@site/b.md", require.resolveWeak("@site/a.md")],';
    expect(stripRequests(odd)).toEqual({source: odd, stripped: 0});
  });

  it("puts the docs shell's modules in one chunk, each keeping its entry and module id", () => {
    const line = (name: string, request: string) =>
      `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${request}"), "${request}", require.resolveWeak("${request}")],`;
    const shell = line('a94703ab', '@theme/DocRoot');
    const page = line('17896441', '@theme/DocItem');
    const {source, stripped} = stripRequests(`${shell}\n${page}`);
    expect(stripped).toBe(2);
    expect(source).toBe(
      [
        `  "a94703ab": [() => import(/* webpackChunkName: "${DOCS_SHELL_CHUNK}" */ "@theme/DocRoot"), 0, require.resolveWeak("@theme/DocRoot")],`,
        `  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), 0, require.resolveWeak("@theme/DocItem")],`,
      ].join('\n'),
    );
  });

  it('knows the docs shell by the requests Docusaurus routes docs pages with', () => {
    // The docs plugin's default components for its root, a version's root
    // and the docs layout (this site sets none of its own).
    for (const request of [
      DEFAULT_OPTIONS.docsRootComponent,
      DEFAULT_OPTIONS.docVersionRootComponent,
      DEFAULT_OPTIONS.docRootComponent,
    ])
      expect(browserChunkName('abc', request)).toBe(DOCS_SHELL_CHUNK);
    // The plugin's route context, as core names it: `@generated/` and the
    // path of `<plugin name>/<plugin id>/__plugin.json` in the generated
    // files.
    const actions = fs.readFileSync(
      require.resolve('@docusaurus/core/lib/server/plugins/actions.js'),
      'utf8',
    );
    expect(actions).toContain('`@generated/${');
    expect(actions).toContain(
      'path_1.default.join(generatedFilesDir, plugin.name, pluginId)',
    );
    expect(actions).toContain('`__plugin.json`');
    expect(
      browserChunkName(
        'abc',
        '@generated/docusaurus-plugin-content-docs/default/__plugin.json',
      ),
    ).toBe(DOCS_SHELL_CHUNK);
    // Any other module keeps its own chunk: a page, a version's data, the
    // blog's context.
    for (const request of [
      '@theme/DocItem',
      '@site/docs/guide/drivers/s3.mdx',
      '@generated/docusaurus-plugin-content-docs/default/p/index-7b5.json',
      '@generated/docusaurus-plugin-content-blog/default/__plugin.json',
    ])
      expect(browserChunkName('abc', request)).toBe('abc');
  });
});

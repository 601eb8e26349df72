/**
 * plugins/framework-patches/client-registry: the browser's route registry
 * keeps every loader and module id, without the requests only the server
 * reports.
 */
import {registryRequests} from '../../plugins/framework-patches/page-scripts/manifest';
import {generatedRegistry, ROUTES} from './support/generatedFiles';
import clientRegistryLoader from '../../plugins/framework-patches/client-registry/loader.cjs';

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
});

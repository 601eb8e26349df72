/**
 * The unit tests' environment: Jest's Node environment, plus @rspack/core
 * for the tests that compile with it (`rspack.cjs`) and MDX's compiler with
 * GFM for those that compile pages (`mdx.cjs`). Rspack 2 is an ES
 * module only, which Jest's module system cannot `require` on Node 20 (Jest
 * supports require(esm) from Node 24.9). This file runs outside the tests'
 * module system, where Node's own `require` can (Node 20.19+); the same
 * for MDX. Loaded on first use, so other tests do not pay for them.
 */
const {TestEnvironment} = require('jest-environment-node');

class UnitTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.defineProperty(this.global, '__rspackCore', {
      get: () => require('@rspack/core'),
    });
    Object.defineProperty(this.global, '__mdx', {
      // The copies Docusaurus's MDX loader compiles the site's pages with.
      get: () => {
        const paths = [require.resolve('@docusaurus/mdx-loader')];
        return {
          mdx: require(require.resolve('@mdx-js/mdx', {paths})),
          gfm: require(require.resolve('remark-gfm', {paths})),
        };
      },
    });
  }
}

module.exports = UnitTestEnvironment;

/**
 * The unit tests' environment: Jest's Node environment, plus @rspack/core
 * for the tests that compile with it (`rspack.cjs`). Rspack 2 is an ES
 * module only, which Jest's module system cannot `require` on Node 20 (Jest
 * supports require(esm) from Node 24.9). This file runs outside the tests'
 * module system, where Node's own `require` can (Node 20.19+). Loaded on
 * first use, so other tests do not pay for Rspack's native binding.
 */
const {TestEnvironment} = require('jest-environment-node');

class UnitTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.defineProperty(this.global, '__rspackCore', {
      get: () => require('@rspack/core'),
    });
  }
}

module.exports = UnitTestEnvironment;

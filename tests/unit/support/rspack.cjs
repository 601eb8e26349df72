/**
 * @rspack/core, as the tests' environment loaded it with Node's own
 * `require` (`environment.cjs`: Jest cannot load an ES-module-only package
 * on Node 20).
 */
module.exports = globalThis.__rspackCore;

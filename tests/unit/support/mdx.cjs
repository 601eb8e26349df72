/**
 * @mdx-js/mdx and remark-gfm, as the tests' environment loaded them with
 * Node's own `require` (`environment.cjs`: ES modules only, which Jest's
 * module system cannot `require` on Node 20).
 */
module.exports = globalThis.__mdx;

/**
 * The loader of the twins' conversion: jiti (the loader Docusaurus itself
 * uses for its config) compiles lib/markdown.ts and the ES-module libraries
 * it imports, with lib/isElement.ts in the place of hast-util-is-element
 * (see there why). worker.cjs and the unit tests load through it, so the
 * tests run the libraries as the build does.
 */
const path = require('node:path');
const createJiti = require('jiti');

/** Library modules replaced in the conversion, and by what. */
const LIBRARY_ALIASES = {
  'hast-util-is-element': path.join(__dirname, 'isElement.ts'),
};

/** A jiti loader for `filename` (options are jiti's) with the aliases. */
function markdownLoader(filename, options = {}) {
  return createJiti(filename, {
    ...options,
    alias: {...options.alias, ...LIBRARY_ALIASES},
  });
}

module.exports = {LIBRARY_ALIASES, markdownLoader};

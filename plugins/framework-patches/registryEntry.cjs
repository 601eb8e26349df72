// One entry of the generated route registry (.docusaurus/registry.js), as
// Docusaurus writes it:
//   "<chunk>": [() => import(/* webpackChunkName: "<chunk>" */ "<request>"), "<request>", require.resolveWeak("<request>")],
// (the last one followed by the object's `};` on the same line). Read by
// page-scripts/ (chunk name and request) and rewritten by client-registry/.
// CommonJS: the bundler runs client-registry's loader without compiling it.

const STRING = '"(?:[^"\\\\]|\\\\.)*"';
const ENTRY = new RegExp(
  `^(\\s*(${STRING}): \\[\\(\\) => import\\(/\\* webpackChunkName: "[^"]*" \\*/ (${STRING})\\)), (${STRING}), (require\\.resolveWeak\\((${STRING})\\)\\],.*)$`,
);

/**
 * The parts of a registry line, or undefined for any other line. String
 * fields are JavaScript string literals, as written.
 * @param {string} line
 */
function parseRegistryEntry(line) {
  const match = ENTRY.exec(line);
  if (!match) return undefined;
  const [, head, chunkName, request, reported, tail, weakRequest] = match;
  return {head, chunkName, request, reported, tail, weakRequest};
}

/**
 * The route modules every docs page loads, whatever the page: the docs
 * plugin's root, a version's root (its component; a version's data is a
 * module of its own), the docs layout, and the plugin's route context.
 * Each had a chunk of its own, four of a docs page's scripts, three of
 * them under 1 KB.
 */
const DOCS_SHELL =
  /^(@theme\/(DocsRoot|DocVersionRoot|DocRoot)|@generated\/docusaurus-plugin-content-docs\/[^/]+\/__plugin\.json)$/;

/** The browser chunk the docs shell's modules share (client-registry/). */
const DOCS_SHELL_CHUNK = 'docs-shell';

/**
 * The name of the browser chunk that holds a route module: DOCS_SHELL_CHUNK
 * for the docs shell, else the name Docusaurus gave it. Plain strings, not
 * literals.
 * @param {string} chunkName
 * @param {string} request
 * @returns {string}
 */
function browserChunkName(chunkName, request) {
  return DOCS_SHELL.test(request) ? DOCS_SHELL_CHUNK : chunkName;
}

module.exports = {parseRegistryEntry, browserChunkName, DOCS_SHELL_CHUNK};

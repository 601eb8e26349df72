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

module.exports = {parseRegistryEntry};

// Browser bundle only: the generated route registry without the module
// request each entry repeats as its second field (see ./index.ts).

/**
 * One registry entry as Docusaurus writes it:
 * `"<chunk>": [() => import(/* webpackChunkName: "<chunk>" *\/ "<request>"), "<request>", require.resolveWeak("<request>")],`
 * (the last one followed by the object's `};` on the same line).
 */
const ENTRY =
  /^(\s*"[^"]*": \[\(\) => import\(\/\* webpackChunkName: "[^"]*" \*\/ ("(?:[^"\\]|\\.)*")\)), ("(?:[^"\\]|\\.)*"), (require\.resolveWeak\(("(?:[^"\\]|\\.)*")\)\],.*)$/;

/**
 * Replaces the second field of each entry whose three requests agree by 0.
 * @param {string} source
 * @returns {{source: string, stripped: number}}
 */
function stripRequests(source) {
  let stripped = 0;
  const lines = source.split('\n').map((line) => {
    const match = ENTRY.exec(line);
    if (!match || match[2] !== match[3] || match[3] !== match[5]) return line;
    stripped += 1;
    return `${match[1]}, 0, ${match[4]}`;
  });
  return {source: lines.join('\n'), stripped};
}

/** @this {unknown} @param {string} source */
module.exports = function clientRegistryLoader(source) {
  return stripRequests(source).source;
};
module.exports.stripRequests = stripRequests;

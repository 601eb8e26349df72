// Browser bundle only: the generated route registry without the module
// request each entry repeats as its second field, and with the docs shell's
// modules in one chunk (see ./index.ts).

const {parseRegistryEntry, browserChunkName} = require('../registryEntry.cjs');

/**
 * Replaces the second field of each entry whose three requests agree by 0,
 * and names the chunk of a docs shell module `docs-shell`
 * (../registryEntry.cjs: browserChunkName).
 * @param {string} source
 * @returns {{source: string, stripped: number}}
 */
function stripRequests(source) {
  let stripped = 0;
  const lines = source.split('\n').map((line) => {
    const entry = parseRegistryEntry(line);
    if (
      !entry ||
      entry.reported !== entry.request ||
      entry.weakRequest !== entry.request
    )
      return line;
    stripped += 1;
    const name = JSON.parse(entry.chunkName);
    const chunk = browserChunkName(name, JSON.parse(entry.request));
    const head =
      chunk === name
        ? entry.head
        : entry.head.replace(
            `/* webpackChunkName: ${JSON.stringify(name)} */`,
            `/* webpackChunkName: ${JSON.stringify(chunk)} */`,
          );
    return `${head}, 0, ${entry.tail}`;
  });
  return {source: lines.join('\n'), stripped};
}

/** @this {unknown} @param {string} source */
module.exports = function clientRegistryLoader(source) {
  return stripRequests(source).source;
};
module.exports.stripRequests = stripRequests;

/**
 * Rewrites react-router's module (./index.ts names the file): `matchPath`
 * first asks ./cannotMatch.cjs whether the path can match at all, and
 * returns null at once when it cannot. Stops the build when the function's
 * first line is not found exactly once.
 */
const {openlistCannotMatch} = require('./cannotMatch.cjs');

const ANCHOR = 'function matchPath(pathname, options) {';

function withQuickReject(source) {
  const at = source.indexOf(ANCHOR);
  if (at === -1 || source.indexOf(ANCHOR, at + 1) !== -1)
    throw new Error(
      `route-match: react-router's module no longer has one "${ANCHOR}"; ` +
        're-read it and adapt plugins/framework-patches/route-match.',
    );
  const end = at + ANCHOR.length;
  return (
    `${source.slice(0, at)}${openlistCannotMatch.toString()}\n\n` +
    `${source.slice(at, end)}\n  if (openlistCannotMatch(pathname, options)) return null;` +
    source.slice(end)
  );
}

module.exports = function routeMatchLoader(source) {
  return withQuickReject(source);
};
module.exports.withQuickReject = withQuickReject;
module.exports.ANCHOR = ANCHOR;

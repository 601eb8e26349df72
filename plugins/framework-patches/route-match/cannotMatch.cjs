/**
 * True when react-router's `matchPath(pathname, options)` is sure to return
 * null: `options.path` is one static path (no parameter, group or wildcard
 * of path-to-regexp 1.x: no `:`, `(` or `*` that is not escaped), and
 * `pathname` does not start with that path (without its trailing slash),
 * comparing ASCII letters without case unless `options.sensitive`. A
 * backslash escapes the character after it, which path-to-regexp then
 * matches as itself: react-router-dom's NavLink escapes every `/` and `.`
 * of its address (`\/guide\/drivers`), so the navbar's links are static
 * paths too. The pattern path-to-regexp makes of such a path starts with
 * exactly that literal, so no pathname failing the test can match.
 * Anything else (a non-ASCII character where the two differ, a trailing
 * lone backslash, arrays, patterns) answers false, and the original
 * matching decides. ./loader.cjs puts this function's source in
 * react-router's module, so it must not refer to anything outside itself.
 */
function openlistCannotMatch(pathname, options) {
  if (options === null || typeof options !== 'object') return false;
  var path = options.path;
  if (typeof path !== 'string' || typeof pathname !== 'string') return false;
  // The literal the path stands for: `\x` is x; `(`, `*` and `:` alone
  // are path-to-regexp's syntax. Most paths have no backslash and are
  // their own literal (no string is built).
  var literal = path;
  var escaped = false;
  for (var k = 0; k < path.length; k += 1) {
    var c = path.charCodeAt(k);
    // ( * :
    if (c === 40 || c === 42 || c === 58) return false;
    // \
    if (c === 92) {
      if (k === path.length - 1) return false;
      if (!escaped) literal = path.slice(0, k);
      escaped = true;
      k += 1;
    }
    if (escaped) literal += path.charAt(k);
  }
  var n = literal.length;
  if (n > 0 && literal.charCodeAt(n - 1) === 47) n -= 1;
  if (pathname.length < n) return true;
  var sensitive = options.sensitive === true;
  for (var i = 0; i < n; i += 1) {
    var a = literal.charCodeAt(i);
    var b = pathname.charCodeAt(i);
    if (a === b) continue;
    if (a > 127 || b > 127) return false;
    var lower = a | 32;
    if (!sensitive && lower === (b | 32) && lower >= 97 && lower <= 122)
      continue;
    return true;
  }
  return false;
}

module.exports = {openlistCannotMatch};

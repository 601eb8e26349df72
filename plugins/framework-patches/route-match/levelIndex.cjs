/**
 * react-router-config's `matchRoutes` and `renderRoutes` with an index per
 * level of routes, for the server bundle (./configLoader.cjs puts them in
 * place of the package's own there; ./index.ts says why).
 *
 * Both find the first route of a level that matches a pathname. The
 * originals try the routes in turn, and `renderRoutes` also builds a
 * `<Route>` element for every route of the level before its `<Switch>`
 * tries them. Docusaurus puts all the pages of a docs version in one level,
 * so rendering every page of a site did work that grew with the square of
 * its pages.
 *
 * The index sorts a level's routes in two kinds, once per routes array
 * (kept in a WeakMap: Docusaurus's route tables never change after they are
 * created):
 *
 * - a plain route: `exact`, neither `strict` nor `sensitive`, and a `path`
 *   string of ASCII characters without a backslash, `(`, `*` or `:` (no
 *   parameter, group, wildcard or escape of path-to-regexp 1.x). Such a
 *   path, less one trailing slash, matches a pathname that equals it, or
 *   equals it with one `/` after, ASCII letters compared without case
 *   (path-to-regexp's pattern for it: the literal, an optional `/`, the
 *   end, case-insensitive, where no character beyond ASCII equals an ASCII
 *   one). The routes are found by that key, the path less its trailing
 *   slash with letters lowered, the first of equal keys kept (a later one
 *   can never be first);
 * - every other route, kept in order and tried as the originals try them.
 *
 * For a pathname, the first match is then the first of the other routes
 * before the plain route its key finds, or that plain route. The candidate
 * is confirmed with the same test the original would apply; were it ever
 * refused, every route is tried in turn, as the original does.
 */

/** Levels indexed so far, by routes array. */
const levels = new WeakMap();

/** The key of a path or pathname: ASCII letters lowered; null past ASCII. */
function asciiKey(text) {
  // On ASCII text, toLowerCase changes A-Z alone.
  return /[\u0080-\uffff]/.test(text) ? null : text.toLowerCase();
}

/** A plain route's key (its path without one trailing slash), else null. */
function plainKey(route) {
  if (route === null || typeof route !== 'object') return null;
  const {path} = route;
  if (typeof path !== 'string' || path === '') return null;
  if (route.exact !== true || route.strict || route.sensitive) return null;
  if (/[\\(*:]/.test(path)) return null;
  const key = asciiKey(path);
  if (key === null) return null;
  return key.endsWith('/') ? key.slice(0, -1) : key;
}

/** The index of a level: plain routes by key, the others in order. */
function levelOf(routes) {
  let level = levels.get(routes);
  if (level !== undefined) return level;
  const plain = new Map();
  const others = [];
  routes.forEach((route, index) => {
    const key = plainKey(route);
    if (key === null) others.push(index);
    else if (!plain.has(key)) plain.set(key, index);
  });
  level = {plain, others};
  levels.set(routes, level);
  return level;
}

/** The plain route a pathname can match (its index), or -1. */
function plainCandidate(level, pathname) {
  const key = asciiKey(pathname);
  if (key === null) return -1;
  const same = level.plain.get(key);
  const lessSlash = key.endsWith('/')
    ? level.plain.get(key.slice(0, -1))
    : undefined;
  if (same === undefined) return lessSlash === undefined ? -1 : lessSlash;
  return lessSlash === undefined ? same : Math.min(same, lessSlash);
}

/** The original's way: every route in turn. */
function inTurn(routes, test) {
  for (let index = 0; index < routes.length; index += 1) {
    if (!(index in routes)) continue;
    const match = test(routes[index]);
    if (match) return {index, match};
  }
  return null;
}

/**
 * The first route of `routes` that `test` (route → match or null) accepts
 * for `pathname`, as `{index, match}`, or null.
 */
function firstMatch(routes, pathname, test) {
  const level = levelOf(routes);
  const candidate = plainCandidate(level, pathname);
  for (const index of level.others) {
    if (candidate !== -1 && index > candidate) break;
    const match = test(routes[index]);
    if (match) return {index, match};
  }
  if (candidate === -1) return null;
  const match = test(routes[candidate]);
  return match ? {index: candidate, match} : inTurn(routes, test);
}

/**
 * The two functions, from what react-router-config's module imports and
 * its own two functions (for what the index does not take: a level that is
 * not an array, a pathname that is not a string, a `<Switch>` outside a
 * router).
 */
function withLevelIndex({
  matchPath,
  Router,
  Switch,
  Route,
  React,
  RouterContext,
  matchRoutes: originalMatchRoutes,
  renderRoutes: originalRenderRoutes,
}) {
  function matchRoutes(routes, pathname, branch) {
    const found = branch === undefined ? [] : branch;
    if (!Array.isArray(routes) || typeof pathname !== 'string')
      return originalMatchRoutes(routes, pathname, found);
    // A route without a path takes its parent's match, or the root's.
    const hit = firstMatch(routes, pathname, (route) =>
      route.path
        ? matchPath(pathname, route)
        : found.length > 0
          ? found[found.length - 1].match
          : Router.computeRootMatch(pathname),
    );
    if (hit !== null) {
      const route = routes[hit.index];
      found.push({route, match: hit.match});
      if (route.routes) matchRoutes(route.routes, pathname, found);
    }
    return found;
  }

  /** The `<Route>` the original builds for the route at `index`. */
  function routeElement(route, index, extraProps) {
    return React.createElement(Route, {
      key: route.key || index,
      path: route.path,
      exact: route.exact,
      strict: route.strict,
      render(props) {
        const all = Object.assign({}, props, extraProps, {route});
        return route.render
          ? route.render(all)
          : React.createElement(route.component, all);
      },
    });
  }

  /**
   * The original's `<Switch>` with only the route it would pick: its
   * `<Switch>` tests each child's path, exact and strict (no `sensitive`),
   * and a child without a path takes the router's match.
   */
  function IndexedSwitch({routes, extraProps, switchProps}) {
    const context = React.useContext(RouterContext);
    if (!context) return originalRenderRoutes(routes, extraProps, switchProps);
    const {pathname} = switchProps.location || context.location;
    const hit = firstMatch(routes, pathname, (route) =>
      route.path
        ? matchPath(pathname, {
            path: route.path,
            exact: route.exact,
            strict: route.strict,
          })
        : context.match,
    );
    return React.createElement(
      Switch,
      switchProps,
      hit === null
        ? null
        : routeElement(routes[hit.index], hit.index, extraProps),
    );
  }

  function renderRoutes(routes, extraProps, switchProps) {
    if (!routes) return null;
    const extra = extraProps === undefined ? {} : extraProps;
    const props = switchProps === undefined ? {} : switchProps;
    if (!Array.isArray(routes))
      return originalRenderRoutes(routes, extra, props);
    return React.createElement(IndexedSwitch, {
      routes,
      extraProps: extra,
      switchProps: props,
    });
  }

  return {matchRoutes, renderRoutes};
}

module.exports = {withLevelIndex, firstMatch, plainKey};

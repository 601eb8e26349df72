/**
 * Rewrites react-router-config's module (./index.ts names the file) in the
 * server bundle: its two exports become the indexed versions of
 * ./levelIndex.cjs, made from the module's own imports and functions.
 * Stops the build when the module no longer has the imports, functions and
 * export this expects, exactly once each.
 */
const path = require('node:path');

const IMPORTS =
  "import { matchPath, Router, Switch, Route } from 'react-router';";
const MATCH_ROUTES = 'function matchRoutes(routes, pathname,';
const RENDER_ROUTES =
  'function renderRoutes(routes, extraProps, switchProps) {';
const EXPORTS = 'export { matchRoutes, renderRoutes };';

const LEVEL_INDEX = path.join(__dirname, 'levelIndex.cjs');

function withLevelIndex(source) {
  for (const anchor of [IMPORTS, MATCH_ROUTES, RENDER_ROUTES, EXPORTS])
    if (source.split(anchor).length !== 2)
      throw new Error(
        `route-match: react-router-config's module no longer has one "${anchor}"; ` +
          're-read it and adapt plugins/framework-patches/route-match.',
      );
  return source.replace(
    EXPORTS,
    [
      "import { __RouterContext as openlistRouterContext } from 'react-router';",
      `import { withLevelIndex as openlistWithLevelIndex } from ${JSON.stringify(LEVEL_INDEX)};`,
      'var openlistIndexed = openlistWithLevelIndex({ matchPath: matchPath, Router: Router, ' +
        'Switch: Switch, Route: Route, React: React, RouterContext: openlistRouterContext, ' +
        'matchRoutes: matchRoutes, renderRoutes: renderRoutes });',
      'var openlistMatchRoutes = openlistIndexed.matchRoutes;',
      'var openlistRenderRoutes = openlistIndexed.renderRoutes;',
      'export { openlistMatchRoutes as matchRoutes, openlistRenderRoutes as renderRoutes };',
    ].join('\n'),
  );
}

module.exports = function routeConfigLoader(source) {
  return withLevelIndex(source);
};
module.exports.withLevelIndex = withLevelIndex;
module.exports.ANCHORS = [IMPORTS, MATCH_ROUTES, RENDER_ROUTES, EXPORTS];

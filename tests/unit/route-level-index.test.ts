/**
 * plugins/framework-patches/route-match/levelIndex.cjs: react-router-config's
 * matchRoutes and renderRoutes with an index per level find the same route,
 * with the same match, and render the same markup as the originals, for
 * every kind of route path and pathname; and they try only the routes that
 * could come first.
 */
import fs from 'node:fs';
import React from 'react';
import {renderToString} from 'react-dom/server';
import * as ReactRouter from 'react-router';
import * as routerConfig from 'react-router-config';
import {
  withLevelIndex,
  plainKey,
} from '../../plugins/framework-patches/route-match/levelIndex.cjs';
import {
  withLevelIndex as rewrite,
  ANCHORS,
} from '../../plugins/framework-patches/route-match/configLoader.cjs';

type Route = {
  id?: string;
  path?: string | string[];
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
  key?: string;
  routes?: Route[];
  component?: React.ComponentType<Record<string, unknown>>;
  render?: (props: Record<string, unknown>) => React.ReactNode;
};

/** The two functions, typed loosely enough for the tables below. */
type Fns = {
  matchRoutes: (
    routes: Route[],
    pathname: string,
  ) => {route: unknown; match: unknown}[];
  renderRoutes: (
    routes?: Route[],
    extraProps?: object,
    switchProps?: object,
  ) => React.ReactElement | null;
};
const original = routerConfig as unknown as Fns;

let matchPathCalls = 0;
const countingMatchPath: typeof ReactRouter.matchPath = (pathname, options) => {
  matchPathCalls += 1;
  return ReactRouter.matchPath(pathname, options);
};

const indexed = withLevelIndex({
  matchPath: countingMatchPath,
  Router: ReactRouter.Router,
  Switch: ReactRouter.Switch,
  Route: ReactRouter.Route,
  React,
  RouterContext: (ReactRouter as unknown as {__RouterContext: unknown})
    .__RouterContext,
  matchRoutes: original.matchRoutes,
  renderRoutes: original.renderRoutes,
}) as Fns;

/** Route paths of every kind the index sorts. */
const PATHS: {
  path?: string | string[];
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
}[] = [
  {path: '/', exact: true},
  {path: '/docs', exact: true},
  {path: '/docs/', exact: true},
  {path: '/Docs', exact: true},
  {path: '/docs', exact: true, strict: true},
  {path: '/docs/', exact: true, strict: true},
  {path: '/docs', exact: true, sensitive: true},
  {path: '/docs'},
  {path: '/docs/intro', exact: true},
  {path: '/docs/intro', exact: true},
  {path: '/docs/:id', exact: true},
  {path: '/docs/:id?'},
  {path: '/(docs|guide)/x', exact: true},
  {path: '/files/*'},
  {path: '*'},
  {path: '\\/docs\\/intro', exact: true},
  {path: '/a\\:b', exact: true},
  {path: '/café', exact: true},
  {path: '/caf%C3%A9', exact: true},
  {path: '/KELVIN', exact: true},
  {path: '/s3.html', exact: true},
  {path: '/what?+$', exact: true},
  {path: '/a//', exact: true},
  {path: '//', exact: true},
  {path: ['/docs/intro', '/guide'], exact: true},
  {path: '', exact: true},
  {},
];

const PATHNAMES = [
  ...new Set(
    PATHS.flatMap(({path}) =>
      typeof path === 'string' && !/[\\(*:]/.test(path)
        ? [
            path,
            `${path}/`,
            `${path}//`,
            path.toUpperCase(),
            path.toLowerCase(),
            `${path}x`,
            path.slice(0, -1),
          ]
        : [],
    ),
  ),
  '/docs/anything',
  '/DOCS/INTRO/',
  '/docs/intro/more',
  '/\u212Aelvin',
  '/kelvin',
  '/guide/x',
  '/files/a/b',
  '/docs/intro',
  '',
];

/** A seeded shuffle, so that a failure can be run again. */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i -= 1) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const Page = (props: Record<string, unknown>) => {
  const route = props.route as Route;
  const match = props.match as {url: string; isExact: boolean; params: unknown};
  return React.createElement(
    'section',
    {'data-id': route.id, 'data-extra': String(props.extra ?? '')},
    `${match.url} ${match.isExact} ${JSON.stringify(match.params)}`,
    route.routes
      ? indexedOrOriginal.current(route.routes, {extra: 'inner'})
      : null,
  );
};
/** Which renderRoutes nested levels use, set per rendering. */
const indexedOrOriginal = {current: original.renderRoutes};

/** Levels in several orders, one of them nested under a parent. */
function tables(): Route[][] {
  const level = PATHS.map((route, i) => ({
    ...route,
    id: `r${i}`,
    ...(i % 5 === 0
      ? {
          render: (props: Record<string, unknown>) =>
            React.createElement(Page, props),
        }
      : {component: Page}),
  }));
  return [0, 1, 2, 3, 4, 5].map((seed) => {
    const routes = seed === 0 ? level : shuffled(level, seed);
    return [
      {id: 'api', path: '/api', exact: true, component: Page},
      {id: 'root', path: '/', component: Page, routes},
    ];
  });
}

/** A pathname history can give a router (it decodes it first). */
function decodable(pathname: string): boolean {
  if (!pathname.startsWith('/')) return false;
  try {
    decodeURI(pathname);
    return true;
  } catch {
    return false;
  }
}

describe('route-match level index', () => {
  it('matchRoutes gives the originals branch for every pathname and order', () => {
    let compared = 0;
    for (const routes of tables())
      for (const pathname of PATHNAMES) {
        expect([pathname, indexed.matchRoutes(routes, pathname)]).toEqual([
          pathname,
          original.matchRoutes(routes, pathname),
        ]);
        compared += 1;
      }
    expect(compared).toBeGreaterThan(400);
    // What the index does not take goes to the original.
    expect(() => indexed.matchRoutes(undefined as never, '/')).toThrow();
  });

  it('renderRoutes renders the same markup for every pathname and order, with extra and switch props', () => {
    let rendered = 0;
    for (const routes of tables())
      for (const pathname of PATHNAMES.filter(decodable)) {
        const html = (render: Fns['renderRoutes'], location?: string) => {
          indexedOrOriginal.current = render;
          return renderToString(
            React.createElement(
              ReactRouter.StaticRouter,
              {location: pathname},
              render(
                routes,
                {extra: 'outer'},
                location ? {location: {pathname: location}} : undefined,
              ),
            ),
          );
        };
        const expected = html(original.renderRoutes);
        expect([pathname, html(indexed.renderRoutes)]).toEqual([
          pathname,
          expected,
        ]);
        expect(html(indexed.renderRoutes, '/docs/intro')).toBe(
          html(original.renderRoutes, '/docs/intro'),
        );
        rendered += 1;
      }
    expect(rendered).toBeGreaterThan(50);
    expect(indexed.renderRoutes(undefined)).toBeNull();
  });

  it('finds a page among thousands by its key, trying only the routes before it that are not plain', () => {
    const pages: Route[] = Array.from({length: 3000}, (_, i) => ({
      id: `p${i}`,
      path: `/docs/page-${i}`,
      exact: true,
      component: Page,
    }));
    const routes = [
      {
        id: 'docs',
        path: '/docs',
        component: Page,
        routes: [...pages, {id: '404', path: '*', component: Page}],
      },
    ];
    matchPathCalls = 0;
    const branch = indexed.matchRoutes(routes, '/docs/Page-2999/');
    expect(branch.map((b) => (b.route as Route).id)).toEqual(['docs', 'p2999']);
    expect(matchPathCalls).toBe(2);
    matchPathCalls = 0;
    expect(
      indexed
        .matchRoutes(routes, '/docs/missing')
        .map((b) => (b.route as Route).id),
    ).toEqual(['docs', '404']);
    expect(matchPathCalls).toBe(2);
    indexedOrOriginal.current = indexed.renderRoutes;
    matchPathCalls = 0;
    const html = renderToString(
      React.createElement(
        ReactRouter.StaticRouter,
        {location: '/docs/page-1500'},
        indexed.renderRoutes(routes),
      ),
    );
    expect(html).toContain('data-id="p1500"');
    // The outer level's candidate, then the inner one's (the Switches'
    // own tests call react-router's matchPath directly).
    expect(matchPathCalls).toBe(2);
  });

  it('sorts as plain only exact, case-blind, loose ASCII paths without parameters or escapes', () => {
    expect(plainKey({path: '/Docs/Intro/', exact: true})).toBe('/docs/intro');
    expect(plainKey({path: '/', exact: true})).toBe('');
    for (const route of [
      {path: '/docs'},
      {path: '/docs', exact: true, strict: true},
      {path: '/docs', exact: true, sensitive: true},
      {path: '/docs/:id', exact: true},
      {path: '/docs/*', exact: true},
      {path: '/(a)', exact: true},
      {path: '\\/docs', exact: true},
      {path: '/café', exact: true},
      {path: '', exact: true},
      {path: ['/a'], exact: true},
      {exact: true},
      null,
    ])
      expect([route, plainKey(route)]).toEqual([route, null]);
  });
});

describe('route-match config loader', () => {
  const file =
    require.resolve('react-router-config/esm/react-router-config.js');
  const source = fs.readFileSync(file, 'utf8');

  it('exports the indexed functions in place of the originals, made from the module own', () => {
    const out = rewrite(source);
    expect(out).not.toContain('export { matchRoutes, renderRoutes };');
    expect(out).toContain(
      'export { openlistMatchRoutes as matchRoutes, openlistRenderRoutes as renderRoutes };',
    );
    expect(out).toMatch(
      /import \{ withLevelIndex as openlistWithLevelIndex \} from ".*levelIndex\.cjs";/,
    );
    // The originals stay, for what the index does not take.
    expect(out).toContain(source.slice(0, source.indexOf(ANCHORS[3]!)));
  });

  it('refuses a module without exactly one of each anchor', () => {
    for (const anchor of ANCHORS)
      expect(() => rewrite(source.replace(anchor, ''))).toThrow(/route-match/);
    expect(() => rewrite(`${source}\n${ANCHORS[3]}`)).toThrow(/route-match/);
  });
});

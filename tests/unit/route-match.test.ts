/**
 * plugins/framework-patches/route-match: react-router's matchPath with the
 * quick check first answers exactly as the original, and the check does
 * reject the static paths a page cannot be on.
 */
import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import {openlistCannotMatch} from '../../plugins/framework-patches/route-match/cannotMatch.cjs';
import {withQuickReject} from '../../plugins/framework-patches/route-match/loader.cjs';

type MatchPath = (pathname: string, options?: unknown) => unknown;

/** react-router's CommonJS build, as installed or with the loader's change. */
function loadReactRouter(patched: boolean): {matchPath: MatchPath} {
  const file = require.resolve('react-router/cjs/react-router.js');
  const code = fs.readFileSync(file, 'utf8');
  const mod = new Module(file) as Module & {
    _compile: (code: string, file: string) => void;
  };
  mod.filename = file;
  mod.paths = (
    Module as unknown as {_nodeModulePaths: (dir: string) => string[]}
  )._nodeModulePaths(path.dirname(file));
  mod._compile(patched ? withQuickReject(code) : code, file);
  return mod.exports as {matchPath: MatchPath};
}

const original = loadReactRouter(false).matchPath;
const patched = loadReactRouter(true).matchPath;

/** A link's address as react-router-dom's NavLink escapes it for matchPath. */
const escapeLikeNavLink = (to: string) =>
  to.replace(/([.+*?=^!:${}()[\]|/\\])/g, '\\$1');

/** Route paths as Docusaurus writes them, and patterns it could. */
const ROUTE_PATHS = [
  '',
  '/',
  '/docs',
  '/docs/',
  '/zh-CN/',
  '/zh-CN/guide/drivers/s3',
  '/guide/drivers/s3',
  '/guide/drivers/S3',
  '/guide/drivers/s3.html',
  '/guide/drivers/s3/',
  '/v4.1.5/guide',
  '/posts/tags/release',
  '/search',
  '/caf%C3%A9',
  '/café',
  '/σ-page',
  '/ς-page',
  '/KELVIN',
  '/bench/section-0/page-12',
  '/docs/:id',
  '/docs/:id?',
  '/(docs|guide)/x',
  '/files/*',
  '*',
  '/a\\:b',
  '/a\\',
  '/a\\(b',
  '\\/docs\\/',
];

/** The route paths, and the static ones as the navbar's links give them. */
const PATHS = [
  ...ROUTE_PATHS,
  ...ROUTE_PATHS.filter((p) => !/[:(*\\]/.test(p)).map(escapeLikeNavLink),
];

/** Pathnames: the paths themselves and their neighbours. */
const PATHNAMES = [
  ...new Set(
    PATHS.filter((p) => !/[:(*\\]/.test(p)).flatMap((p) => [
      p,
      `${p}/`,
      p.toUpperCase(),
      p.toLowerCase(),
      `${p}/more`,
      `${p}more`,
      p.slice(0, -1),
      `/zh-CN${p}`,
    ]),
  ),
  '/docs/intro',
  '/DOCS/intro/',
  '/guide/drivers/s',
  '/Σ-page',
  '/\u212Aelvin',
  '/kelvin',
  '',
];

const OPTIONS = [
  {},
  {exact: true},
  {exact: true, strict: true},
  {strict: true},
  {sensitive: true},
  {exact: true, sensitive: true},
];

/** Every pathname with every route path under every option. */
const CASES = PATHS.flatMap((routePath) =>
  PATHNAMES.flatMap((pathname) =>
    OPTIONS.map((options) => ({pathname, args: {...options, path: routePath}})),
  ),
);

describe('route-match', () => {
  it('the patched matchPath answers as the original for every path, pathname and option', () => {
    for (const {pathname, args} of CASES)
      expect([pathname, args, patched(pathname, args)]).toEqual([
        pathname,
        args,
        original(pathname, args),
      ]);
    // Arrays, strings and no options go to the original unchanged.
    for (const pathname of PATHNAMES) {
      expect(patched(pathname, '/docs')).toEqual(original(pathname, '/docs'));
      expect(patched(pathname, ['/docs', '/guide'])).toEqual(
        original(pathname, ['/docs', '/guide']),
      );
      expect(patched(pathname)).toEqual(original(pathname));
    }
    expect(CASES.length).toBeGreaterThan(2000);
  });

  it('rejects only where the original finds no match, and does reject the paths a page is not under', () => {
    let rejected = 0;
    for (const {pathname, args} of CASES)
      if (openlistCannotMatch(pathname, args)) {
        rejected += 1;
        expect(original(pathname, args)).toBeNull();
      }
    // Most pairs of a site are a page and a route it is not under.
    expect(rejected).toBeGreaterThan(1000);
    expect(
      openlistCannotMatch('/guide/drivers/s3', {path: '/guide/drivers/s4'}),
    ).toBe(true);
    expect(
      openlistCannotMatch('/GUIDE/drivers/s3', {path: '/guide/drivers/s3'}),
    ).toBe(false);
    expect(
      openlistCannotMatch('/GUIDE/drivers/s3', {
        path: '/guide/drivers/s3',
        sensitive: true,
      }),
    ).toBe(true);
    // A navbar link's escaped address is a static path too.
    expect(
      openlistCannotMatch('/guide/drivers/s3', {
        path: escapeLikeNavLink('/zh-CN/api'),
        exact: false,
      }),
    ).toBe(true);
    expect(
      openlistCannotMatch('/guide/drivers/s3', {
        path: escapeLikeNavLink('/guide/drivers'),
      }),
    ).toBe(false);
    // Patterns and non-ASCII differences are left to the original.
    expect(openlistCannotMatch('/x', {path: '/docs/:id'})).toBe(false);
    expect(openlistCannotMatch('/ς-page', {path: '/σ-page'})).toBe(false);
    expect(openlistCannotMatch('/x', {path: '/a\\'})).toBe(false);
  });

  it('the loader refuses a module without exactly one matchPath', () => {
    expect(() => withQuickReject('function other() {}')).toThrow(/route-match/);
  });
});

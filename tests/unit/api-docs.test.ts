import fs from 'node:fs';
import path from 'node:path';
import {
  allPages,
  buildOpenapi,
  categoryOf,
  checkCoverage,
  esc,
  movedAnchors,
  openapiPath,
  renderFiles,
  renderPage,
  taskActionRoutes,
} from '../../scripts/gen-api-docs.mjs';

/**
 * The API reference must cover exactly the routes in data/api-routes.json:
 * in the English pages, in the Chinese pages and in static/openapi.json.
 *
 * A route counts as documented in a page when it appears as an inline code
 * span `METHOD /path` (headings, task route tables, prose).
 */

const ROOT = path.join(__dirname, '..', '..');
const EN = path.join(ROOT, 'docs', 'api');
const ZH = path.join(
  ROOT,
  'i18n',
  'zh-CN',
  'docusaurus-plugin-content-docs',
  'current',
  'api',
);

type Route = {method: string; path: string; auth: string};
const data = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'data', 'api-routes.json'), 'utf8'),
) as {
  count: number;
  routes: Route[];
};
const expected = new Set(data.routes.map((r) => `${r.method} ${r.path}`));

const METHODS =
  'GET|POST|PUT|DELETE|PATCH|HEAD|OPTIONS|ANY|PROPFIND|MKCOL|LOCK|UNLOCK|PROPPATCH|COPY|MOVE';
const ROUTE_SPAN = new RegExp(`\`(${METHODS}) (/[^\`\\s]*)\``, 'g');

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return markdownFiles(p);
    return /\.mdx?$/.test(e.name) ? [p] : [];
  });
}

/**
 * The task types a page lists in its "task types" table (`{#task-types}`):
 * a route written with `<type>` on that page stands for each of them.
 */
function taskTypesOf(text: string): string[] {
  const section = text.split(/\{#task-types\}/)[1]?.split(/^## /m)[0] ?? '';
  return [...section.matchAll(/^\| `([a-z_]+)` \|/gm)].map((m) => m[1] ?? '');
}

/** Routes mentioned in the pages of one locale, with the relative files they appear in. */
function documentedRoutes(dir: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const file of markdownFiles(dir)) {
    const text = fs.readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
    const types = taskTypesOf(text);
    for (const m of text.matchAll(ROUTE_SPAN)) {
      const routePath = m[2] ?? '';
      const paths = routePath.includes('<type>')
        ? types.map((type) => routePath.replace('<type>', type))
        : [routePath];
      for (const p of paths) {
        const key = `${m[1]} ${p}`;
        if (!found.has(key)) found.set(key, new Set());
        found.get(key)?.add(path.relative(dir, file));
      }
    }
  }
  return found;
}

/** Headings of each page, to compare the two locales. */
function routeHeadings(dir: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const file of markdownFiles(dir)) {
    const text = fs.readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
    out[path.relative(dir, file)] = [
      ...text.matchAll(/^#{2,4} `([^`]+)`/gm),
    ].map((m) => m[1] ?? '');
  }
  return out;
}

const OPENAPI_METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
];

type Operation = {
  responses?: Record<string, unknown>;
  'x-openlist-route'?: string;
  operationId?: string;
};
type OpenApi = {
  openapi: string;
  info?: {title?: string; version?: string};
  paths?: Record<string, Record<string, unknown>>;
};

const openapi = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'static', 'openapi.json'), 'utf8'),
) as OpenApi;

function openapiOperations(
  doc: OpenApi,
): {pathKey: string; method: string; op: Operation}[] {
  const ops: {pathKey: string; method: string; op: Operation}[] = [];
  for (const [pathKey, item] of Object.entries(doc.paths ?? {})) {
    for (const method of OPENAPI_METHODS) {
      if (item[method])
        ops.push({
          pathKey,
          method: method.toUpperCase(),
          op: item[method] as Operation,
        });
    }
    const extra = (item['x-openlist-extra-operations'] ?? {}) as Record<
      string,
      Operation
    >;
    for (const [method, op] of Object.entries(extra))
      ops.push({pathKey, method, op});
  }
  return ops;
}

/** gin path → OpenAPI path, e.g. /sd/:sid/*path → /sd/{sid}/{path}. */
const toOpenapiPath = (p: string) => p.replace(/[:*](\w+)/g, '{$1}');

function diff(actual: Iterable<string>) {
  const got = new Set(actual);
  return {
    missing: [...expected].filter((k) => !got.has(k)).sort(),
    extra: [...got].filter((k) => !expected.has(k)).sort(),
  };
}

describe('data/api-routes.json', () => {
  test('is non-empty, consistent and free of duplicates', () => {
    expect(data.routes.length).toBeGreaterThan(100);
    expect(data.count).toBe(data.routes.length);
    expect(expected.size).toBe(data.routes.length);
    for (const r of data.routes)
      expect(['none', 'guest', 'user', 'admin']).toContain(r.auth);
  });
});

describe.each([
  ['English', EN],
  ['Chinese', ZH],
])('%s API pages', (_name, dir) => {
  test('document every route and no other', () => {
    expect(diff(documentedRoutes(dir).keys())).toEqual({
      missing: [],
      extra: [],
    });
  });
});

describe('English and Chinese pages', () => {
  test('have the same files and the same route headings in the same order', () => {
    expect(routeHeadings(ZH)).toEqual(routeHeadings(EN));
  });

  test('mention each route on the same pages', () => {
    const en = documentedRoutes(EN);
    const zh = documentedRoutes(ZH);
    for (const [key, files] of en)
      expect({key, files: [...(zh.get(key) ?? [])].sort()}).toEqual({
        key,
        files: [...files].sort(),
      });
  });

  test('link the OpenAPI document from the overview', () => {
    for (const dir of [EN, ZH]) {
      expect(fs.readFileSync(path.join(dir, 'index.md'), 'utf8')).toContain(
        '[openapi.json](pathname:///openapi.json)',
      );
    }
  });
});

describe('static/openapi.json', () => {
  test('is a structurally valid OpenAPI 3.1 document', () => {
    expect(openapi.openapi).toMatch(/^3\.1\.\d+$/);
    expect(typeof openapi.info?.title).toBe('string');
    expect(typeof openapi.info?.version).toBe('string');
    expect(Object.keys(openapi.paths ?? {}).length).toBeGreaterThan(0);
    const ids = new Set<string>();
    for (const [pathKey, item] of Object.entries(openapi.paths ?? {})) {
      expect(pathKey.startsWith('/')).toBe(true);
      const ops = openapiOperations({
        openapi: openapi.openapi,
        paths: {[pathKey]: item},
      });
      expect(ops.length).toBeGreaterThan(0);
      for (const {op} of ops) {
        expect(Object.keys(op.responses ?? {}).length).toBeGreaterThan(0);
        expect(op.operationId).toBeTruthy();
        expect(ids.has(op.operationId ?? '')).toBe(false);
        ids.add(op.operationId ?? '');
      }
      // every path template parameter is declared
      for (const {op} of ops) {
        const params = (
          (op as {parameters?: {name: string; in: string}[]}).parameters ?? []
        ).filter((p) => p.in === 'path');
        const names = [...pathKey.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
        expect(params.map((p) => p.name).sort()).toEqual(names.sort());
      }
    }
  });

  test('describes every route and no other', () => {
    const seen: string[] = [];
    for (const {pathKey, method, op} of openapiOperations(openapi)) {
      const route = op['x-openlist-route'] ?? '';
      const [routeMethod, routePath] = route.split(' ');
      expect(toOpenapiPath(routePath ?? '')).toBe(pathKey);
      // ANY routes are listed as GET and POST (or as an extra operation ANY
      // where the path has its own GET or POST); others under their method
      expect(
        routeMethod === 'ANY' ? ['GET', 'POST', 'ANY'] : [routeMethod],
      ).toContain(method);
      seen.push(route);
    }
    expect(diff(seen)).toEqual({missing: [], extra: []});
  });
});

describe('task routes', () => {
  const actions = (file: string) =>
    fs.readFileSync(file, 'utf8').match(/^### `[a-z_]+`/gm) ?? [];

  test('the task page lists every task type of the route list, and no other', () => {
    for (const dir of [EN, ZH]) {
      const listed = taskTypesOf(
        fs.readFileSync(path.join(dir, 'task.md'), 'utf8'),
      ).sort();
      const inRoutes = [
        ...new Set(
          data.routes
            .filter((r) => /^\/api(\/admin)?\/task\/[^/]+\/[^/]+$/.test(r.path))
            .map((r) => r.path.split('/').slice(-2)[0]),
        ),
      ].sort();
      expect(listed).toEqual(inRoutes);
      expect(actions(path.join(dir, 'task.md')).length).toBeGreaterThan(0);
    }
  });

  test('an action missing for one task type is listed route by route', () => {
    const own = data.routes.filter(
      (r) =>
        r.method === 'GET' &&
        /^\/api(\/admin)?\/task\/[^/]+\/undone$/.test(r.path),
    );
    const action = {method: 'GET', action: 'undone'} as never;
    expect(taskActionRoutes(action, own as never, 'en')).toContain('<type>');
    const fewer = own.slice(1);
    const table = taskActionRoutes(action, fewer as never, 'en');
    expect(table).not.toContain('<type>');
    for (const r of fewer) expect(table).toContain(`\`GET ${r.path}\``);
  });
});

describe('split pages', () => {
  const byKey = checkCoverage(data.routes as never);
  const split = allPages().filter((page) => page.split);
  const ids = (text: string) =>
    [...text.matchAll(/\{#([^}]+)\}/g)].map((m) => m[1] ?? '');

  test('at least one page is split', () => {
    expect(split.length).toBeGreaterThan(0);
  });

  test.each(split.map((page) => [page.file, page] as const))(
    '%s: every section is on one page, and every heading id of the single page it replaced is on the overview or moved to the page that has it',
    (_file, page) => {
      const [overview, ...parts] = renderFiles(
        page,
        byKey,
        data.routes as never,
        'en',
      );
      expect(overview?.file).toBe(`${page.file}/index.md`);
      expect(parts).toHaveLength(page.split?.length ?? 0);
      // The same routes, in the same order, as the single page had.
      const single = renderPage(page, byKey, data.routes as never, 'en');
      const routeHeadingsOf = (text: string) =>
        [...text.matchAll(/^#{2,3} `([^`]+)`/gm)].map((m) => m[1]);
      expect(parts.flatMap((part) => routeHeadingsOf(part.text))).toEqual(
        routeHeadingsOf(single),
      );
      const moved = movedAnchors(byKey)[`/api/${page.file}`] ?? {};
      const onOverview = new Set(ids(overview?.text ?? ''));
      for (const id of ids(single)) {
        if (onOverview.has(id)) continue;
        const to = moved[id];
        expect({id, to}).toEqual({id, to: expect.any(String)});
        const [target, hash] = (to ?? '').split('#');
        const part = parts.find(
          (p) => `/api/${p.file.replace(/\.md$/, '')}` === target,
        );
        expect({id, page: part?.file}).toEqual({id, page: expect.any(String)});
        if (hash) expect(ids(part?.text ?? '')).toContain(hash);
      }
    },
  );

  test('the overview links every route to its page, and the pages link back', () => {
    for (const page of split) {
      for (const lang of ['en', 'zh'] as const) {
        const [overview, ...parts] = renderFiles(
          page,
          byKey,
          data.routes as never,
          lang,
        );
        for (const part of parts) {
          const slug = part.file.split('/').pop();
          for (const route of part.text.matchAll(
            /^#{2,3} `[^`]+` \{#([^}]+)\}/gm,
          ))
            expect(overview?.text).toContain(`(./${slug}#${route[1]})`);
          expect(part.text).toContain('](./index.md)');
          // Links of the spec's text reach the folder above.
          expect(part.text).not.toMatch(/\]\(\.\/(?!index\.md)/);
        }
      }
    }
  });
});

describe('generated files', () => {
  test('pages are up to date with scripts/api-docs (run npm run gen:api-docs)', () => {
    const byKey = checkCoverage(data.routes as never);
    for (const page of allPages()) {
      for (const [lang, dir] of [
        ['en', EN],
        ['zh', ZH],
      ] as const) {
        for (const generated of renderFiles(
          page,
          byKey,
          data.routes as never,
          lang,
        )) {
          const file = path.join(dir, generated.file);
          expect({file, text: fs.readFileSync(file, 'utf8')}).toEqual({
            file,
            text: generated.text,
          });
        }
      }
      if (page.split)
        expect(
          JSON.parse(
            fs.readFileSync(
              path.join(EN, page.file, '_category_.json'),
              'utf8',
            ),
          ),
        ).toEqual(categoryOf(page));
    }
  });

  test('data/api-anchors.json is up to date', () => {
    const byKey = checkCoverage(data.routes as never);
    const file = JSON.parse(
      fs.readFileSync(path.join(ROOT, 'data', 'api-anchors.json'), 'utf8'),
    ) as {pages: unknown};
    expect(file.pages).toEqual(movedAnchors(byKey));
  });

  test('openapi.json is up to date', () => {
    const fresh = buildOpenapi(
      data.routes as never,
      (data as {openlistVersion?: string}).openlistVersion ?? null,
    );
    expect(JSON.parse(JSON.stringify(fresh))).toEqual(openapi);
  });

  test('helpers escape Markdown and convert paths', () => {
    expect(esc('a <b> `c <d>` e|f', true)).toBe('a &lt;b> `c <d>` e\\|f');
    expect(openapiPath('/sd/:sid/*path')).toBe('/sd/{sid}/{path}');
  });
});

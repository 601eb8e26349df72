/**
 * Addresses of the previous OpenList documentation sites (data/legacy-redirects.json)
 * and what they become on this site: redirect stubs per locale, the server
 * redirect map, the comment thread a page keeps, and old heading anchors.
 * Pure functions: no Docusaurus, no file system.
 */

/** Old path → new path, optionally with `#anchor`. */
export type PathMap = Record<string, string>;

export interface LegacyData {
  /** Every route of doc.oplist.org's last version (unchanged ones map to themselves). */
  valaxy: PathMap;
  /** Routes of earlier commits of that site. */
  valaxyHistory: PathMap;
  /** The VuePress fork of the AList docs: `.html` pages, Chinese under `/zh/`. */
  vuepress: PathMap;
  /** Old page path → old heading id → new `path#id`. */
  anchors: Record<string, PathMap>;
  /** Old addresses no page answers, with the reason; they stay 404. */
  gone: PathMap;
}

/** One static redirect: the old address and where it leads, both site-absolute. */
export interface Redirect {
  from: string;
  to: string;
  /** Old heading ids of the old page that have a new home (id → `path#id`). */
  anchors: PathMap;
}

/** Prefix of the VuePress site's Chinese pages, which now live under `/zh-CN`. */
const VUEPRESS_ZH = '/zh/';

export function pathOf(target: string): string {
  const hash = target.indexOf('#');
  return hash === -1 ? target : target.slice(0, hash);
}

export function anchorOf(target: string): string | undefined {
  const hash = target.indexOf('#');
  return hash === -1 ? undefined : target.slice(hash + 1);
}

/** `/zh-CN` + path, without doubling the slash of the home page. */
function underPrefix(prefix: string, target: string): string {
  if (!prefix) return target;
  return target === '/' ? `${prefix}/` : `${prefix}${target}`;
}

/** Doc.oplist.org entries, newest site first: the last version, then its history. */
function valaxyEntries(data: LegacyData): [string, string][] {
  return [
    ...Object.entries(data.valaxy),
    ...Object.entries(data.valaxyHistory),
  ];
}

/**
 * The redirect stubs of one locale's build, with site-absolute paths. The
 * doc.oplist.org addresses exist in both languages (the Chinese ones under
 * `/zh-CN`); the VuePress addresses only at the root, their `/zh/` pages
 * leading to the Chinese site. Unchanged addresses need no stub.
 */
export function legacyRedirects(
  data: LegacyData,
  {localePrefix}: {localePrefix: string},
): Redirect[] {
  const redirects: Redirect[] = [];
  for (const [from, to] of valaxyEntries(data)) {
    if (from === to) continue;
    redirects.push({
      from: underPrefix(localePrefix, from),
      to: underPrefix(localePrefix, to),
      anchors: prefixed(data.anchors[from] ?? {}, localePrefix),
    });
  }
  if (!localePrefix) {
    for (const [from, to] of Object.entries(data.vuepress)) {
      // A page answers its own `.html` address (the build writes `page.html`).
      if (from === `${to}.html`) continue;
      const zh = from.startsWith(VUEPRESS_ZH);
      redirects.push({
        from,
        to: zh ? underPrefix('/zh-CN', to) : to,
        anchors: {},
      });
    }
  }
  return redirects;
}

function prefixed(anchors: PathMap, prefix: string): PathMap {
  return Object.fromEntries(
    Object.entries(anchors).map(([id, to]) => [id, underPrefix(prefix, to)]),
  );
}

/**
 * Old heading ids that a page of this site still answers although the page
 * kept its address: page path → old id → new `path#id`. The browser reads it
 * only when a page is opened with an id it does not have.
 */
export function liveAnchorMap(data: LegacyData): Record<string, PathMap> {
  const live: Record<string, PathMap> = {};
  for (const [from, to] of valaxyEntries(data)) {
    const anchors = data.anchors[from];
    if (from === to && anchors) live[from] = {...live[from], ...anchors};
  }
  return live;
}

/**
 * The live anchor map with the headings that moved off pages of this site
 * (`moved`: page → id → new `path#id`). The old sites' entry for an id wins:
 * it was there first.
 */
export function withMovedAnchors(
  live: Record<string, PathMap>,
  moved: Record<string, PathMap>,
): Record<string, PathMap> {
  const merged = {...live};
  for (const [page, anchors] of Object.entries(moved))
    merged[page] = {...anchors, ...live[page]};
  return merged;
}

/**
 * Where an old address with an old `#id` should land: the new home of that
 * heading when it has one; else the target's own section when the page was
 * merged into a section; else the target with the id kept (ids that did not
 * change still work).
 */
export function resolveLegacyTarget(redirect: Redirect, id: string): string {
  if (id && redirect.anchors[id]) return redirect.anchors[id];
  if (!id || anchorOf(redirect.to)) return redirect.to;
  return `${redirect.to}#${id}`;
}

/**
 * The giscus discussion term of a page. The previous site mapped one
 * discussion per page by pathname (giscus `pathname` mapping: the path
 * without its leading slash, `index` for the home page), shared by both
 * languages. A page keeps that thread: its own address if the previous site
 * had it, else the previous address of the page that moved here (the first
 * old page that maps to the page itself, not to one of its sections).
 */
export function commentTerm(
  pathname: string,
  data: LegacyData,
  localePrefixes: readonly string[] = ['/zh-CN'],
): string {
  let path = pathname;
  for (const prefix of localePrefixes) {
    if (path === prefix || path.startsWith(`${prefix}/`)) {
      path = path.slice(prefix.length) || '/';
      break;
    }
  }
  if (path.length > 1) path = path.replace(/\/+$/, '');
  const entries = valaxyEntries(data);
  const own = entries.find(([from, to]) => from === path && to === path);
  const moved = entries.find(([, to]) => to === path);
  const old = own?.[0] ?? moved?.[0] ?? path;
  return old === '/' ? 'index' : old.slice(1);
}

/** Problems in the data that would send a reader the wrong way; empty when sound. */
export function legacyDataProblems(data: LegacyData): string[] {
  const problems: string[] = [];
  const all = [
    ...valaxyEntries(data),
    ...Object.entries(data.vuepress).map(
      ([from, to]) => [from, to] as [string, string],
    ),
  ];
  const froms = new Map<string, number>();
  for (const [from] of all) froms.set(from, (froms.get(from) ?? 0) + 1);
  for (const [from, count] of froms) {
    if (count > 1) problems.push(`${from}: listed ${count} times`);
  }
  const redirected = new Set(
    all.filter(([from, to]) => from !== to).map(([from]) => from),
  );
  for (const [from, to] of all) {
    if (!to.startsWith('/'))
      problems.push(`${from}: target ${to} is not a path`);
    if (redirected.has(pathOf(to)) && pathOf(to) !== from) {
      problems.push(`${from}: target ${to} is itself redirected (a chain)`);
    }
    const oldHome = from === '/' || from === VUEPRESS_ZH;
    if (pathOf(to) === '/' && !oldHome) {
      problems.push(`${from}: sent to the home page`);
    }
    if (from in data.gone) problems.push(`${from}: both mapped and gone`);
  }
  for (const [page, anchors] of Object.entries(data.anchors)) {
    if (!froms.has(page)) problems.push(`anchors of ${page}: not an old page`);
    for (const [id, to] of Object.entries(anchors)) {
      if (!anchorOf(to) && pathOf(to) === data.valaxy[page]) {
        problems.push(`anchors of ${page}: #${id} leads nowhere new`);
      }
    }
  }
  return problems;
}

/**
 * The script of every redirect stub, the same text in each (one CSP hash for
 * all of them): reads the stub's data block and does what
 * {@link resolveLegacyTarget} does, keeping the query string.
 */
export const REDIRECT_SCRIPT =
  "(function(){var d=JSON.parse(document.getElementById('legacy-redirect').textContent)," +
  'h=location.hash,i=decodeURIComponent(h.slice(1)),t=i&&d.anchors[i]?d.anchors[i]:' +
  "!i||d.to.indexOf('#')>-1?d.to:d.to+h,k=t.indexOf('#');" +
  'location.replace(k<0?t+location.search:t.slice(0,k)+location.search+t.slice(k))})()';

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/**
 * A static page that sends the reader on at once: the script keeps the query
 * and translates the old `#id`; without JavaScript the refresh goes to the
 * new page and the link is there to click. Search engines see the canonical.
 */
export function redirectPage(redirect: Redirect, lang: string): string {
  const to = escapeHtml(redirect.to);
  const data = JSON.stringify({
    to: redirect.to,
    anchors: redirect.anchors,
  }).replace(/</g, '\\u003c');
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}">`,
    '<head>',
    `<meta http-equiv="refresh" content="0; url=${to}">`,
    '<meta charset="utf-8">',
    '<meta name="robots" content="noindex">',
    `<title>${to}</title>`,
    `<link rel="canonical" href="${to}">`,
    `<script type="application/json" id="legacy-redirect">${data}</script>`,
    `<script>${REDIRECT_SCRIPT}</script>`,
    '</head>',
    `<body><p><a href="${to}">${to}</a></p></body>`,
    '</html>',
    '',
  ].join('\n');
}

/** An nginx map key or value: quoted when it holds a space or a quote. */
function nginxWord(text: string): string {
  return /[\s"';{}#]/.test(text)
    ? `"${text.replace(/(["\\])/g, '\\$1')}"`
    : text;
}

/**
 * The server side of the same redirects, for deploy/legacy-redirects.conf:
 * two nginx maps from the requested path to the new path and to its
 * `#anchor`, so the `return 301` in deploy/nginx.conf can put the query
 * string between them.
 */
export function nginxRedirectMaps(
  redirects: readonly {from: string; to: string}[],
): string {
  const rows = (value: (to: string) => string) =>
    redirects
      .map(({from, to}) => `    ${nginxWord(from)} ${nginxWord(value(to))};`)
      .join('\n');
  const anchorRows = redirects
    .filter(({to}) => anchorOf(to))
    .map(
      ({from, to}) =>
        `    ${nginxWord(from)} ${nginxWord(`#${anchorOf(to)}`)};`,
    )
    .join('\n');
  return [
    '# Generated by `npm run gen:redirects` from data/legacy-redirects.json and the',
    '# redirects of site.config.ts. Do not edit: edit those and run it again.',
    '# Included in the http block; deploy/nginx.conf answers a hit with a 301.',
    '',
    'map $uri $openlist_docs_redirect {',
    '    default "";',
    rows(pathOf),
    '}',
    '',
    'map $uri $openlist_docs_redirect_anchor {',
    '    default "";',
    anchorRows,
    '}',
    '',
  ].join('\n');
}

/** What the server redirects: the legacy addresses and the site's own redirect rules, in every language. */
export function serverRedirects(
  data: LegacyData,
  site: {
    lang: string;
    languages: readonly string[];
    redirects: {rules: readonly {from: string | string[]; to: string}[]};
  },
): {from: string; to: string}[] {
  const prefixes = site.languages.map((language) =>
    language === site.lang ? '' : `/${language}`,
  );
  const rules = site.redirects.rules.flatMap(({from, to}) =>
    (Array.isArray(from) ? from : [from]).map((path) => ({from: path, to})),
  );
  const all = prefixes.flatMap((localePrefix) => [
    ...rules.map(({from, to}) => ({
      from: underPrefix(localePrefix, from),
      to: underPrefix(localePrefix, to),
    })),
    ...legacyRedirects(data, {localePrefix}),
  ]);
  // The site's own rules come first and win (`/config` and `/config/`).
  const seen = new Set<string>();
  return all
    .filter(({from}) => {
      const key = from.length > 1 ? from.replace(/\/$/, '') : from;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map(({from, to}) => ({from, to}));
}

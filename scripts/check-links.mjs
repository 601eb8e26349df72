// Link gate: crawls every HTML file of a build (both locales) and checks that
// every internal link, anchor and asset resolves, the way scripts/serve.mjs
// (or any static host with `try_files $uri $uri.html $uri/index.html`) would
// resolve it. Absolute links to the site's own URL count as internal.
//
//   node scripts/check-links.mjs [buildDir]      (default: build)
//
// It also checks the targets of legacy-anchors.json (where a page sends an
// old heading id). Exits 1 and lists every broken link when one is found.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {Parser} from 'htmlparser2';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SITE_ORIGIN = new URL(process.env.SITE_URL ?? 'https://doc.oplist.org')
  .origin;
const BASE = 'http://site.invalid';

/** Attributes holding one URL, per element; `srcset` is handled apart. */
const URL_ATTRIBUTES = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  script: ['src'],
  img: ['src'],
  source: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  iframe: ['src'],
  embed: ['src'],
  object: ['data'],
  form: ['action'],
};

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

/** URL path a file is served at: a/b.html → /a/b, a/index.html → /a/. */
function urlPathOf(dir, file) {
  const rel = path.relative(dir, file).split(path.sep).join('/');
  if (rel === 'index.html') return '/';
  if (rel.endsWith('/index.html'))
    return `/${rel.slice(0, -'index.html'.length)}`;
  return `/${rel.slice(0, -'.html'.length)}`;
}

/** Parses one page: the ids it defines and the URLs it references. */
function parsePage(html) {
  const ids = new Set();
  const refs = [];
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (attrs.id) ids.add(attrs.id);
        if (name === 'a' && attrs.name) ids.add(attrs.name);
        for (const attr of URL_ATTRIBUTES[name] ?? []) {
          if (attrs[attr] !== undefined)
            refs.push({tag: name, attr, url: attrs[attr]});
        }
        if (attrs.srcset) {
          for (const candidate of attrs.srcset.split(',')) {
            const url = candidate.trim().split(/\s+/)[0];
            if (url) refs.push({tag: name, attr: 'srcset', url});
          }
        }
        if (
          name === 'meta' &&
          /^(og:image|twitter:image)$/.test(attrs.property ?? attrs.name ?? '')
        )
          refs.push({tag: name, attr: 'content', url: attrs.content ?? ''});
      },
    },
    {decodeEntities: true},
  );
  parser.write(html);
  parser.end();
  return {ids, refs};
}

/** The file a URL path is served from, or null. */
function resolveFile(dir, urlPath) {
  const rel = decodeURIComponent(urlPath).replace(/^\/+/, '');
  const candidates = [rel, `${rel}.html`, path.posix.join(rel, 'index.html')];
  for (const candidate of candidates) {
    const full = path.join(dir, candidate);
    if (!full.startsWith(dir)) return null;
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return full;
  }
  return null;
}

export function checkLinks(dir) {
  dir = path.resolve(dir);
  const files = [...walk(dir)];
  const pages = new Map();
  for (const file of files)
    pages.set(file, parsePage(fs.readFileSync(file, 'utf8')));
  const idsOf = (file) => {
    if (!pages.has(file))
      pages.set(file, parsePage(fs.readFileSync(file, 'utf8')));
    return pages.get(file).ids;
  };

  // Where each page sends an old heading id it no longer has (written by
  // plugins/legacy-redirects, one file per locale).
  const moved = [dir, ...fs.readdirSync(dir).map((d) => path.join(dir, d))]
    .map((d) => path.join(d, 'legacy-anchors.json'))
    .filter((file) => fs.existsSync(file))
    .map((file) => ({
      file,
      url: '/',
      refs: Object.entries(JSON.parse(fs.readFileSync(file, 'utf8'))).flatMap(
        ([page, anchors]) =>
          Object.entries(anchors).map(([id, to]) => ({
            tag: `${page}#${id}`,
            attr: 'moved to',
            url: to,
          })),
      ),
    }));
  const sources = [
    ...files.map((file) => ({
      file,
      url: urlPathOf(dir, file),
      refs: pages.get(file).refs,
    })),
    ...moved,
  ];

  const broken = [];
  let checked = 0;
  for (const {file, url: pagePath, refs} of sources) {
    const pageUrl = new URL(pagePath, BASE);
    for (const ref of refs) {
      const raw = ref.url.trim();
      if (!raw || /^(mailto|tel|javascript|data|blob):/i.test(raw)) continue;
      let url;
      try {
        url = new URL(raw, pageUrl);
      } catch {
        broken.push({file, ...ref, reason: 'not a valid URL'});
        continue;
      }
      const internal =
        url.origin === BASE || url.origin === SITE_ORIGIN
          ? true
          : url.protocol === 'http:' || url.protocol === 'https:'
            ? false
            : null;
      if (!internal) continue;
      checked += 1;
      const target = resolveFile(dir, url.pathname);
      if (!target) {
        broken.push({file, ...ref, reason: `no file for ${url.pathname}`});
        continue;
      }
      const fragment = url.hash.slice(1);
      if (fragment && target.endsWith('.html')) {
        const id = decodeURIComponent(fragment);
        if (!idsOf(target).has(id))
          broken.push({
            file,
            ...ref,
            reason: `no element with id "${id}" in ${path.relative(dir, target)}`,
          });
      }
    }
  }
  return {pages: files.length, checked, broken};
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? path.join(ROOT, 'build'));
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`No build found in ${dir}: run "npm run build" first.`);
    process.exit(2);
  }
  const started = performance.now();
  const {pages, checked, broken} = checkLinks(dir);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  for (const b of broken) {
    console.error(
      `${path.relative(dir, b.file)}: <${b.tag} ${b.attr}="${b.url}"> ${b.reason}`,
    );
  }
  console.log(
    `Links: ${pages} HTML files, ${checked} internal links/assets checked, ${broken.length} broken (${seconds} s).`,
  );
  process.exit(broken.length ? 1 : 0);
}

// Serves the production build the way a static host does: gzip, long-lived
// caching for hashed assets, no-cache for HTML, and each locale's 404 page with
// HTTP status 404. Used by `npm run serve`, the browser tests and the bench.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import sirv from 'sirv';
import compression from 'compression';
import {gzipOnly} from './lib/gzip-only.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOCALE_PREFIXES = ['zh-CN'];
/** Text files served with their charset, as deploy/nginx.conf does. */
const TEXT_TYPES = {'.md': 'text/markdown', '.txt': 'text/plain'};

/** The 404 page of the locale the path belongs to. */
function notFoundPage(dir, urlPath) {
  const locale = LOCALE_PREFIXES.find(
    (l) => urlPath === `/${l}` || urlPath.startsWith(`/${l}/`),
  );
  const file = locale
    ? path.join(dir, locale, '404.html')
    : path.join(dir, '404.html');
  return fs.existsSync(file) ? file : null;
}

/**
 * The HTML file a request path names, as sirv finds it (`/a` is `a`,
 * `a.html` or `a/index.html`), or null.
 */
function htmlFile(dir, urlPath) {
  const root = path.resolve(dir);
  const base = path.join(root, urlPath);
  if (base !== root && !base.startsWith(root + path.sep)) return null;
  const candidates = urlPath.endsWith('/')
    ? [path.join(base, 'index.html')]
    : [base, `${base}.html`, path.join(base, 'index.html')];
  return (
    candidates.find(
      (file) =>
        file.endsWith('.html') &&
        fs.existsSync(file) &&
        fs.statSync(file).isFile(),
    ) ?? null
  );
}

/**
 * @param {{
 *   dir?: string,
 *   headers?: Record<string, string>,
 *   transformHtml?: (html: string) => string,
 * }} options `transformHtml` rewrites every HTML page before it is sent
 *   (the bench's pages without scripts); the 404 pages are sent as built.
 * @returns {http.Server}
 */
export function createServer({
  dir = path.join(ROOT, 'build'),
  headers = {},
  transformHtml,
} = {}) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`No build found in ${dir}: run "npm run build" first.`);
  }
  const compress = compression();
  const files = sirv(dir, {
    etag: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      // Markdown twins and llms.txt are UTF-8 text (Chinese pages too).
      const text = TEXT_TYPES[path.extname(pathname)];
      if (text) res.setHeader('Content-Type', `${text}; charset=utf-8`);
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
      for (const [name, value] of Object.entries(headers))
        res.setHeader(name, value);
    },
  });
  return http.createServer((req, res) => {
    req.headers['accept-encoding'] = gzipOnly(req.headers['accept-encoding']);
    compress(req, res, () => {
      const urlPath = () =>
        decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      const html = transformHtml ? htmlFile(dir, urlPath()) : null;
      if (html) {
        for (const [name, value] of Object.entries(headers))
          res.setHeader(name, value);
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(transformHtml(fs.readFileSync(html, 'utf8')));
        return;
      }
      files(req, res, () => {
        const page = notFoundPage(dir, urlPath());
        res.statusCode = 404;
        for (const [name, value] of Object.entries(headers))
          res.setHeader(name, value);
        res.setHeader('Cache-Control', 'no-cache');
        if (!page) {
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          res.end('Not found');
          return;
        }
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        fs.createReadStream(page).pipe(res);
      });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > -1 ? process.argv[i + 1] : fallback;
  };
  const port = Number(arg('port', process.env.PORT ?? 3000));
  const host = arg('host', '127.0.0.1');
  const dir = path.resolve(arg('dir', path.join(ROOT, 'build')));
  // --csp: also send the security headers of deploy/nginx.conf, with the
  // Content-Security-Policy scripts/csp.mjs computes for this build.
  const headers = process.argv.includes('--csp')
    ? {
        'Content-Security-Policy': (await import('./csp.mjs')).cspHeader({dir}),
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
      }
    : {};
  createServer({dir, headers}).listen(port, host, () => {
    console.log(`Serving ${dir} on http://${host}:${port}/`);
  });
}

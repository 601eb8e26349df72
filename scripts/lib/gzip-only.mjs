// The site's host serves gzip (deploy/nginx.conf); so does scripts/serve.mjs.

/**
 * The request's Accept-Encoding without Brotli: `compression` 1.8 answers a
 * browser with Brotli at quality 4, while the site is served with gzip
 * (deploy/nginx.conf) and the bench's budgets are gzip sizes.
 */
export function gzipOnly(acceptEncoding) {
  if (!acceptEncoding) return acceptEncoding;
  return String(acceptEncoding)
    .split(',')
    .filter((coding) => !/^\s*br\s*(;|$)/i.test(coding))
    .join(',');
}

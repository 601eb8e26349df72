/**
 * scripts/lib/gzip-only.mjs: scripts/serve.mjs answers with gzip, as the
 * site's host does (deploy/nginx.conf); the bench's size budgets are gzip
 * sizes. `tests/e2e/foundation.spec.ts` asks the server itself.
 */
import {gzipOnly} from '../../scripts/lib/gzip-only.mjs';

it('takes Brotli out of what the browser accepts, and nothing else', () => {
  expect(gzipOnly('gzip, deflate, br, zstd')).toBe('gzip, deflate, zstd');
  expect(gzipOnly('br;q=1.0, gzip;q=0.8')).toBe(' gzip;q=0.8');
  expect(gzipOnly('BR')).toBe('');
  expect(gzipOnly('gzip, brotli-like')).toBe('gzip, brotli-like');
  expect(gzipOnly(undefined)).toBeUndefined();
});

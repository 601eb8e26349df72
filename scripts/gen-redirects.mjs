// Writes deploy/legacy-redirects.conf: the nginx maps behind the permanent
// (301) redirects of deploy/nginx.conf, from data/legacy-redirects.json (both
// locales) and the redirects of site.config.ts. A unit test fails when the
// committed file differs from what this prints.
//
//   npm run gen:redirects
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
const {serverRedirects, nginxRedirectMaps} = jiti(
  path.join(ROOT, 'plugins/legacy-redirects/lib/legacyRedirects.ts'),
);
const data = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'data/legacy-redirects.json'), 'utf8'),
);
const siteConfig = jiti(path.join(ROOT, 'site.config.ts'));

const out = path.join(ROOT, 'deploy/legacy-redirects.conf');
fs.writeFileSync(
  out,
  nginxRedirectMaps(serverRedirects(data, siteConfig.site)),
);
console.log(`Wrote ${path.relative(ROOT, out)}.`);

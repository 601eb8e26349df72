// Prints the Content-Security-Policy header for the current build: exactly
// what the site uses, with a sha256 hash for every inline script in build/
// (Docusaurus's colour-mode script, the language rules and the script loader
// in every page, the redirect stubs).
//
//   node scripts/csp.mjs [--dir build] [--algolia] [--nginx]
//
// --algolia  also allows Algolia DocSearch (only when it is configured);
// --nginx    prints an nginx `add_header` line to include (deploy/nginx.conf).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Types a browser executes; JSON-LD and other data blocks are not scripts. */
const EXECUTABLE = /^(|text\/javascript|application\/javascript|module)$/i;

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

/** sha256 sources of every distinct inline script in the build, sorted. */
export function inlineScriptHashes(dir) {
  const hashes = new Set();
  for (const file of walk(dir)) {
    const html = fs.readFileSync(file, 'utf8');
    for (const [, attrs, body] of html.matchAll(
      /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
    )) {
      if (/\bsrc\s*=/i.test(attrs)) continue;
      const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1] ?? '';
      if (!EXECUTABLE.test(type)) continue;
      const digest = crypto.createHash('sha256').update(body).digest('base64');
      hashes.add(`'sha256-${digest}'`);
    }
  }
  return [...hashes].sort();
}

/**
 * The policy: same origin for everything, plus the services pages use by
 * design — giscus (comments iframe), avatar hosts (contributors), the GitHub
 * API (runtime contributors), Algolia (hosted search, opt-in).
 */
export function cspHeader({
  dir = path.join(ROOT, 'build'),
  algolia = false,
} = {}) {
  const directives = {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval': Pagefind's search runs as WebAssembly.
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...inlineScriptHashes(dir)],
    // Prism code blocks and React components write style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      'https://www.gravatar.com',
      'https://avatars.githubusercontent.com',
    ],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      'https://api.github.com',
      ...(algolia ? ['https://*.algolia.net', 'https://*.algolianet.com'] : []),
    ],
    'frame-src': ['https://giscus.app'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dirIndex = args.indexOf('--dir');
  const dir = path.resolve(
    dirIndex > -1 ? args[dirIndex + 1] : path.join(ROOT, 'build'),
  );
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`No build found in ${dir}: run "npm run build" first.`);
    process.exit(2);
  }
  const header = cspHeader({dir, algolia: args.includes('--algolia')});
  console.log(
    args.includes('--nginx')
      ? `add_header Content-Security-Policy "${header}" always;`
      : header,
  );
}

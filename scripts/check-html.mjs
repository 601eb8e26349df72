// HTML gate: validates every HTML file of a build with html-validate, using
// the project's .htmlvalidate.json (see the comments there and the README).
//
//   node scripts/check-html.mjs [buildDir]      (default: build)
//
// Also fails on text damaged in rendering: a NUL byte, or the U+FFFD the
// minifier puts in its place (React 18's Node stream renderer cut multi-byte
// characters; see plugins/framework-patches/render-html). No page means to contain either.
//
// Prints each problem as file:line:column rule message; exits 1 on errors.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {FileSystemConfigLoader, HtmlValidate} from 'html-validate';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

const dir = path.resolve(process.argv[2] ?? path.join(ROOT, 'build'));
if (!fs.existsSync(path.join(dir, 'index.html'))) {
  console.error(`No build found in ${dir}: run "npm run build" first.`);
  process.exit(2);
}
const started = performance.now();
// The configuration is the repository's, wherever the build directory is.
const loader = new FileSystemConfigLoader(
  JSON.parse(fs.readFileSync(path.join(ROOT, '.htmlvalidate.json'), 'utf8')),
);
const validator = new HtmlValidate(loader);
let files = 0;
let redirects = 0;
let errors = 0;
let warnings = 0;
const byRule = new Map();

/** Line and column (1-based) of offset `index` in `text`. */
function position(text, index) {
  const before = text.slice(0, index).split('\n');
  return `${before.length}:${before.at(-1).length + 1}`;
}
for (const file of walk(dir)) {
  const html = fs.readFileSync(file, 'utf8');
  // Redirect stubs written by @docusaurus/plugin-client-redirects (a fixed
  // template we do not render: no <title>, <script> after </head>) are not
  // pages; they are counted apart and skipped.
  if (/<meta http-equiv="refresh"/i.test(html.slice(0, 400))) {
    redirects += 1;
    continue;
  }
  files += 1;
  const damaged = [html.indexOf('\u0000'), html.indexOf('\uFFFD')]
    .filter((index) => index !== -1)
    .reduce((first, index) => Math.min(first, index), Infinity);
  if (damaged !== Infinity) {
    errors += 1;
    byRule.set('damaged-text', (byRule.get('damaged-text') ?? 0) + 1);
    console.error(
      `${path.relative(ROOT, file)}:${position(html, damaged)} error damaged-text: a NUL or U+FFFD character (text cut in rendering): …${html.slice(Math.max(0, damaged - 40), damaged + 10)}…`,
    );
  }
  const report = await validator.validateString(
    html,
    path.relative(ROOT, file),
  );
  for (const result of report.results) {
    for (const m of result.messages) {
      if (m.severity === 2) errors += 1;
      else warnings += 1;
      byRule.set(m.ruleId, (byRule.get(m.ruleId) ?? 0) + 1);
      if ((byRule.get(m.ruleId) ?? 0) <= 20)
        console.error(
          `${result.filePath}:${m.line}:${m.column} ${m.severity === 2 ? 'error' : 'warning'} ${m.ruleId}: ${m.message}${m.selector ? ` (${m.selector})` : ''}`,
        );
    }
  }
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (byRule.size)
  console.error(
    `By rule: ${[...byRule].map(([rule, n]) => `${rule} ${n}`).join(', ')}`,
  );
console.log(
  `HTML: ${files} files validated (${redirects} redirect stubs skipped), ${errors} errors, ${warnings} warnings (${seconds} s).`,
);
process.exit(errors ? 1 : 0);

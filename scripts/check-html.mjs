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
// The files are shared among worker threads, one per core and two at most,
// handed out one at a time, longest first: 34 s on one thread, 23 s on two,
// for the 985 files of a production build (2026-11-29).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {Worker, isMainThread, parentPort} from 'node:worker_threads';
import {FileSystemConfigLoader, HtmlValidate} from 'html-validate';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

/** Line and column (1-based) of offset `index` in `text`. */
function position(text, index) {
  const before = text.slice(0, index).split('\n');
  return `${before.length}:${before.at(-1).length + 1}`;
}

/** A validator with the repository's configuration, wherever the build is. */
function validator() {
  return new HtmlValidate(
    new FileSystemConfigLoader(
      JSON.parse(
        fs.readFileSync(path.join(ROOT, '.htmlvalidate.json'), 'utf8'),
      ),
    ),
  );
}

/**
 * Checks one file: whether it is a redirect stub, and its problems
 * ({where, severity, rule, text}) in the order found.
 */
async function check(validate, file) {
  const html = fs.readFileSync(file, 'utf8');
  // Redirect stubs written by @docusaurus/plugin-client-redirects (a fixed
  // template we do not render: no <title>, <script> after </head>) are not
  // pages; they are counted apart and skipped.
  if (/<meta http-equiv="refresh"/i.test(html.slice(0, 400)))
    return {redirect: true, problems: []};
  const problems = [];
  const name = path.relative(ROOT, file);
  const damaged = [html.indexOf('\u0000'), html.indexOf('\uFFFD')]
    .filter((index) => index !== -1)
    .reduce((first, index) => Math.min(first, index), Infinity);
  if (damaged !== Infinity) {
    problems.push({
      where: `${name}:${position(html, damaged)}`,
      severity: 2,
      rule: 'damaged-text',
      text: `a NUL or U+FFFD character (text cut in rendering): …${html.slice(Math.max(0, damaged - 40), damaged + 10)}…`,
    });
  }
  const report = await validate.validateString(html, name);
  for (const result of report.results) {
    for (const m of result.messages) {
      problems.push({
        where: `${result.filePath}:${m.line}:${m.column}`,
        severity: m.severity,
        rule: m.ruleId,
        text: `${m.message}${m.selector ? ` (${m.selector})` : ''}`,
      });
    }
  }
  return {redirect: false, problems};
}

if (!isMainThread) {
  // A worker checks the file it is sent, answers, and is sent the next; null
  // (sent first, to ask for work) and a null file end it.
  const validate = validator();
  parentPort.on('message', async (file) => {
    if (file === null) parentPort.close();
    else parentPort.postMessage(await check(validate, file));
  });
  parentPort.postMessage(null);
} else {
  const dir = path.resolve(process.argv[2] ?? path.join(ROOT, 'build'));
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`No build found in ${dir}: run "npm run build" first.`);
    process.exit(2);
  }
  const started = performance.now();
  const files = [...walk(dir)];
  const results = new Array(files.length);
  // Handed out one at a time, longest first, to whichever thread is free:
  // a page's time goes with its length (the API reference, the stubs).
  const queue = files
    .map((file, index) => ({index, bytes: fs.statSync(file).size}))
    .sort((a, b) => b.bytes - a.bytes)
    .map(({index}) => index);
  const threads = Math.max(
    1,
    Math.min(2, os.availableParallelism(), files.length),
  );
  await Promise.all(
    Array.from(
      {length: threads},
      () =>
        new Promise((resolve, reject) => {
          const worker = new Worker(fileURLToPath(import.meta.url));
          let current = -1;
          worker.on('message', (result) => {
            if (result !== null) results[current] = result;
            current = queue.shift() ?? -1;
            worker.postMessage(current === -1 ? null : files[current]);
          });
          worker.once('error', reject);
          worker.once('exit', (code) =>
            code === 0
              ? resolve()
              : reject(new Error(`HTML worker exited with ${code}`)),
          );
        }),
    ),
  );
  let pages = 0;
  let redirects = 0;
  let errors = 0;
  let warnings = 0;
  const byRule = new Map();
  // Reported in the order the files were found, as on one thread.
  for (const {redirect, problems} of results) {
    if (redirect) {
      redirects += 1;
      continue;
    }
    pages += 1;
    for (const p of problems) {
      if (p.severity === 2) errors += 1;
      else warnings += 1;
      byRule.set(p.rule, (byRule.get(p.rule) ?? 0) + 1);
      if (byRule.get(p.rule) <= 20)
        console.error(
          `${p.where} ${p.severity === 2 ? 'error' : 'warning'} ${p.rule}: ${p.text}`,
        );
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (byRule.size)
    console.error(
      `By rule: ${[...byRule].map(([rule, n]) => `${rule} ${n}`).join(', ')}`,
    );
  console.log(
    `HTML: ${pages} files validated (${redirects} redirect stubs skipped), ${errors} errors, ${warnings} warnings (${seconds} s).`,
  );
  process.exit(errors ? 1 : 0);
}

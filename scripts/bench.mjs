// The benchmark (`npm run bench`): never part of `npm test`. Measures the
// production build served like a static host (scripts/serve.mjs: gzip, real
// 404s) in headless Chromium, and prints one table; the figures are also
// written to bench-results/latest.json (git-ignored).
//
//   node scripts/bench.mjs [--skip-build] [--only a,b,…] [--lighthouse-runs N]
//                          [--floor-runs N] [--build-runs N] [--scale-runs N]
//                          [--help]
//
// Sections (for --only): build, firstload, cls, lighthouse, search, gitlog,
// scale.
// --skip-build reuses an existing build/ (it must be a `npm run build`).
// --lighthouse-runs: runs per heavy page (default 3); the median is shown.
// --floor-runs: Lighthouse runs per heavy page on its HTML without scripts
// (default: as many as --lighthouse-runs; 0 for none): what the machine
// scores for the page's markup and styles alone.
// --build-runs: cold builds with and without the reader tools, alternated
// (default 3); the medians are shown.
// --scale-runs: cold builds per generated-site size (default 2), the sizes
// taken up and then down; the means are shown.
import crypto from 'node:crypto';
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {chromium} from 'playwright-core';
import {createServer} from './serve.mjs';
import {describeSpeed, machineSpeed} from './lib/machine-speed.mjs';
import {withoutWaits} from './lib/main-thread-waits.mjs';
import {withoutScripts} from './lib/without-scripts.mjs';
import {scaleOrder, scaleSummary} from './lib/scale-runs.mjs';
import {readProcesses, treeResident} from './lib/tree-rss.mjs';

const require = createRequire(import.meta.url);
const {
  findChromium,
  CHROMIUM_ARGS,
  LAUNCHER,
  launchEnv,
  launchOptions,
  chineseFont,
  CHINESE_FONT_HINT,
} = require('./chromium.cjs');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_DIR = path.join(ROOT, 'bench-results');
/** `npm run build` (scripts/build.mjs: with --expose-gc for plugins/build-memory). */
const BUILD = path.join(ROOT, 'scripts/build.mjs');
/** The cores a build can use, as Docusaurus counts them. */
const CORES =
  typeof os.availableParallelism === 'function'
    ? os.availableParallelism()
    : os.cpus().length;
/** First-load JavaScript, per page (kind: which budget applies). */
const PAGES = [
  ['home', '/', 'home'],
  ['doc', '/guide/advanced/webdav', 'doc'],
  ['S3 driver', '/guide/drivers/s3', 'doc'],
  ['post', '/posts/openlist-v4-1-5', 'doc'],
  ['zh-CN home', '/zh-CN/', 'home'],
  ['zh-CN S3 driver', '/zh-CN/guide/drivers/s3', 'doc'],
];
/**
 * The heaviest pages, in both locales: Lighthouse (mobile). `/api/fs` is
 * the file-system overview since that page was split; the heaviest API page
 * of the build is added to them (heaviestApiPage).
 */
const HEAVY_ROUTES = [
  '/guide/drivers/s3',
  '/guide/drivers',
  '/configuration/config-file',
  '/api/fs',
  '/',
];

/** The current docs' API page with the most elements in the build. */
function heaviestApiPage(buildDir) {
  const pages = fs
    .readdirSync(path.join(buildDir, 'api'), {recursive: true})
    .filter((file) => String(file).endsWith('.html'))
    .map((file) => {
      const html = fs.readFileSync(
        path.join(buildDir, 'api', String(file)),
        'utf8',
      );
      return {
        route: `/api/${String(file)
          .replace(/\.html$/, '')
          .replace(/\/index$/, '')}`,
        elements: html.match(/<[a-z]/g)?.length ?? 0,
      };
    })
    .sort((a, b) => b.elements - a.elements);
  return pages[0]?.route;
}

function heavyPages() {
  const heaviestApi = heaviestApiPage(path.join(ROOT, 'build'));
  return [
    ...HEAVY_ROUTES,
    ...(heaviestApi && !HEAVY_ROUTES.includes(heaviestApi)
      ? [heaviestApi]
      : []),
  ].flatMap((route) => [
    [route, route],
    [`zh-CN ${route}`, `/zh-CN${route}`],
  ]);
}
const SEARCHES = [
  ['en', '/guide/advanced/webdav', 'webdav'],
  ['en', '/guide/advanced/webdav', 'reverse proxy nginx'],
  ['zh-CN', '/zh-CN/guide/advanced/webdav', '离线下载'],
  ['zh-CN', '/zh-CN/guide/advanced/webdav', 'S3 存储'],
];
/** Pages whose layout shift is measured in the browser (the download picker). */
/** The search benchmark: plugins/search/queries.json, typed into the search box. */
async function benchSearchRelevance(origin) {
  const relevance = await import('../plugins/search/relevance.mjs');
  const queries = relevance.loadQueries();
  const browser = await launch();
  results.searchRelevance = {};
  try {
    for (const locale of ['en', 'zh-CN']) {
      log(`search relevance ${locale}…`);
      const list = queries[locale];
      const expected = await relevance.expectedPages(
        path.join(ROOT, 'build'),
        locale,
        list,
      );
      const route = locale === 'en' ? '/guide' : '/zh-CN/guide';
      const context = await offlineContext(browser, readerLocale(route));
      const page = await context.newPage();
      await page.goto(origin + route, {waitUntil: 'networkidle'});
      await page.waitForFunction(
        () => document.documentElement.dataset.hasHydrated === 'true',
      );
      await page.getByTestId('search-button').click();
      // Warm: the index is loaded by a query that is not in the list.
      await relevance.searchAll(page, 'OpenList');
      const rows = [];
      for (const {query, class: kind} of list) {
        // First time: the index is loaded, the query's own chunks and
        // fragments are fetched. Again (warm): they are in the cache.
        const first = await relevance.searchAll(page, query);
        await relevance.searchAll(page, 'OpenList');
        const again = await relevance.searchAll(page, query);
        const wanted = expected.get(query);
        rows.push({
          query,
          class: kind,
          firstTimeMs: first.firstMs,
          firstMs: again.firstMs,
          ...relevance.score(first.urls, wanted.expected, wanted.about),
        });
      }
      const sorted = (key) =>
        rows.map((r) => r[key] ?? Infinity).sort((a, b) => a - b);
      const ms = sorted('firstMs');
      const firstTime = sorted('firstTimeMs');
      results.searchRelevance[locale] = {
        classes: relevance.summarize(rows),
        belowTarget: rows
          .filter(
            (r) =>
              r.recall < BUDGETS.searchRecall ||
              r.precision < BUDGETS.searchPrecision,
          )
          .map((r) => r.query),
        warmMedianMs: Math.round(ms[Math.floor(ms.length / 2)]),
        warmMaxMs: Math.round(ms[ms.length - 1]),
        firstTimeMedianMs: Math.round(firstTime[Math.floor(ms.length / 2)]),
        firstTimeMaxMs: Math.round(firstTime[ms.length - 1]),
      };
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

const CLS_PAGES = [
  ['download', '/guide/installation/download'],
  ['home', '/'],
  ['zh-CN download', '/zh-CN/guide/installation/download'],
];
const SCALE_SIZES = [300, 1000, 3000];
/** The build without the reader tools (plugins/reader-tools and cards). */
const PLAIN_BUILD = path.join(os.tmpdir(), 'openlist-docs-bench-plain');
const READER_TOOLS_OFF = {
  OPENLIST_DOCS_READER_TOOLS: 'off',
  OPENLIST_DOCS_SOCIAL_CARDS: 'off',
};
const BUDGETS = {
  performance: 98,
  tbtMs: 150,
  accessibility: 100,
  bestPractices: 95,
  seo: 100,
  cls: 0.02,
  docJsGzipKB: 130,
  homeJsGzipKB: 110,
  prefetchGzipKB: 60,
  coldPer100s: 5,
  warmPer100s: 2,
  peakMB: 2048,
  readerToolsJsGzipKB: 3,
  readerToolsBuildShare: 0.2,
  gitLogSeconds: 2,
  searchMs: 100,
  searchKB: 250,
  searchRecall: 0.98,
  searchPrecision: 0.9,
};

const args = process.argv.slice(2);
{
  // The usage is this file's opening comment. An argument it does not name
  // stops the bench before anything runs: a mistyped option must not start
  // a full benchmark of several minutes.
  const lines = fs
    .readFileSync(fileURLToPath(import.meta.url), 'utf8')
    .split('\n');
  const usage = lines
    .slice(
      0,
      lines.findIndex((line) => !line.startsWith('//')),
    )
    .map((line) => line.replace(/^\/\/ ?/, ''))
    .join('\n');
  const withValue = new Set([
    '--only',
    '--lighthouse-runs',
    '--floor-runs',
    '--build-runs',
    '--scale-runs',
  ]);
  const unknown = args.filter(
    (arg, index) =>
      !withValue.has(arg) &&
      arg !== '--skip-build' &&
      !withValue.has(args[index - 1]),
  );
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    process.exit(0);
  }
  if (unknown.length > 0) {
    console.error(`Unknown argument ${unknown.join(' ')}.\n\n${usage}`);
    process.exit(2);
  }
}
/** Lighthouse runs per page (--lighthouse-runs N); the median is reported. */
const lighthouseRunsIndex = args.indexOf('--lighthouse-runs');
const LIGHTHOUSE_RUNS =
  lighthouseRunsIndex > -1 ? Number(args[lighthouseRunsIndex + 1]) : 3;
/**
 * Lighthouse runs per heavy page on the page's HTML without its scripts
 * (--floor-runs N; scripts/lib/without-scripts.mjs): the TBT the machine
 * gives the page's parsing, style, layout and paint alone, beside the
 * page's own figure. Not a budget. One run says little: on 2026-12-02 one
 * run each gave 0–173 ms, and `/guide/drivers` without scripts 173 ms
 * against 45–132 ms with them.
 */
const floorRunsIndex = args.indexOf('--floor-runs');
const FLOOR_RUNS =
  floorRunsIndex > -1 ? Number(args[floorRunsIndex + 1]) : LIGHTHOUSE_RUNS;
/**
 * Cold builds with and without the reader tools (--build-runs N). One run of
 * each varies by several seconds on the 2-core bench machine (the build
 * without them took 49–57 s in one day's runs), more than the reader-tools
 * budget's margin: they are alternated and the medians reported.
 */
const buildRunsIndex = args.indexOf('--build-runs');
const BUILD_RUNS = buildRunsIndex > -1 ? Number(args[buildRunsIndex + 1]) : 3;
/**
 * Cold builds per generated-site size (--scale-runs N), the sizes built up
 * and then down, the means reported (scripts/lib/scale-runs.mjs: why).
 */
const scaleRunsIndex = args.indexOf('--scale-runs');
const SCALE_RUNS = scaleRunsIndex > -1 ? Number(args[scaleRunsIndex + 1]) : 2;
// The order, now: a wrong --scale-runs stops the bench before anything runs.
const SCALE_ORDER = scaleOrder(SCALE_SIZES, SCALE_RUNS);
const onlyIndex = args.indexOf('--only');
const only = onlyIndex > -1 ? new Set(args[onlyIndex + 1].split(',')) : null;
const wants = (section) => !only || only.has(section);
const browserPath = findChromium()?.path;
if (!browserPath) throw new Error('No Chromium found (see README).');

const results = {date: new Date().toISOString(), machine: machineInfo()};
const log = (...parts) => console.error('[bench]', ...parts);
if (!results.machine.chineseFont)
  log(`${CHINESE_FONT_HINT}\nThe Chinese pages' figures will not be readers'.`);

function machineInfo() {
  return {
    cpus: os.cpus().length,
    memoryGB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadAverage: os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' '),
    // Chinese pages are measured as readers get them only with a font for
    // their characters (scripts/chromium.cjs).
    chineseFont: chineseFont(),
    // Read again when the bench ends (speedAtEnd): the machine's speed
    // drifts within a run (scripts/lib/machine-speed.mjs).
    speedAtStart: machineSpeed(),
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

async function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const {port} = s.address();
      s.close(() => resolve(port));
    });
  });
}

/**
 * Runs a command; returns wall time and the peak RSS of its process tree,
 * and, for scripts/build.mjs on Linux, the processor time (user + system) of
 * the build's threads and child processes.
 */
function runMeasured(command, commandArgs, {env = {}, cwd = ROOT} = {}) {
  const cpuFile = path.join(
    os.tmpdir(),
    `openlist-docs-bench-cpu-${process.pid}.json`,
  );
  fs.rmSync(cpuFile, {force: true});
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, commandArgs, {
      cwd,
      env: {...process.env, ...env, OPENLIST_DOCS_BUILD_CPU_FILE: cpuFile},
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
    let peak = 0;
    const timer = setInterval(() => {
      peak = Math.max(peak, treeResident(readProcesses(), child.pid));
    }, 250);
    child.on('exit', (code) => {
      clearInterval(timer);
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) {
        reject(new Error(`${command} ${commandArgs.join(' ')}: ${stderr}`));
        return;
      }
      let cpuSeconds;
      try {
        const {user, system} = JSON.parse(fs.readFileSync(cpuFile, 'utf8'));
        cpuSeconds = user + system;
        fs.rmSync(cpuFile, {force: true});
      } catch {
        // Not scripts/build.mjs, or no /proc: wall time only.
      }
      resolve({seconds, peakRssMB: Math.round(peak / 2 ** 20), cpuSeconds});
    });
  });
}

async function withServer(dir, fn, options = {}) {
  const server = createServer({dir, ...options});
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  try {
    return await fn(`http://127.0.0.1:${port}`);
  } finally {
    server.closeAllConnections?.();
    await new Promise((resolve) => server.close(resolve));
  }
}

async function launch() {
  // Through the launcher, as in the browser tests (scripts/chromium.cjs).
  return chromium.launch(launchOptions(browserPath));
}

/**
 * The browser language a route is measured with: Chinese pages as a Chinese
 * reader sees them (an English browser is sent to the English page on its
 * first visit, see README "Reader preferences").
 */
const readerLocale = (route) =>
  route === '/zh-CN' || route.startsWith('/zh-CN/') ? 'zh-CN' : 'en-US';

/** A fresh context in which nothing leaves 127.0.0.1. */
async function offlineContext(browser, locale = 'en-US') {
  const context = await browser.newContext({serviceWorkers: 'block', locale});
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && url.protocol.startsWith('http'),
    (route) => route.abort('blockedbyclient'),
  );
  return context;
}

// --- sections -------------------------------------------------------------

async function benchBuild() {
  const build = (env = {}) =>
    runMeasured(process.execPath, [BUILD], {
      env: {OPENLIST_DOCS_TEST_FIXTURES: '', ...env},
    });
  // Cold: no caches, and no output folder, which a rebuild writes over
  // (plugins/framework-patches/reuse-output), as on a fresh clone.
  const cold = () => {
    for (const dir of ['node_modules/.cache', '.docusaurus', 'build'])
      fs.rmSync(path.join(ROOT, dir), {recursive: true, force: true});
  };
  // The cost of the frozen docs versions: the same cold build with the
  // current docs only (OPENLIST_DOCS_VERSIONS=current). It runs first so
  // the full build below leaves build/ for the other sections.
  log('build with the current docs version only (both locales), cold…');
  cold();
  results.buildCurrentOnly = await build({OPENLIST_DOCS_VERSIONS: 'current'});
  // Cold, as CI and a first deploy build: without the bundler's persistent
  // cache (future.faster), the site's own caches (search indexes, twins,
  // cards) and Docusaurus's generated files. Then once more with the caches
  // the last cold build left, as a rebuild with nothing changed.
  // The cost of the reader tools (Markdown twins, llms.txt, page actions,
  // social cards): the same cold build without them, into its own folder,
  // which the first-load section also measures. The two alternate
  // (BUILD_RUNS pairs), so a slow spell of the machine hits both.
  const plain = [];
  const full = [];
  for (let run = 1; run <= BUILD_RUNS; run += 1) {
    const of = `run ${run} of ${BUILD_RUNS}`;
    log(`full build without the reader tools (both locales), cold, ${of}…`);
    cold();
    fs.rmSync(PLAIN_BUILD, {recursive: true, force: true});
    plain.push(
      await runMeasured(process.execPath, [BUILD, '--out-dir', PLAIN_BUILD], {
        env: {OPENLIST_DOCS_TEST_FIXTURES: '', ...READER_TOOLS_OFF},
      }),
    );
    log(`full build (both locales), cold, ${of}…`);
    cold();
    full.push(await build());
  }
  results.buildPlain = medianRun(plain);
  results.build = medianRun(full);
  // Each run with the reader tools against the run without them just before.
  results.readerToolsShares = full.map(
    (run, i) => (run.seconds - plain[i].seconds) / plain[i].seconds,
  );
  const before = assetFiles(path.join(ROOT, 'build'));
  const pagesBefore = pageDigests(path.join(ROOT, 'build'));
  log('full build (both locales), warm caches…');
  results.rebuild = await build();
  // The warm build may put the cold build's pages back instead of rendering
  // them (plugins/framework-patches/ssg-cache): they must be the pages a
  // render gives.
  const pagesAfter = pageDigests(path.join(ROOT, 'build'));
  results.rebuildPages = {
    total: pagesAfter.size,
    differ: [...new Set([...pagesBefore.keys(), ...pagesAfter.keys()])]
      .filter((file) => pagesBefore.get(file) !== pagesAfter.get(file))
      .sort(),
  };
  results.builtPages = countPages(path.join(ROOT, 'build'));
  // What a rebuild of the same commit makes returning readers download again.
  const after = assetFiles(path.join(ROOT, 'build'));
  results.rebuildChangedAssets = {
    total: after.size,
    locales: [...after].filter((file) => /(^|\/)main\.[^/]*\.js$/.test(file))
      .length,
    changed: [...after].filter((file) => !before.has(file)).sort(),
  };
}

/** Each HTML file of a build, by relative path: its SHA-256. */
function pageDigests(dir) {
  const digests = new Map();
  for (const entry of fs.readdirSync(dir, {
    recursive: true,
    withFileTypes: true,
  })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    digests.set(
      path.relative(dir, file).split(path.sep).join('/'),
      crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex'),
    );
  }
  return digests;
}

/** The content-hashed scripts and styles of a build (under assets/). */
function assetFiles(dir) {
  const files = new Set();
  for (const entry of fs.readdirSync(dir, {
    recursive: true,
    withFileTypes: true,
  })) {
    const folder = path.relative(dir, entry.parentPath ?? entry.path);
    if (entry.isFile() && /(^|[\\/])assets[\\/](js|css)$/.test(folder))
      files.add(path.join(folder, entry.name).split(path.sep).join('/'));
  }
  return files;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Runs of one build: the median times, the highest peak, every time. */
function medianRun(runs) {
  const cpu = runs.map((run) => run.cpuSeconds);
  return {
    seconds: median(runs.map((run) => run.seconds)),
    peakRssMB: Math.max(...runs.map((run) => run.peakRssMB)),
    runs: runs.map((run) => Number(run.seconds.toFixed(1))),
    cpuSeconds: cpu.every(Number.isFinite) ? median(cpu) : undefined,
  };
}

/** ", 61.0 s of processor time (30.5 s on each of 2 cores)", or nothing. */
const cpuTime = (run) =>
  Number.isFinite(run.cpuSeconds)
    ? `, ${run.cpuSeconds.toFixed(1)} s of processor time (${(run.cpuSeconds / CORES).toFixed(1)} s on each of ${CORES} cores)`
    : '';

/** "median of 3: 60.2–64.9 s", or nothing for one run. */
const spread = (run) =>
  run.runs?.length > 1
    ? ` (median of ${run.runs.length}: ${Math.min(...run.runs)}–${Math.max(...run.runs)} s)`
    : '';

/** The pages Docusaurus rendered (not redirect stubs or other files). */
function countPages(dir) {
  let count = 0;
  for (const entry of fs.readdirSync(dir, {
    recursive: true,
    withFileTypes: true,
  })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    if (/id=["']?__docusaurus["'\s>]/.test(fs.readFileSync(file, 'utf8')))
      count += 1;
  }
  return count;
}

async function benchFirstLoad(origin) {
  results.firstLoad = await firstLoads(origin, PAGES);
  // What the reader tools add to a doc page's first load: the same page in
  // the build without them (made by the build section).
  if (fs.existsSync(path.join(PLAIN_BUILD, 'index.html'))) {
    const docPages = PAGES.filter(([name]) => name === 'doc');
    results.firstLoadPlain = await withServer(PLAIN_BUILD, (plainOrigin) =>
      firstLoads(plainOrigin, docPages),
    );
  }
}

/** JS and CSS a page downloads until the network is idle, per page. */
async function firstLoads(origin, pages) {
  const browser = await launch();
  const loads = {};
  try {
    for (const [name, route, kind] of pages) {
      log(`first load ${route}…`);
      const context = await offlineContext(browser, readerLocale(route));
      const page = await context.newPage();
      const totals = {
        jsRaw: 0,
        jsGzip: 0,
        cssRaw: 0,
        cssGzip: 0,
        requests: 0,
      };
      const pending = [];
      page.on('requestfinished', (request) => {
        totals.requests += 1;
        const type = request.resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        pending.push(
          (async () => {
            const response = await request.response();
            const sizes = await request.sizes();
            const raw = (await response.body()).length;
            const key = type === 'script' ? 'js' : 'css';
            totals[`${key}Raw`] += raw;
            totals[`${key}Gzip`] += sizes.responseBodySize;
          })(),
        );
      });
      await page.goto(origin + route, {waitUntil: 'networkidle'});
      await page.waitForFunction(
        () => document.documentElement.dataset.hasHydrated === 'true',
      );
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
      const firstLoad = {...totals};
      // Then the reader only reads: scroll the page and the sidebar to
      // the end, let idle callbacks and observers run. Whatever JavaScript
      // comes now is other pages' code fetched without any intent.
      await page.evaluate(async () => {
        const pause = () => new Promise((resolve) => setTimeout(resolve, 150));
        const sidebar = document.querySelector('.theme-doc-sidebar-menu');
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          sidebar?.closest('nav')?.scrollBy(0, 600);
          await pause();
        }
        await new Promise((resolve) =>
          requestIdleCallback(resolve, {timeout: 2000}),
        );
      });
      // (Not networkidle again: the comments' placeholder, scrolled into
      // view, keeps trying the offline giscus host.)
      await page.waitForTimeout(2000);
      await Promise.all(pending);
      loads[name] = {
        route,
        kind,
        ...firstLoad,
        prefetchGzip: totals.jsGzip - firstLoad.jsGzip,
      };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return loads;
}

/**
 * Cumulative layout shift from the first paint until the page has settled,
 * summed from PerformanceObserver 'layout-shift' entries (without those right
 * after input), at 1280 and 375 px.
 */
async function benchCls(origin) {
  const browser = await launch();
  results.cls = {};
  try {
    for (const [name, route] of CLS_PAGES) {
      for (const [width, system] of [
        [1280, ''],
        [375, ''],
        // A reader whose platform differs from the server-rendered default
        // (the picker switches to macOS / arm64 after hydration).
        [1280, 'macOS'],
      ]) {
        log(`layout shift ${route} at ${width} px ${system}…`);
        const context = await offlineContext(browser, readerLocale(route));
        if (system)
          await context.addInitScript(() => {
            Object.defineProperty(navigator, 'userAgent', {
              get: () =>
                'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
            });
          });
        await context.addInitScript(() => {
          window.__cls = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              if (!entry.hadRecentInput) window.__cls += entry.value;
          }).observe({type: 'layout-shift', buffered: true});
        });
        const page = await context.newPage();
        await page.setViewportSize({width, height: 900});
        await page.goto(origin + route, {waitUntil: 'networkidle'});
        await page.waitForTimeout(1500);
        const cls = await page.evaluate(() => window.__cls);
        results.cls[`${name} @${width}${system ? ` ${system}` : ''}`] = {
          route,
          width,
          system,
          cls: Number(cls.toFixed(4)),
        };
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}

async function benchLighthouse(origin) {
  if (FLOOR_RUNS < 1) return lighthouseRows(origin, null);
  // The floor's pages come from a server of their own, so that no response
  // of the site's server is ever rewritten.
  return withServer(
    path.join(ROOT, 'build'),
    (floorOrigin) => lighthouseRows(origin, floorOrigin),
    {transformHtml: withoutScripts},
  );
}

/**
 * Lighthouse on each heavy page; with `floorOrigin`, also on the page's HTML
 * without scripts, served from there, right after the page's own runs.
 */
async function lighthouseRows(origin, floorOrigin) {
  results.lighthouse = {};
  const lighthouse = path.join(ROOT, 'node_modules/lighthouse/cli/index.js');
  // chrome-launcher starts the launcher, which adds our switched-off
  // features to its own list (scripts/chromium.cjs).
  const env = {CHROME_PATH: LAUNCHER, ...launchEnv(browserPath)};
  const baseFlags = [
    '--headless=new',
    ...CHROMIUM_ARGS,
    // Every host but 127.0.0.1 fails at once: no run can wait on network.
    // (Quoted: Lighthouse parses --chrome-flags like a shell would.)
    '--host-resolver-rules="MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"',
  ];
  for (const [name, route] of heavyPages()) {
    const locale = readerLocale(route);
    const flags = [
      ...baseFlags,
      `--lang=${locale}`,
      `--accept-lang=${locale}`,
    ].join(' ');
    const runs = [];
    for (let run = 1; run <= LIGHTHOUSE_RUNS; run += 1) {
      log(`lighthouse ${route} (${run}/${LIGHTHOUSE_RUNS})…`);
      // The run's artifacts are kept (-G) to be audited again without the
      // main thread's waits (scripts/lib/main-thread-waits.mjs); settings
      // must not change between gathering and auditing.
      const artifacts = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lh-'));
      const out = path.join(artifacts, 'report.json');
      const lighthouseArgs = [
        lighthouse,
        origin + route,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=${flags}`,
        '--max-wait-for-load=30000',
      ];
      await runMeasured(
        process.execPath,
        [...lighthouseArgs, `-G=${artifacts}`, `-A=${artifacts}`],
        {env},
      );
      const report = JSON.parse(fs.readFileSync(out, 'utf8'));
      const score = (id) =>
        Math.round((report.categories[id]?.score ?? 0) * 100);
      const audit = (id) => report.audits[id]?.numericValue ?? NaN;
      const trace = path.join(artifacts, 'defaultPass.trace.json');
      const traceData = JSON.parse(fs.readFileSync(trace, 'utf8'));
      withoutWaits(traceData);
      fs.writeFileSync(trace, JSON.stringify(traceData));
      await runMeasured(
        process.execPath,
        [...lighthouseArgs, `-A=${artifacts}`],
        {env},
      );
      const calm = JSON.parse(fs.readFileSync(out, 'utf8'));
      fs.rmSync(artifacts, {recursive: true, force: true});
      runs.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcpMs: Math.round(audit('first-contentful-paint')),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        tbtMs: Math.round(audit('total-blocking-time')),
        cls: Number(audit('cumulative-layout-shift').toFixed(3)),
        // Lighthouse's own reading of the machine's speed for this run.
        benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? NaN),
        // The same trace audited with each main-thread task shortened to
        // its thread time: closer to the page's own work, without waiting
        // for a core.
        tbtWithoutWaitsMs: Math.round(
          calm.audits['total-blocking-time']?.numericValue ?? NaN,
        ),
        // The performance score that TBT gives, the other metrics the same.
        performanceWithoutWaits: Math.round(
          (calm.categories.performance?.score ?? NaN) * 100,
        ),
      });
    }
    // The run with the median performance score stands for the page (a
    // single run's TBT moves by half on this kind of machine), among equal
    // scores the one with the median TBT; the spread of TBT is kept beside
    // it.
    const byScore = [...runs].sort(
      (a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs,
    );
    const tbts = runs.map((run) => run.tbtMs).sort((a, b) => a - b);
    const floor = [];
    for (let run = 1; floorOrigin && run <= FLOOR_RUNS; run += 1) {
      log(`lighthouse ${route} without scripts (${run}/${FLOOR_RUNS})…`);
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lh-floor-'));
      const out = path.join(dir, 'report.json');
      await runMeasured(
        process.execPath,
        [
          lighthouse,
          floorOrigin + route,
          '--quiet',
          '--output=json',
          `--output-path=${out}`,
          '--only-categories=performance',
          `--chrome-flags=${flags}`,
          '--max-wait-for-load=30000',
        ],
        {env},
      );
      const report = JSON.parse(fs.readFileSync(out, 'utf8'));
      fs.rmSync(dir, {recursive: true, force: true});
      floor.push({
        performance: Math.round(
          (report.categories.performance?.score ?? NaN) * 100,
        ),
        tbtMs: Math.round(
          report.audits['total-blocking-time']?.numericValue ?? NaN,
        ),
      });
    }
    results.lighthouse[name] = {
      route,
      runs: runs.length,
      ...byScore[Math.floor((byScore.length - 1) / 2)],
      tbtMsRange: [tbts[0], tbts.at(-1)],
      benchmarkIndexes: runs.map((run) => run.benchmarkIndex),
      tbtWithoutWaitsMs: runs.map((run) => run.tbtWithoutWaitsMs),
      performanceWithoutWaits: runs.map((run) => run.performanceWithoutWaits),
      // The page's HTML without scripts, each run (the floor).
      tbtWithoutScriptsMs: floor.map((run) => run.tbtMs),
      performanceWithoutScripts: floor.map((run) => run.performance),
    };
  }
}

/** plugins/contributors/history.ts and what it imports, compiled on the fly by jiti. */
function loadGitHistory() {
  const jiti = require('jiti')(fileURLToPath(import.meta.url));
  return jiti(path.join(ROOT, 'plugins/contributors/history.ts'));
}

async function timeGitLog({readGitLog, buildGitLog}, repo, dirs, files) {
  const started = performance.now();
  const history = await readGitLog(repo, dirs);
  if (!history) throw new Error(`${repo} is not a git repository`);
  const read = performance.now();
  buildGitLog(history.commits, files);
  const done = performance.now();
  return {
    commits: history.commits.length,
    files: files.length,
    readSeconds: (read - started) / 1000,
    buildSeconds: (done - read) / 1000,
    seconds: (done - started) / 1000,
  };
}

/** A repository of `fileCount` files and `commitCount` commits, via fast-import. */
function generateRepo(dir, fileCount, commitCount) {
  fs.rmSync(dir, {recursive: true, force: true});
  execFileSync('git', ['init', '--quiet', '--initial-branch=main', dir]);
  const chunks = [];
  const data = (text) => `data ${Buffer.byteLength(text)}\n${text}\n`;
  const file = (i) => `docs/section-${i % 50}/page-${i}.md`;
  let time = 1_600_000_000;
  const people = Array.from({length: 40}, (_, i) => [
    `Author ${i}`,
    `author${i}@example.com`,
  ]);
  for (let c = 1; c <= commitCount; c += 1) {
    const [name, email] = people[c % people.length];
    time += 600;
    chunks.push(
      `commit refs/heads/main\nmark :${c}\nauthor ${name} <${email}> ${time} +0000\ncommitter ${name} <${email}> ${time} +0000\n${data(`Change ${c}`)}`,
    );
    if (c > 1) chunks.push(`from :${c - 1}\n`);
    if (c === 1) {
      for (let i = 0; i < fileCount; i += 1)
        chunks.push(`M 100644 inline ${file(i)}\n${data(`# Page ${i}\n`)}`);
    } else {
      // Each later commit edits one to three pages.
      for (let k = 0; k < 1 + (c % 3); k += 1) {
        const i = (c * 7919 + k * 104729) % fileCount;
        chunks.push(
          `M 100644 inline ${file(i)}\n${data(`# Page ${i}\n\nRevision ${c}\n`)}`,
        );
      }
    }
    chunks.push('\n');
  }
  execFileSync('git', ['fast-import', '--quiet'], {
    cwd: dir,
    input: chunks.join(''),
    maxBuffer: 1 << 30,
  });
  return Array.from({length: fileCount}, (_, i) => file(i));
}

async function benchGitLog() {
  log('git-log.json generation…');
  const history = loadGitHistory();
  const repoRoot = execFileSync('git', ['rev-parse', '--show-toplevel'], {
    cwd: ROOT,
    encoding: 'utf8',
  }).trim();
  const ownFiles = execFileSync(
    'git',
    ['ls-files', 'docs', 'blog', 'i18n', 'src/pages'],
    {cwd: repoRoot, encoding: 'utf8'},
  )
    .split('\n')
    .filter((f) => /\.(md|mdx|tsx|jsx)$/.test(f));
  const own = await timeGitLog(history, repoRoot, [repoRoot], ownFiles);
  const dir = path.join(os.tmpdir(), 'bench-git-repo');
  log('generating a repository of 5,000 files and 20,000 commits…');
  const genStarted = performance.now();
  const files = generateRepo(dir, 5000, 20000);
  const generatedIn = (performance.now() - genStarted) / 1000;
  const large = await timeGitLog(history, dir, [dir], files);
  fs.rmSync(dir, {recursive: true, force: true});
  results.gitLog = {
    own,
    large: {...large, generatedInSeconds: generatedIn},
    growth: large.seconds / own.seconds,
  };
}

async function benchSearch(origin) {
  const browser = await launch();
  results.search = {};
  try {
    for (const [locale, route, query] of SEARCHES) {
      log(`search ${locale} "${query}"…`);
      const context = await offlineContext(browser, readerLocale(route));
      const page = await context.newPage();
      let pagefindBytes = 0;
      let phase = 'load';
      const bytes = {load: 0, warmUp: 0, query: 0};
      /** When each /pagefind/ response ended (epoch ms), and its size. */
      const finished = [];
      page.on('requestfinished', async (request) => {
        // /pagefind/ for English, /zh-CN/pagefind/ for Chinese.
        if (!new URL(request.url()).pathname.includes('/pagefind/')) return;
        const size = (await request.sizes()).responseBodySize;
        const {startTime, responseEnd} = request.timing();
        finished.push({size, end: startTime + responseEnd});
        pagefindBytes += size;
        bytes[phase] += size;
      });
      await page.goto(origin + route, {waitUntil: 'networkidle'});
      await page.waitForFunction(
        () => document.documentElement.dataset.hasHydrated === 'true',
      );
      phase = 'warmUp';
      const button = page.getByTestId('search-button');
      await button.hover();
      await button.focus();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      await button.click();
      const box = page.getByRole('dialog').getByRole('combobox');
      await box.waitFor();
      await page.evaluate(() => {
        const t = {input: 0, option: 0};
        window.__searchTiming = t;
        document.addEventListener(
          'input',
          () => (t.input ||= performance.now()),
          true,
        );
        new MutationObserver(() => {
          if (
            !t.option &&
            document.querySelector('[role="dialog"] [role="option"]')
          )
            t.option = performance.now();
        }).observe(document.body, {subtree: true, childList: true});
      });
      phase = 'query';
      // One input event, as when a query is pasted or typed by an IME.
      await box.fill(query);
      await page
        .getByRole('dialog')
        .getByRole('option')
        .first()
        .waitFor({timeout: 10_000});
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const timing = await page.evaluate(() => window.__searchTiming);
      // What had arrived when the first result appeared; the rest of the
      // query's loads (the other results) are in totalKB.
      const firstShownAt = await page.evaluate(
        () => performance.timeOrigin + window.__searchTiming.option,
      );
      const beforeFirst = finished
        .filter((f) => f.end <= firstShownAt)
        .reduce((sum, f) => sum + f.size, 0);
      results.search[`${locale} "${query}"`] = {
        query,
        ms: Math.round(timing.option - timing.input),
        beforeFirstKB: Number(kb(beforeFirst)),
        queryKB: Number(kb(bytes.query)),
        warmUpKB: Number(kb(bytes.warmUp)),
        totalKB: Number(kb(pagefindBytes)),
      };
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

async function benchScale() {
  const docsDir = path.join(ROOT, '.bench', 'docs');
  const runs = new Map(SCALE_SIZES.map((size) => [size, []]));
  for (const [index, size] of SCALE_ORDER.entries()) {
    log(
      `generated site: ${size} extra pages (English only), build ${index + 1} of ${SCALE_ORDER.length}…`,
    );
    fs.rmSync(docsDir, {recursive: true, force: true});
    for (let i = 0; i < size; i += 1) {
      const dir = path.join(docsDir, `section-${i % 20}`);
      fs.mkdirSync(dir, {recursive: true});
      fs.writeFileSync(
        path.join(dir, `page-${i}.md`),
        `---\ntitle: Generated page ${i}\ndescription: A generated page for the build benchmark.\n---\n\n` +
          `## Overview\n\nGenerated page ${i} describes storage ${i % 37} with WebDAV, S3 and offline download settings.\n\n` +
          `## Settings\n\n| Field | Default |\n| --- | --- |\n| root_folder_path | / |\n| cache_expiration | 30 |\n\n` +
          '```bash\ndocker run -d --name openlist -p 5244:5244 openlistteam/openlist:latest\n```\n\n' +
          `See [the first page](/bench/section-0/page-0) for details.\n`,
      );
    }
    const outDir = path.join(os.tmpdir(), `bench-build-${size}`);
    // Each size cold, with the build's own command (scripts/build.mjs: its
    // Node options and preload), so that the steps differ by pages alone.
    for (const dir of ['node_modules/.cache', '.docusaurus'])
      fs.rmSync(path.join(ROOT, dir), {recursive: true, force: true});
    try {
      runs.get(size).push(
        await runMeasured(
          process.execPath,
          [BUILD, '--locale', 'en', '--out-dir', outDir],
          {
            env: {
              OPENLIST_DOCS_TEST_FIXTURES: '',
              OPENLIST_DOCS_BENCH_DOCS: docsDir,
            },
          },
        ),
      );
    } finally {
      fs.rmSync(outDir, {recursive: true, force: true});
    }
  }
  fs.rmSync(path.join(ROOT, '.bench'), {recursive: true, force: true});
  results.scale = Object.fromEntries(
    SCALE_SIZES.map((size) => [size, scaleSummary(runs.get(size))]),
  );
}

// --- report -----------------------------------------------------------------

/** The runs behind a scale row's mean, when there are several. */
function runsNote(s, key) {
  const values = (s.runs ?? []).map((run) => run[key]);
  if (values.length < 2 || values.includes(undefined)) return '';
  return ` (mean of ${values.length}: ${values.map((v) => v.toFixed(1)).join(', ')})`;
}

/**
 * The row audited again without the main thread's waits: its TBT and the
 * performance score that gives (median and range over the runs); then the
 * page's HTML without scripts (the floor). Not budgets: readings of the
 * page's own work and of what the machine scores for the page alone.
 */
function waitsNote(l) {
  const spread = (list, unit = '') => {
    const values = (list ?? []).filter(Number.isFinite).sort((a, b) => a - b);
    if (values.length === 0) return null;
    const median = values[Math.floor((values.length - 1) / 2)];
    return `${median}${unit} (${values[0]}–${values.at(-1)})`;
  };
  const tbt = spread(l.tbtWithoutWaitsMs, ' ms');
  const floorTbt = spread(l.tbtWithoutScriptsMs, ' ms');
  const floorPerformance = spread(l.performanceWithoutScripts);
  const floor =
    floorTbt === null
      ? ''
      : `; its HTML without scripts, ${floorPerformance ? `perf ${floorPerformance}, ` : ''}TBT ${floorTbt}`;
  if (tbt === null) return floor;
  const performance = spread(l.performanceWithoutWaits);
  return `; without the main thread's waits, ${performance ? `perf ${performance}, ` : ''}TBT ${tbt}${floor}`;
}

/** "; Lighthouse's benchmarkIndex 1918 (1850–1990)" over every run, or "". */
function lighthouseIndex() {
  const values = Object.values(results.lighthouse ?? {})
    .flatMap((page) => page.benchmarkIndexes ?? [])
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  if (!values.length) return '';
  return `; Lighthouse's benchmarkIndex ${Math.round(median(values))} (${values[0]}–${values.at(-1)})`;
}

function check(ok) {
  return ok ? 'ok' : 'OVER BUDGET';
}

function table() {
  const rows = [];
  const add = (metric, value, budget = '', status = '') =>
    rows.push([metric, String(value), budget, status]);
  const r = results;
  const per100 = (seconds) =>
    r.builtPages ? (seconds / r.builtPages) * 100 : NaN;
  if (r.build)
    add(
      'Full build (en + zh-CN), cold',
      `${r.build.seconds.toFixed(1)} s${spread(r.build)} for ${r.builtPages} pages (${per100(r.build.seconds).toFixed(1)} s / 100 pages)${cpuTime(r.build)}, highest peak ${r.build.peakRssMB} MB`,
      `≤ ${BUDGETS.coldPer100s} s / 100 pages, ≤ ${BUDGETS.peakMB} MB`,
      check(
        per100(r.build.seconds) <= BUDGETS.coldPer100s &&
          r.build.peakRssMB <= BUDGETS.peakMB,
      ),
    );
  // A difference with its sign: noise can make a cost come out negative.
  const signed = (value, digits = 1) =>
    `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`;
  if (r.build && r.buildCurrentOnly)
    add(
      'Cost of the older docs versions (cold build without them)',
      `${signed(r.build.seconds - r.buildCurrentOnly.seconds)} s (${r.buildCurrentOnly.seconds.toFixed(1)} s without, peak ${r.buildCurrentOnly.peakRssMB} MB)`,
    );
  if (r.build && r.buildPlain) {
    const shares = r.readerToolsShares ?? [
      (r.build.seconds - r.buildPlain.seconds) / r.buildPlain.seconds,
    ];
    const share = median(shares);
    const percent = (value) => `${signed(value * 100)} %`;
    add(
      'Cost of the reader tools (cold build without them)',
      `${signed(r.build.seconds - r.buildPlain.seconds)} s, ${percent(share)}${shares.length > 1 ? ` (median of ${shares.length} pairs: ${shares.map(percent).join(', ')})` : ''}; ${r.buildPlain.seconds.toFixed(1)} s without${spread(r.buildPlain)}${cpuTime(r.buildPlain)}, peak ${r.buildPlain.peakRssMB} MB`,
      `≤ +${BUDGETS.readerToolsBuildShare * 100} %`,
      check(share <= BUDGETS.readerToolsBuildShare),
    );
  }
  if (r.rebuild)
    add(
      'Full build, warm caches',
      `${r.rebuild.seconds.toFixed(1)} s (${per100(r.rebuild.seconds).toFixed(1)} s / 100 pages)${cpuTime(r.rebuild)}, peak ${r.rebuild.peakRssMB} MB`,
      `≤ ${BUDGETS.warmPer100s} s / 100 pages`,
      check(per100(r.rebuild.seconds) <= BUDGETS.warmPer100s),
    );
  if (r.rebuildPages)
    add(
      'HTML files of the warm build against the cold build',
      `${r.rebuildPages.total - r.rebuildPages.differ.length} of ${r.rebuildPages.total} identical${r.rebuildPages.differ.length ? `; differ: ${r.rebuildPages.differ.slice(0, 5).join(', ')}${r.rebuildPages.differ.length > 5 ? ' …' : ''}` : ''}`,
      'all identical',
      check(r.rebuildPages.differ.length === 0),
    );
  if (r.rebuildChangedAssets) {
    const {total, locales, changed} = r.rebuildChangedAssets;
    // None on the same day. Across midnight (UTC), per locale, the build's
    // own chunk (plugins/build-info, which dates the build by its day) and
    // the runtime, which lists chunk hashes, may change: never main.js or
    // CSS.
    const shared = changed.filter((f) => /(^|\/)main\.|\.css$/.test(f));
    add(
      'Scripts and styles a rebuild of the same commit changes',
      `${changed.length} of ${total}${changed.length ? `: ${changed.join(', ')}` : ''}`,
      'no main.js or CSS; none on the same day (across midnight UTC, per locale the build-info chunk and runtime)',
      check(shared.length === 0 && changed.length <= 2 * locales),
    );
  }
  for (const f of Object.values(r.firstLoad ?? {})) {
    const jsGzipKB = f.jsGzip / 1024;
    const limit =
      f.kind === 'home' ? BUDGETS.homeJsGzipKB : BUDGETS.docJsGzipKB;
    add(
      `First load ${f.route}`,
      `JS ${kb(f.jsRaw)} KB (${kb(f.jsGzip)} gz), CSS ${kb(f.cssRaw)} KB (${kb(f.cssGzip)} gz), ${f.requests} requests`,
      `JS ≤ ${limit} KB gz`,
      check(jsGzipKB <= limit),
    );
    add(
      `Prefetched without interaction on ${f.route}`,
      `${kb(f.prefetchGzip)} KB gz of JS after load (page and sidebar scrolled)`,
      `≤ ${BUDGETS.prefetchGzipKB} KB gz`,
      check(f.prefetchGzip / 1024 <= BUDGETS.prefetchGzipKB),
    );
  }
  const plainDoc = r.firstLoadPlain?.doc;
  if (plainDoc && r.firstLoad?.doc) {
    const added = (r.firstLoad.doc.jsGzip - plainDoc.jsGzip) / 1024;
    add(
      `First-load JS the reader tools add to ${plainDoc.route}`,
      `${added >= 0 ? '+' : ''}${added.toFixed(2)} KB gz (${kb(plainDoc.jsGzip)} KB gz without them)`,
      `≤ ${BUDGETS.readerToolsJsGzipKB} KB gz`,
      check(added <= BUDGETS.readerToolsJsGzipKB),
    );
  }
  for (const l of Object.values(r.lighthouse ?? {})) {
    const ok =
      l.performance >= BUDGETS.performance &&
      l.tbtMs <= BUDGETS.tbtMs &&
      l.accessibility >= BUDGETS.accessibility &&
      l.bestPractices >= BUDGETS.bestPractices &&
      l.seo >= BUDGETS.seo &&
      l.cls < BUDGETS.cls;
    add(
      `Lighthouse ${l.route}`,
      `perf ${l.performance}, a11y ${l.accessibility}, BP ${l.bestPractices}, SEO ${l.seo}; FCP ${l.fcpMs} ms, LCP ${l.lcpMs} ms, TBT ${l.tbtMs} ms${l.tbtMsRange ? ` (${l.tbtMsRange[0]}–${l.tbtMsRange[1]} over ${l.runs} runs)` : ''}, CLS ${l.cls}${waitsNote(l)}`,
      `≥${BUDGETS.performance}, 100, ≥${BUDGETS.bestPractices}, 100; TBT ≤ ${BUDGETS.tbtMs} ms, CLS < ${BUDGETS.cls}`,
      check(ok),
    );
  }
  for (const c of Object.values(r.cls ?? {})) {
    add(
      `Layout shift ${c.route} at ${c.width} px${c.system ? ` (${c.system} reader)` : ''}`,
      `CLS ${c.cls}`,
      `≤ ${BUDGETS.cls}`,
      check(c.cls <= BUDGETS.cls),
    );
  }
  if (r.gitLog) {
    const {own, large, growth} = r.gitLog;
    add(
      'git-log.json, this repository',
      `${own.seconds.toFixed(2)} s (${own.commits} commits, ${own.files} files)`,
      `< ${BUDGETS.gitLogSeconds} s`,
      check(own.seconds < BUDGETS.gitLogSeconds),
    );
    add(
      'git-log.json, generated repository',
      `${large.seconds.toFixed(2)} s (${large.commits} commits, ${large.files} files; read ${large.readSeconds.toFixed(2)} s, build ${large.buildSeconds.toFixed(2)} s), ×${growth.toFixed(1)}`,
    );
  }
  for (const [name, s] of Object.entries(r.search ?? {})) {
    add(
      `Search ${name}, cold`,
      `${s.ms} ms to first result; /pagefind/ ${s.beforeFirstKB} KB gz before it, ${s.totalKB} KB with all first-page results (warm-up ${s.warmUpKB}, query ${s.queryKB})`,
      `≤ ${BUDGETS.searchKB} KB before it`,
      check(s.beforeFirstKB <= BUDGETS.searchKB),
    );
  }
  for (const [locale, s] of Object.entries(r.searchRelevance ?? {})) {
    const percent = (x) => `${(x * 100).toFixed(1)} %`;
    for (const [kind, c] of Object.entries(s.classes)) {
      add(
        `Search relevance ${locale}, ${kind === 'all' ? 'all queries' : kind}`,
        `recall ${percent(c.recall)}, top-8 precision ${percent(c.precision)} (${c.queries} queries); page about it first ${c.aboutPageFirst}/${c.withAboutPage}`,
        kind === 'all'
          ? `≥ ${percent(BUDGETS.searchRecall)}, ≥ ${percent(BUDGETS.searchPrecision)}, every query`
          : '',
        kind === 'all'
          ? check(
              c.recall >= BUDGETS.searchRecall &&
                c.precision >= BUDGETS.searchPrecision &&
                s.belowTarget.length === 0,
            )
          : '',
      );
    }
    add(
      `Search ${locale}, warm`,
      `first result in ${s.warmMedianMs} ms median, ${s.warmMaxMs} ms slowest (first time in the session, chunks fetched: ${s.firstTimeMedianMs} ms median, ${s.firstTimeMaxMs} ms slowest)${s.belowTarget.length ? `; below target: ${s.belowTarget.join(', ')}` : ''}`,
      `≤ ${BUDGETS.searchMs} ms`,
      check(s.warmMaxMs <= BUDGETS.searchMs),
    );
  }
  for (const [size, s] of Object.entries(r.scale ?? {})) {
    add(
      `Build, site + ${size} generated pages (en)`,
      `${s.seconds.toFixed(1)} s${runsNote(s, 'seconds')}${s.cpuSeconds === undefined ? '' : ` (${s.cpuSeconds.toFixed(1)} s of processor time${runsNote(s, 'cpuSeconds')})`}, peak ${s.peakRssMB} MB`,
    );
  }
  // Linear growth: each further 100 pages cost about the same, in wall time
  // and in processor time. On few cores the two differ: at the small sizes
  // work done at the lowest priority (the cards) fills cores the build
  // leaves idle, and costs no wall time; at the large ones it cannot.
  const sizes = Object.keys(r.scale ?? {})
    .map(Number)
    .sort((a, b) => a - b);
  for (const [label, of] of [
    ['Build growth per 100 generated pages', (s) => s.seconds],
    [
      'Build growth per 100 generated pages, processor time',
      (s) => s.cpuSeconds,
    ],
  ]) {
    if (sizes.some((size) => of(r.scale[size]) === undefined)) continue;
    const steps = sizes.slice(1).map((size, i) => {
      const from = sizes[i];
      return {
        from,
        size,
        per100: ((of(r.scale[size]) - of(r.scale[from])) / (size - from)) * 100,
      };
    });
    if (!steps.length) continue;
    const ratio = steps.at(-1).per100 / steps[0].per100;
    add(
      label,
      steps
        .map(
          ({from, size, per100}) => `${from}→${size}: ${per100.toFixed(1)} s`,
        )
        .join(', '),
      'linear (last step ≤ 1.25 × first)',
      check(steps.length < 2 || ratio <= 1.25),
    );
  }
  for (const [name, message] of Object.entries(r.errors ?? {}))
    add(`${name} (failed)`, message.replace(/\s+/g, ' '));
  const header = ['Metric', 'Result', 'Budget', 'Status'];
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((row) => row[i].length)),
  );
  const line = (cells) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}

// --- main -------------------------------------------------------------------

/** Runs one section; a failure is reported in the table, not fatal. */
async function section(name, fn) {
  if (!wants(name)) return;
  try {
    await fn();
  } catch (error) {
    log(`${name} failed:`, error);
    (results.errors ??= {})[name] = String(error?.message ?? error).slice(
      0,
      300,
    );
  }
}

const started = performance.now();
if (!args.includes('--skip-build')) await section('build', benchBuild);
if (!fs.existsSync(path.join(ROOT, 'build', 'index.html')))
  throw new Error('No build/: run without --skip-build.');
if (fs.existsSync(path.join(ROOT, 'build', 'tests')))
  log('warning: build/ contains test fixtures (a build:test output).');
await withServer(path.join(ROOT, 'build'), async (origin) => {
  await section('firstload', () => benchFirstLoad(origin));
  await section('cls', () => benchCls(origin));
  await section('lighthouse', () => benchLighthouse(origin));
  await section('search', () => benchSearch(origin));
  await section('search', () => benchSearchRelevance(origin));
});
await section('gitlog', benchGitLog);
await section('scale', benchScale);
results.machine.speedAtEnd = machineSpeed();
results.totalSeconds = (performance.now() - started) / 1000;
fs.mkdirSync(RESULTS_DIR, {recursive: true});
fs.writeFileSync(
  path.join(RESULTS_DIR, 'latest.json'),
  `${JSON.stringify(results, null, 2)}\n`,
);
console.log(
  `\nOpenList Docs benchmark — ${results.date} (${results.machine.cpus} CPUs, ${results.machine.memoryGB} GB, Node ${results.machine.node}, load ${results.machine.loadAverage}, Chinese text in ${results.machine.chineseFont ?? 'no font: empty boxes'})`,
);
console.log(
  `Machine speed: at the start ${describeSpeed(results.machine.speedAtStart)}; at the end ${describeSpeed(results.machine.speedAtEnd)}${lighthouseIndex()}\n`,
);
console.log(table());
console.log(
  `\nTotal ${(results.totalSeconds / 60).toFixed(1)} min; figures in bench-results/latest.json.`,
);

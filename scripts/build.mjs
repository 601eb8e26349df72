#!/usr/bin/env node
/**
 * `npm run build`: `docusaurus build` (every locale, the default one first,
 * in one Node process; `--locale` builds one), started through
 * scripts/lib/docusaurus-cli.mjs, with Node's `--expose-gc`, so
 * that plugins/build-memory can free the bundler's garbage before the pages
 * are rendered and before postBuild, and with a preload for the rendering
 * threads (PRELOAD). Arguments go to `docusaurus build`.
 *
 * Each locale once had its own process: before plugins/build-memory, one
 * process kept the first locale's garbage while the next was built (a cold
 * build peaked at 2.6-2.8 GB against 1.8-2.1). With the collections, one
 * process peaks no higher (cold, 1556-1698 MB against 1638-1703 MB) and a
 * warm build takes about 0.9 s less (median of five alternated builds,
 * 17.5 s against 18.4 s), the time a second process took to start and
 * load the CLI; cold builds took the same time (see `npm run bench`).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/**
 * Docusaurus's command line without its update check (see the file): about
 * 0.3 s less at the start of every build.
 */
export const DOCUSAURUS = path.join(ROOT, 'scripts/lib/docusaurus-cli.mjs');

/**
 * Loaded first by every thread of the build: in Docusaurus's rendering
 * threads, it keeps the renderer from loading the whole bundler for its
 * HTML minifier; in the main thread, it leaves Terser's HTML minifier and
 * Babel's compiler unloaded until used (plugins/framework-patches/README.md,
 * `lazy-modules/`).
 */
export const PRELOAD = path.join(
  ROOT,
  'plugins/framework-patches/lazy-modules/preload.cjs',
);

/**
 * Node's options for the build: `--expose-gc`, and the preload. Not the
 * first with Docusaurus's perf logger (DOCUSAURUS_PERF_LOGGER), which then
 * collects garbage before each of its measurements, in every rendering
 * thread too: static rendering took three times as long.
 */
export function nodeOptions(env = process.env) {
  return [
    ...(env.DOCUSAURUS_PERF_LOGGER === 'true' ? [] : ['--expose-gc']),
    '--require',
    PRELOAD,
  ];
}

/**
 * The processor time (user and system, in seconds) of the children this
 * process has waited for, and theirs, from Linux's /proc/self/stat
 * (`cutime`, `cstime`: every thread of the build, and Pagefind and git,
 * which it waited for). `null` where there is no /proc. The fields count
 * clock ticks of USER_HZ, 100 on Linux (`getconf CLK_TCK`).
 */
export function childrenCpuSeconds(
  stat = () => fs.readFileSync('/proc/self/stat', 'utf8'),
  ticksPerSecond = 100,
) {
  let text;
  try {
    text = stat();
  } catch {
    return null;
  }
  // The command name, in parentheses, may hold spaces: count from after it.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // Fields 16 and 17 of proc(5); fields[0] here is field 3 (state).
  const user = Number(fields[13]) / ticksPerSecond;
  const system = Number(fields[14]) / ticksPerSecond;
  return Number.isFinite(user) && Number.isFinite(system)
    ? {user, system}
    : null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {status} = spawnSync(
    process.execPath,
    [...nodeOptions(), DOCUSAURUS, 'build', ...process.argv.slice(2)],
    {cwd: ROOT, stdio: 'inherit'},
  );
  // For `npm run bench`: the work the build did. Divided by the cores, it is
  // the least wall time that work could take.
  const cpuFile = process.env.OPENLIST_DOCS_BUILD_CPU_FILE;
  if (cpuFile && status === 0) {
    const cpu = childrenCpuSeconds();
    if (cpu) fs.writeFileSync(cpuFile, JSON.stringify(cpu));
  }
  // null when it could not start or was killed by a signal.
  process.exit(status === 0 ? 0 : status || 1);
}

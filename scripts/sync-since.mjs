#!/usr/bin/env node
/**
 * Works out, from the OpenList git history, in which release each driver,
 * driver field, common storage field, config.json key, command-line flag,
 * setting and HTTP route appeared or went away since the oldest docs
 * version, and writes data/since.json. The "Since vX.Y.Z" badges and
 * "Removed in vX.Y.Z" notes of the pages come from it, never from hand-typed
 * versions.
 *
 *   npm run sync:since -- <OpenList git dir or checkout> [--from v4.1.5] [--to v4.2.5] [--out file] [--check]
 *
 * For every release tag from --from to --to (in version order) it extracts
 * the tree with `git archive`, runs sync-drivers, sync-config and
 * sync-routes on it, and compares the sets of names. An item is "since" the
 * first tag from which it is present up to --to; "removed" the first tag
 * after --from from which it is absent up to --to. An item that came and
 * went in between is not listed (no reader of either docs version sees it).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {writeOrCheck} from './lib/write-or-check.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

/**
 * @param {string[]} argv
 */
function parseArgs(argv) {
  /** @type {{git?: string, from: string, to?: string, out: string, check: boolean}} */
  const args = {
    from: 'v4.1.5',
    out: path.join(root, 'data/since.json'),
    check: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--from') args.from = String(argv[++i]);
    else if (a === '--to') args.to = String(argv[++i]);
    else if (a === '--out') args.out = path.resolve(String(argv[++i]));
    else if (a === '--check') args.check = true;
    else if (a?.startsWith('--')) throw new Error(`unknown option ${a}`);
    else args.git = a;
  }
  if (!args.git)
    throw new Error(
      'usage: npm run sync:since -- <OpenList git dir> [--from v4.1.5] [--to v4.2.5] [--out file]',
    );
  return args;
}

/** @param {string} tag */
export function versionKey(tag) {
  const m = /^v(\d+)\.(\d+)\.(\d+)$/.exec(tag);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

/**
 * Release tags (vX.Y.Z) from `from` to `to`, in version order.
 * @param {string[]} tags
 * @param {string} from
 * @param {string} to
 */
export function releaseTags(tags, from, to) {
  const cmp = (/** @type {number[]} */ a, /** @type {number[]} */ b) =>
    a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
  const lo = versionKey(from);
  const hi = versionKey(to);
  if (!lo || !hi) throw new Error(`not a release tag: ${!lo ? from : to}`);
  return tags
    .filter((t) => versionKey(t))
    .filter((t) => {
      const k = /** @type {number[]} */ (versionKey(t));
      return cmp(k, lo) >= 0 && cmp(k, hi) <= 0;
    })
    .sort((a, b) =>
      cmp(
        /** @type {number[]} */ (versionKey(a)),
        /** @type {number[]} */ (versionKey(b)),
      ),
    );
}

/**
 * The names one release has, per kind, from the three sync outputs.
 * @param {any} drivers data/drivers.json shape
 * @param {any} config data/openlist-config.json shape
 * @param {any} routes data/api-routes.json shape
 * @returns {Record<string, string[]>}
 */
export function namesOf(drivers, config, routes) {
  return {
    drivers: drivers.drivers.map((/** @type {any} */ d) => d.name),
    fields: drivers.drivers.flatMap((/** @type {any} */ d) =>
      d.additional.map((/** @type {any} */ f) => `${d.name}/${f.json}`),
    ),
    common: drivers.common.map((/** @type {any} */ c) => c.json),
    config: config.configKeys.map((/** @type {any} */ k) => k.path),
    flags: config.commands.flatMap((/** @type {any} */ c) =>
      c.flags.map((/** @type {any} */ f) => `${c.path} --${f.name}`),
    ),
    settings: config.settings.map((/** @type {any} */ s) => s.key),
    routes: routes.routes.map(
      (/** @type {any} */ r) => `${r.method} ${r.path}`,
    ),
  };
}

/**
 * Since/removed tables from the names of each release, oldest first.
 * @param {{tag: string, names: Record<string, string[]>}[]} releases
 */
export function sinceTables(releases) {
  const first = /** @type {(typeof releases)[number]} */ (releases[0]);
  const last = /** @type {(typeof releases)[number]} */ (
    releases[releases.length - 1]
  );
  /** @type {Record<string, Record<string, string>>} */
  const since = {};
  /** @type {Record<string, Record<string, string>>} */
  const removed = {};
  for (const kind of Object.keys(last.names)) {
    since[kind] = {};
    removed[kind] = {};
    const has = releases.map((r) => new Set(r.names[kind] ?? []));
    const base = /** @type {Set<string>} */ (has[0]);
    const newest = /** @type {Set<string>} */ (has[has.length - 1]);
    for (const name of [...newest].sort()) {
      if (base.has(name)) continue;
      let i = has.length - 1;
      while (i > 0 && has[i - 1]?.has(name)) i--;
      since[kind][name] = /** @type {string} */ (releases[i]?.tag);
    }
    for (const name of [...base].sort()) {
      if (newest.has(name)) continue;
      let i = has.length - 1;
      while (i > 1 && !has[i - 1]?.has(name)) i--;
      removed[kind][name] = /** @type {string} */ (releases[i]?.tag);
    }
  }
  return {from: first.tag, to: last.tag, since, removed};
}

/**
 * @param {string} script
 * @param {string[]} args
 */
function run(script, args, env = {}) {
  execFileSync(process.execPath, [path.join(here, script), ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {...process.env, ...env},
  });
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const git = (/** @type {string[]} */ ...a) =>
    execFileSync('git', ['--git-dir', gitDir, ...a], {
      maxBuffer: 1 << 30,
    });
  const gitDir = fs.existsSync(path.join(args.git, '.git'))
    ? path.join(args.git, '.git')
    : args.git;
  const allTags = git('tag').toString().split('\n').filter(Boolean);
  const to =
    args.to ??
    /** @type {string} */ (releaseTags(allTags, args.from, 'v999.0.0').pop());
  const tags = releaseTags(allTags, args.from, to);
  if (tags[0] !== args.from || tags.length < 2)
    throw new Error(
      `need ${args.from} and a later tag; found ${tags.join(', ')}`,
    );
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'openlist-since-'));
  try {
    const releases = tags.map((tag) => {
      const dir = path.join(work, tag);
      fs.mkdirSync(dir);
      execFileSync('tar', ['-x', '-C', dir], {input: git('archive', tag)});
      const out = (/** @type {string} */ n) =>
        path.join(work, `${tag}-${n}.json`);
      run('sync-drivers.mjs', [dir, '--version', tag, '--out', out('drivers')]);
      run('sync-config.mjs', [dir, '--tag', tag, '--out', out('config')]);
      run('sync-routes.mjs', [dir, out('routes')]);
      const read = (/** @type {string} */ n) =>
        JSON.parse(fs.readFileSync(out(n), 'utf8'));
      fs.rmSync(dir, {recursive: true, force: true});
      console.log(`read ${tag}`);
      return {
        tag,
        names: namesOf(read('drivers'), read('config'), read('routes')),
      };
    });
    const tables = sinceTables(releases);
    const data = {
      $comment:
        'Generated by scripts/sync-since.mjs from the OpenList release tags; do not edit by hand.',
      tags,
      ...tables,
    };
    if (!writeOrCheck(args.out, data, args.check, 'sync-since'))
      process.exitCode = 1;
    if (args.check) return;
    const count = (/** @type {Record<string, Record<string, string>>} */ t) =>
      Object.values(t).reduce((n, m) => n + Object.keys(m).length, 0);
    console.log(
      `${tags.length} tags: ${count(tables.since)} added, ${count(tables.removed)} removed -> ${path.relative(process.cwd(), args.out)}`,
    );
  } finally {
    fs.rmSync(work, {recursive: true, force: true});
  }
}

if (
  process.argv[1] &&
  fileURLToPath(import.meta.url) === path.resolve(process.argv[1])
) {
  try {
    main();
  } catch (e) {
    const err = /** @type {Error & {stderr?: Buffer}} */ (e);
    console.error(`sync-since: ${err.stderr?.toString() || err.message}`);
    process.exit(1);
  }
}

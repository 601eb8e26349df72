import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The output folder of the last build, reused: its files are overwritten in
 * place and those this build did not write are removed after rendering.
 * See ./index.ts for why.
 */

/** The last build's files (relative, `/`-separated) and folders. */
export interface Snapshot {
  /** Each file (or link) and its identity: inode and change time (ns). */
  files: Map<string, string>;
  /** Each folder, parents before children. */
  dirs: string[];
}

/**
 * A file's identity: its inode and its status change time in nanoseconds.
 * Any write, truncation or copy onto the file sets its change time to the
 * current time, and no call sets it back (`utimes` sets it too), so an
 * unchanged identity means nothing wrote the file since it was read.
 */
function identity(stat: fs.BigIntStats): string {
  return `${stat.ino}:${stat.ctimeNs}`;
}

/**
 * Every file and folder under `dir`, with each file's identity; top-level
 * entries named in `skip` are left out.
 */
export function takeSnapshot(
  dir: string,
  skip: ReadonlySet<string> = new Set(),
): Snapshot {
  const files = new Map<string, string>();
  const dirs: string[] = [];
  const walk = (rel: string): void => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(path.join(dir, rel), {withFileTypes: true});
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (!rel && skip.has(entry.name)) continue;
      if (entry.isDirectory()) {
        dirs.push(child);
        walk(child);
      } else {
        files.set(
          child,
          identity(fs.lstatSync(path.join(dir, child), {bigint: true})),
        );
      }
    }
  };
  walk('');
  return {files, dirs};
}

/** Why `rmdir` leaves a folder of the last build: not a reason to fail. */
const KEPT_FOLDER = new Set(['ENOTEMPTY', 'EEXIST', 'ENOENT', 'ENOTDIR']);

export interface SweepResult {
  /** Files of the last build this build wrote again. */
  rewritten: number;
  /** Files of the last build this build did not write, now removed. */
  removed: number;
}

/**
 * Removes the files of `before` that nothing wrote since, and the folders
 * left empty. Files written since, and new files, stay.
 */
export function sweep(dir: string, before: Snapshot): SweepResult {
  let rewritten = 0;
  let removed = 0;
  for (const [file, id] of before.files) {
    const full = path.join(dir, file);
    let stat: fs.BigIntStats;
    try {
      stat = fs.lstatSync(full, {bigint: true});
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    if (!stat.isDirectory() && identity(stat) === id) {
      fs.unlinkSync(full);
      removed += 1;
    } else {
      rewritten += 1;
    }
  }
  for (const folder of [...before.dirs].reverse()) {
    try {
      fs.rmdirSync(path.join(dir, folder));
    } catch (error) {
      // Still holds files of this build, is gone, or is now a file.
      if (!KEPT_FOLDER.has((error as NodeJS.ErrnoException).code ?? ''))
        throw error;
    }
  }
  return {rewritten, removed};
}

/** What the patch needs of a locale (Docusaurus's `I18nLocaleConfig`). */
export interface LocaleBaseUrls {
  [locale: string]: {baseUrl: string};
}

/**
 * The output folders of other locales that lie inside this locale's: with
 * Docusaurus's default base URLs, `build/zh-CN` inside `build`. Docusaurus
 * writes a locale to the site's output folder joined with the locale's base
 * URL less the site's (`loadContext`), so a locale whose base URL extends
 * this one's by a path writes to this folder joined with that path. Other
 * layouts give none, and their folders are swept like any other file.
 */
export function nestedOutDirs(
  outDir: string,
  baseUrl: string,
  currentLocale: string,
  localeConfigs: LocaleBaseUrls,
): Map<string, string> {
  const nested = new Map<string, string>();
  for (const [locale, config] of Object.entries(localeConfigs)) {
    if (locale === currentLocale) continue;
    const other = config.baseUrl;
    if (other.length > baseUrl.length && other.startsWith(baseUrl))
      nested.set(locale, path.join(outDir, other.slice(baseUrl.length)));
  }
  return nested;
}

/** Where a folder set aside for a later build waits, by its path. */
export function parkingSlot(
  parkingDir: string,
  siteDir: string,
  dir: string,
): string {
  const name = path.relative(siteDir, dir).split(path.sep).join('/');
  return path.join(
    parkingDir,
    crypto.createHash('sha256').update(name).digest('hex').slice(0, 16),
  );
}

/**
 * Moves `dir` to `slot` (replacing what waited there). Returns false where
 * it cannot be moved (another disk): the caller removes it instead.
 */
export function park(dir: string, slot: string): boolean {
  if (!fs.existsSync(dir)) return true;
  fs.rmSync(slot, {recursive: true, force: true});
  fs.mkdirSync(path.dirname(slot), {recursive: true});
  try {
    fs.renameSync(dir, slot);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EXDEV') return false;
    throw error;
  }
}

/**
 * Moves what waited in `slot` to `dir` when `dir` is not there; otherwise
 * (something already wrote there) discards it. Returns true if moved.
 */
export function unpark(slot: string, dir: string): boolean {
  if (!fs.existsSync(slot)) return false;
  if (fs.existsSync(dir)) {
    fs.rmSync(slot, {recursive: true, force: true});
    return false;
  }
  fs.mkdirSync(path.dirname(dir), {recursive: true});
  try {
    fs.renameSync(slot, dir);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    fs.rmSync(slot, {recursive: true, force: true});
    return false;
  }
}

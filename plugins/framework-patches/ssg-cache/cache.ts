import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import {byCodeUnit} from '../../../src/lib/codeUnitOrder';

/**
 * The pages a locale's static rendering wrote, kept for the next build of
 * the same inputs. See ./index.ts for why and what the key covers.
 */

/** Raise when the stored entry's shape changes: older entries are ignored. */
export const CACHE_FORMAT = 2;

/** What Docusaurus's `executeSSG` returns (`collectedData` per pathname). */
export interface SSGResult {
  collectedData: Record<string, unknown>;
}

/** A stored entry: what the render returned and the files it wrote. */
export interface CacheEntry {
  format: number;
  key: string;
  /** The hash of each input (keyParts), to say what changed on a miss. */
  parts: Record<string, string>;
  /** Files the render wrote, relative to the output folder, `/`-separated. */
  files: string[];
  result: SSGResult;
}

export interface KeyInputs {
  /**
   * Everything Docusaurus hands its page renderer (`createSSGParams`): the
   * client manifest, the template, head tags, trailing slash, base URL, the
   * minifier, Docusaurus's version. Absolute paths are left out by the
   * caller, so a moved checkout still hits.
   */
  params: Record<string, unknown>;
  /** The pathnames to render. */
  pathnames: string[];
  /** Every file of the server bundle's folder, by relative path (readFiles). */
  serverFiles: ReadonlyMap<string, Buffer>;
  /** Environment variables that can change a rendered page, and values. */
  env: Record<string, string | undefined>;
  /** Anything else the render depends on (Node's version, the lockfile). */
  extra: Record<string, string>;
}

/** Every file under `dir` and its bytes, by relative path, sorted. */
export function readFiles(dir: string): Map<string, Buffer> {
  return new Map(
    listFiles(dir).map((file) => [file, fs.readFileSync(path.join(dir, file))]),
  );
}

/** Every file under `dir`, relative and `/`-separated, sorted. */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path
        .relative(dir, path.join(entry.parentPath, entry.name))
        .split(path.sep)
        .join('/'),
    )
    .sort();
}

const sha256 = (value: string | Buffer): string =>
  crypto.createHash('sha256').update(value).digest('hex');

/**
 * A hash of each input of a render, by name: `params.<field>`,
 * `pathnames`, `env.<NAME>`, `extra.<name>`, `server/<file>`.
 */
export function keyParts(inputs: KeyInputs): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const [field, value] of Object.entries(inputs.params))
    parts[`params.${field}`] = sha256(JSON.stringify(value) ?? 'undefined');
  parts.pathnames = sha256(JSON.stringify(inputs.pathnames));
  for (const [name, value] of Object.entries(inputs.env))
    parts[`env.${name}`] = sha256(JSON.stringify(value ?? null));
  for (const [name, value] of Object.entries(inputs.extra))
    parts[`extra.${name}`] = sha256(value);
  for (const [file, bytes] of inputs.serverFiles)
    parts[`server/${file}`] = sha256(bytes);
  return parts;
}

/** The key of a render's parts: equal inputs, equal key; any change, a new key. */
export const keyOf = (parts: Record<string, string>): string =>
  sha256(
    JSON.stringify([
      CACHE_FORMAT,
      Object.entries(parts).sort(([a], [b]) => byCodeUnit(a, b)),
    ]),
  );

/** The key of a render's inputs. */
export const cacheKey = (inputs: KeyInputs): string => keyOf(keyParts(inputs));

/** The names of the parts that differ between two renders, sorted. */
export function changedParts(
  before: Record<string, string>,
  after: Record<string, string>,
): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}

/** `process.env.NAME` or `process.env["NAME"]`. */
const ENV_READ =
  /process\.env(?:\.([A-Za-z_$][\w$]*)|\[\s*["'`]([^"'`]+)["'`]\s*\])/g;
/** The start of a `process.env["NAME"]` whose end is further on. */
const ENV_READ_OPEN = /^process\.env(?:\[\s*(?:["'`][^"'`]*(?:["'`]\s*)?)?)?$/;
/** Bytes first decoded after each `process.env` of a bundle's bytes. */
const WINDOW = 512;

/**
 * The names of the environment variables a bundle reads by name
 * (`process.env.NAME`, `process.env["NAME"]`), from its text or its UTF-8
 * bytes. Bytes are not decoded whole: each `process.env` is found in them,
 * and only what follows it is read, as far as a read can reach. The server
 * bundle is tens of megabytes, and decoding it whole took about a quarter
 * of a second of each locale's build (2026-12-02, `--cpu-prof`).
 */
export function envNamesIn(code: string | Buffer): string[] {
  const names = new Set<string>();
  const add = (match: RegExpExecArray) => names.add(match[1] ?? match[2]!);
  if (typeof code === 'string') {
    for (const match of code.matchAll(ENV_READ)) add(match);
    return [...names].sort();
  }
  const sticky = new RegExp(ENV_READ.source, 'y');
  for (let at = code.indexOf('process.env'); at >= 0;) {
    let match: RegExpExecArray | null = null;
    for (let size = WINDOW; ; size *= 2) {
      const end = Math.min(code.length, at + size);
      const text = code.toString('utf8', at, end);
      sticky.lastIndex = 0;
      match = sticky.exec(text);
      // A name that runs to the window's end, or a bracket left open: the
      // read may go on past it.
      const open = match
        ? match[1] !== undefined && sticky.lastIndex === text.length
        : ENV_READ_OPEN.test(text);
      if (!open || end === code.length) break;
    }
    if (match) add(match);
    at = code.indexOf(
      'process.env',
      match ? at + Buffer.byteLength(match[0]) : at + 1,
    );
  }
  return [...names].sort();
}

/** Each file's identity (inode, size, modification time), by relative path. */
export function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const file of listFiles(dir)) {
    const stat = fs.statSync(path.join(dir, file));
    files.set(file, `${stat.ino}:${stat.size}:${stat.mtimeMs}`);
  }
  return files;
}

/** Files that are new in `after`, or changed since `before`. */
export function writtenBetween(
  before: Map<string, string>,
  after: Map<string, string>,
): string[] {
  return [...after]
    .filter(([file, id]) => before.get(file) !== id)
    .map(([file]) => file)
    .sort();
}

const ENTRY_FILE = 'entry.bin';
const FILES_DIR = 'files';

/** Copies `files` (relative) from one folder to another, a batch at a time. */
async function copyAll(
  files: string[],
  from: string,
  to: string,
): Promise<void> {
  const dirs = new Set(files.map((file) => path.dirname(path.join(to, file))));
  for (const dir of dirs) fs.mkdirSync(dir, {recursive: true});
  const BATCH = 64;
  for (let i = 0; i < files.length; i += BATCH)
    await Promise.all(
      files
        .slice(i, i + BATCH)
        .map((file) =>
          fs.promises.copyFile(
            path.join(from, file),
            path.join(to, file),
            fs.constants.COPYFILE_FICLONE,
          ),
        ),
    );
}

/** The stored entry of a slot, or null when there is none or it is unreadable. */
export function readEntry(slotDir: string): CacheEntry | null {
  try {
    const entry = v8.deserialize(
      fs.readFileSync(path.join(slotDir, ENTRY_FILE)),
    ) as CacheEntry;
    return entry && entry.format === CACHE_FORMAT ? entry : null;
  } catch {
    return null;
  }
}

/**
 * Puts back the pages a stored render wrote and returns what it returned.
 * Throws when a stored file is missing: the caller renders instead.
 */
export async function restore(
  slotDir: string,
  entry: CacheEntry,
  outDir: string,
): Promise<SSGResult> {
  await copyAll(entry.files, path.join(slotDir, FILES_DIR), outDir);
  return entry.result;
}

/**
 * Keeps a render's files and result in the slot, replacing what it held.
 * Written beside the slot and renamed into place, so a build stopped
 * half-way leaves the old entry or none, never a mix.
 */
export async function store(
  slotDir: string,
  entry: Omit<CacheEntry, 'format'>,
  outDir: string,
): Promise<void> {
  const staging = `${slotDir}.new-${process.pid}`;
  // This build's staging folder, and any a stopped build left.
  const parent = path.dirname(slotDir);
  const prefix = `${path.basename(slotDir)}.new-`;
  for (const name of fs.existsSync(parent) ? fs.readdirSync(parent) : [])
    if (name.startsWith(prefix))
      fs.rmSync(path.join(parent, name), {recursive: true, force: true});
  fs.mkdirSync(staging, {recursive: true});
  await copyAll(entry.files, outDir, path.join(staging, FILES_DIR));
  fs.writeFileSync(
    path.join(staging, ENTRY_FILE),
    v8.serialize({format: CACHE_FORMAT, ...entry} satisfies CacheEntry),
  );
  fs.rmSync(slotDir, {recursive: true, force: true});
  fs.renameSync(staging, slotDir);
}

import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin, Props} from '@docusaurus/types';
import {
  nestedOutDirs,
  park,
  parkingSlot,
  sweep,
  takeSnapshot,
  unpark,
  type Snapshot,
} from './output';

/**
 * A rebuild writes over the last build's files instead of deleting them all
 * first and creating them again; the files it did not write are removed
 * once the pages are rendered, before postBuild, so postBuild and what
 * follows find the folder as Docusaurus would have left it.
 *
 * Docusaurus empties a locale's output folder before bundling (`clearPath`
 * in `buildLocale`), and every file is then created anew: about 2,000 per
 * locale here, and 425 more of the server bundle, which it deletes after
 * rendering. On the bench's disk (ext4 without a journal) creating a file
 * right after thousands were deleted is slow: the kernel skips recently
 * deleted inodes one by one (`find_inode_bit`, `recently_deleted`), so the
 * cost of each creation grows with the deletions before it; `perf` put
 * 1.6 s of a warm build's processor time in creating files. Measured
 * 2026-12-02 on warm builds of both locales, six alternated pairs: median
 * 16.5 → 15.5 s (median pairwise difference −1.4 s), system time 10.7 →
 * 8.7 s, the same files byte for byte (ARCHITECTURE.md).
 *
 * `clearPath`, which `buildLocale` calls through its module's exports, is
 * answered for the output folder of the locale being built with a snapshot
 * of the folder: each file's inode and change time. The output folders of
 * the other locales inside it (`build/zh-CN` while `build` is built) are
 * moved aside (`node_modules/.cache/openlist-docs-output`), as Docusaurus
 * would have removed them, and moved back when their locale is built in
 * the same or a later run. After `executeSSG` (wrapped here too), a file
 * whose inode and change time are those of the snapshot was not written by
 * this build and is removed, with folders left empty. The server bundle's
 * folder is handled the same way, but swept before rendering and then moved
 * aside where Docusaurus would delete it, for the next build to write over.
 * Rspack skips writing an asset whose file already has its bytes
 * (`output.compareBeforeEmit`), which would leave it looking unwritten:
 * both bundles are given `compareBeforeEmit: false`.
 *
 * Linux only, where the change time is known to move on every write
 * (including an empty file written again); elsewhere, and with
 * `OPENLIST_DOCS_REUSE_OUTPUT=false`, Docusaurus empties the folder as
 * before. A folder of the last build where this build writes a file of the
 * same name (or the reverse) makes that write fail; `npm run clear`
 * removes the build folder and the folders set aside.
 */
export const CLEAR_PATH = '@docusaurus/core/lib/commands/utils/clearPath.js';
export const SSG_EXECUTOR = '@docusaurus/core/lib/ssg/ssgExecutor.js';
export const PARKING_DIR = path.join(
  'node_modules',
  '.cache',
  'openlist-docs-output',
);

type ClearPath = (pathToClear: string) => Promise<void>;
type ExecuteSSG = (args: {
  props: Props;
  serverBundlePath: string;
}) => Promise<unknown>;

/** What a locale's build needs from its context. */
export interface OutputLocale {
  siteDir: string;
  outDir: string;
  baseUrl: string;
  locale: string;
  localeConfigs: Record<string, {baseUrl: string}>;
}

export interface ReuseState {
  /** Output folders of locales whose site is loaded, not yet cleared. */
  expected: Map<string, OutputLocale>;
  /** Output folders cleared by snapshot, not yet swept. */
  prepared: Map<string, Prepared>;
}

export interface ReuseOptions {
  log?: {info: (message: string) => void; warn: (message: string) => void};
  env?: NodeJS.ProcessEnv;
}

const WRAPPED = Symbol.for('openlist-docs.reuse-output');

export function reuseEnabled(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
): boolean {
  return platform === 'linux' && env.OPENLIST_DOCS_REUSE_OUTPUT !== 'false';
}

/** Where a folder of this site waits between builds. */
const slotOf = (siteDir: string, dir: string): string =>
  parkingSlot(path.join(siteDir, PARKING_DIR), siteDir, dir);

/** Where Docusaurus writes a locale's server bundle (`webpack/server.js`). */
export const SERVER_DIR = '__server';

/** A locale's output folder as the build found it. */
export interface Prepared {
  locale: string;
  /** The folder's files and folders, the server bundle's left out. */
  snapshot: Snapshot;
  /** The server bundle's folder. */
  server: Snapshot;
}

/**
 * Readies a locale's output folder for reuse: brings back its files if they
 * were set aside, and its server bundle, sets aside the other locales'
 * folders inside it, and returns the snapshot of what is there.
 */
export function prepare(locale: OutputLocale): Prepared {
  const slot = (dir: string) => slotOf(locale.siteDir, dir);
  unpark(slot(locale.outDir), locale.outDir);
  const nested = nestedOutDirs(
    locale.outDir,
    locale.baseUrl,
    locale.locale,
    locale.localeConfigs,
  );
  for (const dir of nested.values())
    if (!park(dir, slot(dir))) fs.rmSync(dir, {recursive: true, force: true});
  const serverDir = path.join(locale.outDir, SERVER_DIR);
  unpark(slot(serverDir), serverDir);
  return {
    locale: locale.locale,
    snapshot: takeSnapshot(locale.outDir, new Set([SERVER_DIR])),
    server: takeSnapshot(serverDir),
  };
}

/** Docusaurus's `clearPath`, answered by a snapshot for an expected folder. */
export function reusingClearPath(
  clearPath: ClearPath,
  state: ReuseState,
  {log = logger}: ReuseOptions = {},
): ClearPath {
  return async (pathToClear) => {
    const target = path.resolve(pathToClear);
    const locale = state.expected.get(target);
    if (!locale) return clearPath(pathToClear);
    state.expected.delete(target);
    try {
      state.prepared.set(target, prepare(locale));
    } catch (error) {
      log.warn(
        `[${locale.locale}] reuse-output: could not reuse the output folder (${(error as Error).message}); emptying it.`,
      );
      return clearPath(pathToClear);
    }
  };
}

/**
 * `executeSSG` with the sweeps around it. Before rendering, the files of the
 * server bundle this build did not write are removed, before the renderer
 * (or ssg-cache's key, which reads every file of that folder) sees them;
 * after, those of the output folder, and the server bundle is set aside for
 * the next build (where Docusaurus would delete it) unless
 * `DOCUSAURUS_KEEP_SERVER_BUNDLE` asks to keep it.
 */
export function sweepingExecuteSSG(
  executeSSG: ExecuteSSG,
  state: ReuseState,
  {log = logger, env = process.env}: ReuseOptions = {},
): ExecuteSSG {
  return async (args) => {
    const target = path.resolve(args.props.outDir);
    const entry = state.prepared.get(target);
    const serverDir = path.dirname(path.resolve(args.serverBundlePath));
    const ownServer = serverDir === path.join(target, SERVER_DIR);
    if (entry) {
      state.prepared.delete(target);
      if (ownServer) sweep(serverDir, entry.server);
    }
    const result = await executeSSG(args);
    if (entry) {
      const started = performance.now();
      const {rewritten, removed} = sweep(target, entry.snapshot);
      if (ownServer && env.DOCUSAURUS_KEEP_SERVER_BUNDLE !== 'true') {
        park(serverDir, slotOf(args.props.siteDir, serverDir));
      }
      log.info(
        `[${entry.locale}] reuse-output: ${rewritten} files of the last build written again in place, ${removed} it no longer has removed (${((performance.now() - started) / 1000).toFixed(2)} s).`,
      );
    }
    return result;
  };
}

const STATE = Symbol.for('openlist-docs.reuse-output.state');

/**
 * Answers Docusaurus's `clearPath` and wraps its `executeSSG` in this
 * process, once; returns the state they share. The modules are required
 * natively (not through the config loader), so they are the instances
 * `buildLocale` calls.
 */
export function installReuseOutput(siteDir: string): ReuseState {
  const globals = globalThis as {[STATE]?: ReuseState};
  const require = createRequire(path.join(siteDir, 'package.json'));
  const clear = require(CLEAR_PATH) as {default: ClearPath};
  const executor = require(SSG_EXECUTOR) as {executeSSG: ExecuteSSG};
  if (
    typeof clear.default !== 'function' ||
    typeof executor.executeSSG !== 'function'
  )
    throw new Error(
      `reuse-output: ${CLEAR_PATH} or ${SSG_EXECUTOR} no longer exports the function the patch wraps; re-read plugins/framework-patches/reuse-output.`,
    );
  const state = (globals[STATE] ??= {expected: new Map(), prepared: new Map()});
  // Marked on the modules, not on the functions: ssg-cache wraps the same
  // executeSSG, so the function a later locale finds may be another
  // patch's wrapper around this one.
  const clearMarks = clear as {[WRAPPED]?: boolean};
  if (!clearMarks[WRAPPED]) {
    clear.default = reusingClearPath(clear.default, state);
    clearMarks[WRAPPED] = true;
  }
  const executorMarks = executor as {[WRAPPED]?: boolean};
  if (!executorMarks[WRAPPED]) {
    executor.executeSSG = sweepingExecuteSSG(executor.executeSSG, state);
    executorMarks[WRAPPED] = true;
  }
  return state;
}

export default function reuseOutputPlugin(context: LoadContext): Plugin {
  const name = 'reuse-output';
  if (!reuseEnabled()) return {name};
  const state = installReuseOutput(context.siteDir);
  const outDir = path.resolve(context.outDir);
  state.expected.set(outDir, {
    siteDir: context.siteDir,
    outDir,
    baseUrl: context.baseUrl,
    locale: context.i18n.currentLocale,
    localeConfigs: context.i18n.localeConfigs,
  });
  return {
    name,
    configureWebpack() {
      // Every asset of both bundles written, so that none looks left from
      // the last build.
      return {output: {compareBeforeEmit: false}};
    },
  };
}

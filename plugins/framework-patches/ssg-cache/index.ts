import crypto from 'node:crypto';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin, Props} from '@docusaurus/types';
import {
  changedParts,
  envNamesIn,
  keyOf,
  keyParts,
  readEntry,
  readFiles,
  restore,
  snapshot,
  store,
  writtenBetween,
  type SSGResult,
} from './cache';

/**
 * A locale's static rendering skipped when nothing it reads has changed:
 * the pages the last identical render wrote are put back, with what it
 * returned (each page's links, anchors and metadata, for postBuild and the
 * broken-links check).
 *
 * Rendering is the one phase of a rebuild that Docusaurus redoes whole
 * (about 3-4 s of each locale's warm build on two cores, see
 * ARCHITECTURE.md "Where a build's time goes"): the bundler and the site's
 * postBuild work (search indexes, twins, cards) keep caches, static
 * rendering has none. Docusaurus offers no hook around it, so this wraps
 * its `executeSSG` (`@docusaurus/core/lib/ssg/ssgExecutor.js`), which
 * `buildLocale` calls through the module's exports object.
 *
 * The key covers every input of a page's HTML: all files of the server
 * bundle (the site's code and content, compiled), the parameters Docusaurus
 * hands the renderer (`createSSGParams`: client manifest, template, head
 * tags, minifier, Docusaurus's version…), the pathnames, the environment
 * variables the server bundle reads by name and those of Docusaurus
 * (`DOCUSAURUS_*`, `SKIP_HTML_MINIFICATION`), Node's version and the
 * lockfile. Anything else changed renders every page of the locale again:
 * there is no per-page reuse, since every page's HTML depends on shared
 * code and data. A render that fails stores nothing.
 *
 * Kept in `node_modules/.cache/openlist-docs-ssg` (which `docusaurus clear`
 * removes), one entry per output folder and locale. `OPENLIST_DOCS_SSG_CACHE
 * =false` turns it off.
 */
export const SSG_EXECUTOR = '@docusaurus/core/lib/ssg/ssgExecutor.js';
export const SSG_PARAMS = '@docusaurus/core/lib/ssg/ssgParams.js';
export const CACHE_DIR = path.join(
  'node_modules',
  '.cache',
  'openlist-docs-ssg',
);

/** Environment variables Docusaurus's rendering or minifier reads. */
const DOCUSAURUS_ENV = /^(DOCUSAURUS_|SKIP_HTML_MINIFICATION$)/;

export interface SSGArgs {
  props: Props;
  serverBundlePath: string;
  clientManifestPath: string;
  router?: string;
}
export type ExecuteSSG = (args: SSGArgs) => Promise<SSGResult>;
type CreateParams = (
  args: Omit<SSGArgs, 'router'>,
) => Promise<Record<string, unknown>>;

export interface CacheOptions {
  createParams: CreateParams;
  /** Where the entries are kept. */
  cacheDir: string;
  /** Inputs beyond the build's own files: Node's version, the lockfile. */
  extra: Record<string, string>;
  env?: NodeJS.ProcessEnv;
  log?: {info: (message: string) => void; warn: (message: string) => void};
}

const WRAPPED = Symbol.for('openlist-docs.ssg-cache');

/** The inputs of one locale's render, hashed (keyParts). */
export async function renderParts(
  args: SSGArgs,
  {createParams, extra, env = process.env}: CacheOptions,
): Promise<Record<string, string>> {
  const {props, serverBundlePath} = args;
  const params = await createParams(args);
  // Where the build is on disk does not change a page.
  delete params.outDir;
  delete params.serverBundlePath;
  const serverFiles = readFiles(path.dirname(serverBundlePath));
  const names = new Set(Object.keys(env).filter((n) => DOCUSAURUS_ENV.test(n)));
  for (const [file, bytes] of serverFiles)
    if (file.endsWith('.js'))
      for (const name of envNamesIn(bytes)) names.add(name);
  return keyParts({
    params,
    pathnames: props.routesPaths,
    serverFiles,
    env: Object.fromEntries([...names].sort().map((n) => [n, env[n]])),
    extra,
  });
}

/** One entry per output folder and locale. */
export const slotName = (props: Props): string =>
  crypto
    .createHash('sha256')
    .update(
      `${path.relative(props.siteDir, props.outDir)}\0${props.i18n.currentLocale}`,
    )
    .digest('hex')
    .slice(0, 16);

/** `executeSSG` with the cache around it. */
export function withSSGCache(
  executeSSG: ExecuteSSG,
  options: CacheOptions,
): ExecuteSSG {
  const {cacheDir, log = logger, env = process.env} = options;
  const cached: ExecuteSSG = async (args) => {
    const {props} = args;
    if (args.router === 'hash' || env.OPENLIST_DOCS_SSG_CACHE === 'false')
      return executeSSG(args);
    const locale = `[${props.i18n.currentLocale}]`;
    const slotDir = path.join(cacheDir, slotName(props));
    const started = performance.now();
    const seconds = () => ((performance.now() - started) / 1000).toFixed(2);
    let parts: Record<string, string>;
    try {
      parts = await renderParts(args, options);
    } catch (error) {
      log.warn(
        `${locale} ssg-cache: could not read what the pages depend on (${(error as Error).message}); rendering.`,
      );
      return executeSSG(args);
    }
    try {
      const entry = readEntry(slotDir);
      if (entry?.key === keyOf(parts)) {
        const result = await restore(slotDir, entry, props.outDir);
        log.info(
          `${locale} ssg-cache: nothing the pages depend on changed since the last build; ${entry.files.length} pages put back instead of rendered (${seconds()} s).`,
        );
        return result;
      }
      if (entry) {
        const changed = changedParts(entry.parts ?? {}, parts);
        log.info(
          `${locale} ssg-cache: rendering every page; changed since the last build: ${changed.slice(0, 5).join(', ')}${changed.length > 5 ? ` and ${changed.length - 5} more` : ''}.`,
        );
      }
    } catch (error) {
      log.warn(
        `${locale} ssg-cache: could not put the last build's pages back (${(error as Error).message}); rendering.`,
      );
    }
    const before = snapshot(props.outDir);
    const result = await executeSSG(args);
    const storing = performance.now();
    const files = writtenBetween(before, snapshot(props.outDir));
    try {
      await store(
        slotDir,
        {key: keyOf(parts), parts, files, result},
        props.outDir,
      );
      log.info(
        `${locale} ssg-cache: ${files.length} pages kept for the next build (${((performance.now() - storing) / 1000).toFixed(2)} s).`,
      );
    } catch (error) {
      log.warn(
        `${locale} ssg-cache: could not keep the pages for the next build (${(error as Error).message}).`,
      );
    }
    return result;
  };
  return cached;
}

/** The lockfile's hash: the renderer, the minifier and their versions. */
function lockfileHash(siteDir: string): string {
  const lockfile = path.join(siteDir, 'package-lock.json');
  return fs.existsSync(lockfile)
    ? crypto
        .createHash('sha256')
        .update(fs.readFileSync(lockfile))
        .digest('hex')
    : 'none';
}

/**
 * Wraps Docusaurus's executeSSG in this process, once. The module is
 * required natively (not through the config loader), so it is the instance
 * `buildLocale` calls.
 */
export function installSSGCache(siteDir: string): void {
  const require = createRequire(path.join(siteDir, 'package.json'));
  const executor = require(SSG_EXECUTOR) as {executeSSG: ExecuteSSG};
  if (typeof executor.executeSSG !== 'function')
    throw new Error(
      `ssg-cache: ${SSG_EXECUTOR} no longer exports executeSSG; re-read plugins/framework-patches/ssg-cache.`,
    );
  // Marked on the module, not on the function: reuse-output wraps this
  // wrapper in turn, so the function a later locale finds is not ours (both
  // patches once wrapped again for every locale after the first: the
  // second locale's pages were hashed and kept twice).
  const marks = executor as {[WRAPPED]?: boolean};
  if (marks[WRAPPED]) return;
  const {createSSGParams} = require(SSG_PARAMS) as {
    createSSGParams: CreateParams;
  };
  executor.executeSSG = withSSGCache(executor.executeSSG, {
    createParams: createSSGParams,
    cacheDir: path.join(siteDir, CACHE_DIR),
    extra: {
      node: process.version,
      docusaurus: (
        require('@docusaurus/core/package.json') as {version: string}
      ).version,
      lockfile: lockfileHash(siteDir),
    },
  });
  marks[WRAPPED] = true;
}

export default function ssgCachePlugin({siteDir}: LoadContext): Plugin {
  installSSGCache(siteDir);
  return {name: 'ssg-cache'};
}

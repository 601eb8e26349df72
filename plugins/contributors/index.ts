import fs from 'node:fs/promises';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {LOG_PREFIX, parseGitHubRepo, type GitLog} from './lib/contributors';
import {buildGitLog, readGitLog, type GitHistory} from './history';

export interface GitLogPluginOptions {
  strategy: 'prebuilt' | 'runtime';
  repositoryUrl: string;
}

/** Global data read by usePageContributors(). */
export interface GitLogGlobalData {
  strategy: 'prebuilt' | 'runtime';
  /** Whether /git-log.json exists for this build (not in `docusaurus start`). */
  prebuiltAvailable: boolean;
  /** The page source path prefix to strip ("@site/") is applied on the client. */
  repository: {owner: string; repo: string};
  /** Path of the site directory inside the repository ("" at the root). */
  siteDirInRepo: string;
}

let warnedShallow = false;

/**
 * What git said, shared by the whole process. Both locales are built in one
 * process, and Docusaurus loads the plugins' modules afresh for each, so a
 * module's own cache would ask git again for the second locale.
 */
interface GitAnswers {
  roots: Map<string, string | null>;
  histories: Map<string, Promise<GitHistory | null>>;
}
const SHARED = Symbol.for('openlist-docs.contributors.git');
const shared = ((globalThis as {[SHARED]?: GitAnswers})[SHARED] ??= {
  roots: new Map(),
  histories: new Map(),
});

/**
 * The site's git history, read once per process and commit, and shared by
 * the plugins that need it (contributors, docs changes); null without a
 * repository. git runs beside the build, which goes on loading content:
 * the first call, as the plugin starts, sets it going.
 */
export function siteHistory(siteDir: string): Promise<GitHistory | null> {
  const root = repoRoot(siteDir);
  if (!root) return Promise.resolve(null);
  // Keyed by the commit too, so a long `docusaurus start` sees new commits.
  const key = `${root}\0${siteDir}\0${gitRevParse(siteDir, 'HEAD')}`;
  let history = shared.histories.get(key);
  if (!history) {
    history = readGitLog(root, [siteDir]);
    shared.histories.set(key, history);
  }
  return history;
}

/** What `git rev-parse <args>` prints in `dir`; null without git or a repository. */
export function gitRevParse(dir: string, ...args: string[]): string | null {
  try {
    return execFileSync('git', ['rev-parse', ...args], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

/** The top folder of `siteDir`'s repository (asked once per process), or null. */
export function repoRoot(siteDir: string): string | null {
  if (!shared.roots.has(siteDir))
    shared.roots.set(siteDir, gitRevParse(siteDir, '--show-toplevel'));
  return shared.roots.get(siteDir)!;
}

/** Every doc, post and Markdown page source file of this locale build. */
function sourceFiles(
  allContent: Record<string, Record<string, unknown>>,
): string[] {
  const sources = new Set<string>();
  const add = (source: string | undefined) => {
    if (source?.startsWith('@site/'))
      sources.add(source.slice('@site/'.length));
  };
  for (const content of Object.values(
    allContent['docusaurus-plugin-content-docs'] ?? {},
  )) {
    for (const version of (
      content as {loadedVersions: {docs: {source: string}[]}[]}
    ).loadedVersions)
      version.docs.forEach((doc) => add(doc.source));
  }
  for (const content of Object.values(
    allContent['docusaurus-plugin-content-blog'] ?? {},
  )) {
    (content as {blogPosts: {metadata: {source: string}}[]}).blogPosts.forEach(
      (post) => add(post.metadata.source),
    );
  }
  for (const content of Object.values(
    allContent['docusaurus-plugin-content-pages'] ?? {},
  )) {
    (content as {source: string}[]).forEach((page) => add(page.source));
  }
  return [...sources].sort();
}

/**
 * Contributors: in the `prebuilt` strategy, reads the git
 * history once per build and writes /git-log.json (page source path →
 * contributors and change log) into each locale's output; in the `runtime`
 * strategy the browser asks the GitHub API instead.
 */
export default function gitLogPlugin(
  context: LoadContext,
  options: GitLogPluginOptions,
): Plugin {
  // Stops the build with the spec's message when the URL is not a GitHub repo.
  const repository = parseGitHubRepo(options.repositoryUrl);
  const root = repoRoot(context.siteDir);
  const siteDirInRepo = root
    ? path.relative(root, context.siteDir).split(path.sep).join('/')
    : '';
  const isBuild = process.env.NODE_ENV === 'production';
  let gitLog: GitLog = {};
  // Started now, read in allContentLoaded; a failure is reported there.
  if (options.strategy === 'prebuilt' && isBuild)
    siteHistory(context.siteDir).catch(() => {});

  return {
    name: 'git-log',
    async allContentLoaded({allContent, actions}) {
      actions.setGlobalData({
        strategy: options.strategy,
        prebuiltAvailable: isBuild,
        repository,
        siteDirInRepo,
      } satisfies GitLogGlobalData);
      if (options.strategy !== 'prebuilt' || !isBuild) return;
      const files = sourceFiles(
        allContent as Record<string, Record<string, unknown>>,
      );
      const prefix = siteDirInRepo ? `${siteDirInRepo}/` : '';
      const history = await siteHistory(context.siteDir);
      if (!history) {
        if (!warnedShallow) {
          logger.warn(
            `${LOG_PREFIX}: no git history found; contributors are left empty.`,
          );
          warnedShallow = true;
        }
      } else if (history.shallow && !warnedShallow) {
        logger.warn(
          `${LOG_PREFIX}: the repository is a shallow clone; contributors only cover the ${history.commits.length} commit(s) it has. Fetch full history (git fetch --unshallow) for complete lists.`,
        );
        warnedShallow = true;
      }
      const byRepoPath = buildGitLog(
        history?.commits ?? [],
        files.map((f) => prefix + f),
      );
      gitLog = Object.fromEntries(
        files.map((f) => [f, byRepoPath[prefix + f]!]),
      );
    },
    async postBuild({outDir}) {
      if (options.strategy !== 'prebuilt') return;
      await fs.writeFile(
        path.join(outDir, 'git-log.json'),
        JSON.stringify(gitLog),
      );
    },
  };
}

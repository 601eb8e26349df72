/**
 * Which pages each commit changed, from the git history the contributors
 * plugin reads (renames followed). Pure: no git, no Docusaurus.
 */
import {buildGitLog, type GitCommit} from '../../contributors/history';
import type {Change, ChangedPage} from './changes';

/** A page of the build and its source file, relative to the repository. */
export interface SourcePage extends ChangedPage {
  file: string;
}

/**
 * The commits that changed `pages` (following renames), newest first, each
 * with the pages it changed in reading order; at most `limit` commits.
 */
export function collectChanges(
  commits: GitCommit[],
  pages: SourcePage[],
  limit: number,
): {changes: Change[]; omitted: number} {
  const log = buildGitLog(
    commits,
    pages.map((page) => page.file),
  );
  const byHash = new Map<string, Change>();
  for (const page of pages) {
    for (const entry of log[page.file]?.changeLog ?? []) {
      const change = byHash.get(entry.hash) ?? {
        hash: entry.hash,
        date: entry.date,
        subject: entry.message,
        pages: [],
      };
      byHash.set(entry.hash, change);
      if (!change.pages.some((p) => p.permalink === page.permalink))
        change.pages.push({title: page.title, permalink: page.permalink});
    }
  }
  const order = new Map(commits.map((commit, index) => [commit.hash, index]));
  const all = [...byHash.values()].sort(
    (a, b) =>
      Date.parse(b.date) - Date.parse(a.date) ||
      (order.get(a.hash) ?? 0) - (order.get(b.hash) ?? 0),
  );
  return {
    changes: all.slice(0, limit),
    omitted: Math.max(0, all.length - limit),
  };
}

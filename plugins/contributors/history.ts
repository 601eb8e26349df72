import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import {aggregateContributors} from './lib/aggregateContributors';
import {
  type ChangeLogEntry,
  type CommitAuthor,
  type GitLog,
} from './lib/contributors';

/** One commit as read from `git log`. */
export interface GitCommit {
  hash: string;
  date: string;
  authorName: string;
  authorEmail: string;
  subject: string;
  /** Paths the commit touched, with renames as [old, new]. */
  changes: {status: string; path: string; from?: string}[];
}

const RECORD = '\x1e';
const FIELD = '\x1f';

/** Parses the output of {@link readGitLog}'s single `git log` call. */
export function parseGitLog(output: string): GitCommit[] {
  return output
    .split(RECORD)
    .filter((chunk) => chunk.trim())
    .map((chunk) => {
      const [header = '', ...lines] = chunk.split('\n');
      const [
        hash = '',
        date = '',
        authorName = '',
        authorEmail = '',
        subject = '',
      ] = header.split(FIELD);
      const changes = lines
        .filter((line) => line.trim())
        .map((line) => {
          const [status = '', first = '', second] = line.split('\t');
          return second !== undefined
            ? {status: status[0]!, path: second, from: first}
            : {status: status[0]!, path: first};
        });
      return {hash, date, authorName, authorEmail, subject, changes};
    });
}

export interface GitHistory {
  commits: GitCommit[];
  /** True when the repository is a shallow clone (history is cut off). */
  shallow: boolean;
}

const run = promisify(execFile);

/**
 * Reads the whole history of `paths` with one git invocation (renames
 * detected), newest first. Resolves to null when `cwd` is not a git work
 * tree. Asynchronous, so the build goes on loading content while git reads.
 */
export async function readGitLog(
  cwd: string,
  paths: string[],
): Promise<GitHistory | null> {
  const git = async (args: string[]) =>
    (await run('git', args, {cwd, encoding: 'utf8', maxBuffer: 1 << 30}))
      .stdout;
  try {
    await git(['rev-parse', '--verify', 'HEAD']);
  } catch {
    return null;
  }
  const [shallow, output] = await Promise.all([
    git(['rev-parse', '--is-shallow-repository']),
    git([
      '-c',
      'core.quotePath=false',
      'log',
      '-M',
      '--name-status',
      `--format=${RECORD}%H${FIELD}%aI${FIELD}%an${FIELD}%ae${FIELD}%s`,
      '--',
      ...paths,
    ]),
  ]);
  return {commits: parseGitLog(output), shallow: shallow.trim() === 'true'};
}

/**
 * The file a frozen docs version's page was copied from by `docusaurus
 * docs:version` (versioned_docs/version-X/… ← docs/…, and a translation's
 * …/docusaurus-plugin-content-docs/version-X/… ← …/current/…), or undefined
 * for any other file.
 */
export function versionOrigin(file: string): string | undefined {
  const docs = /^(.*?)versioned_docs\/version-[^/]+\/(.+)$/.exec(file);
  if (docs) return `${docs[1]}docs/${docs[2]}`;
  const i18n =
    /^(.*?\/docusaurus-plugin-content-docs\/)version-[^/]+\/(.+)$/.exec(file);
  if (i18n) return `${i18n[1]}current/${i18n[2]}`;
  return undefined;
}

/**
 * Contributors and change log of every file in `files` (paths relative to the
 * repository root), following renames back through history. A frozen
 * version's page also has the history of the page it was copied from, up to
 * the copy ({@link versionOrigin}).
 */
export function buildGitLog(commits: GitCommit[], files: string[]): GitLog {
  // Path at the point of history being read → the files it is today.
  const current = new Map<string, Set<string>>(
    files.map((f) => [f, new Set([f])]),
  );
  const perFile = new Map<
    string,
    {authors: CommitAuthor[]; changeLog: ChangeLogEntry[]}
  >();
  for (const commit of commits) {
    const copied: [string, string][] = [];
    for (const change of commit.changes) {
      const targets = current.get(change.path);
      if (!targets) continue;
      for (const target of targets) {
        const entry = perFile.get(target) ?? {authors: [], changeLog: []};
        perFile.set(target, entry);
        // In git the commit's author name is the author's own name, which the
        // spec ranks above a login guessed from a no-reply address.
        entry.authors.push({
          authorName: commit.authorName,
          commitAuthorName: commit.authorName,
          commitAuthorEmail: commit.authorEmail,
        });
        entry.changeLog.push({
          hash: commit.hash,
          date: commit.date,
          message: commit.subject,
          author: commit.authorName,
        });
      }
      if (change.status === 'R' && change.from) {
        // Older commits know this file under its previous name.
        current.delete(change.path);
        current.set(
          change.from,
          new Set([...targets, ...(current.get(change.from) ?? [])]),
        );
      } else if (change.status === 'A') {
        const origin = versionOrigin(change.path);
        if (origin) copied.push([origin, change.path]);
      }
    }
    // Commits older than the copy wrote the original page.
    for (const [origin, copy] of copied) {
      const targets = current.get(copy);
      if (!targets) continue;
      current.set(
        origin,
        new Set([...(current.get(origin) ?? []), ...targets]),
      );
    }
  }
  const result: GitLog = {};
  for (const file of files) {
    const entry = perFile.get(file);
    result[file] = {
      contributors: aggregateContributors(entry?.authors ?? []),
      changeLog: entry?.changeLog ?? [],
    };
  }
  return result;
}

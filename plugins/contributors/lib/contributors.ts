/**
 * Contributor rules, shared by the build-time git history
 * plugin and the runtime GitHub strategy.
 */

/** Prefix of every message the contributor feature logs (fixed wording: maintainers search logs for it). */
export const LOG_PREFIX = 'valaxy-addon-git-log';

export interface Contributor {
  name: string;
  email: string;
  avatar: string;
  /** md5 of the lower-cased, trimmed email */
  hash: string;
  /** GitHub profile URL, or null when no GitHub account is known */
  github: string | null;
  /** number of commits */
  count: number;
}

export interface ChangeLogEntry {
  hash: string;
  /** ISO 8601 */
  date: string;
  message: string;
  author: string;
}

export interface GitLogPageData {
  contributors: Contributor[];
  changeLog: ChangeLogEntry[];
}

/** The contents of /git-log.json: page source path → its data. */
export type GitLog = Record<string, GitLogPageData>;

/** One commit's author information, from git or from the GitHub API. */
export interface CommitAuthor {
  /** GitHub `author.name`, where the API has it */
  authorName?: string | null;
  /** GitHub `author.login` */
  login?: string | null;
  /** GitHub `author.email` */
  email?: string | null;
  /** GitHub `author.avatar_url` */
  avatarUrl?: string | null;
  /** `commit.author.name` (for git: the author name) */
  commitAuthorName?: string | null;
  /** `commit.author.email` (for git: the author email) */
  commitAuthorEmail?: string | null;
}

export const UNKNOWN_CONTRIBUTOR = 'Unknown Contributor';

export const clean = (value: string | null | undefined) =>
  value?.trim() || undefined;

/**
 * GitHub login (and numeric id, for the newer form) from a GitHub no-reply
 * address: `12345+login@users.noreply.github.com` or `login@users.noreply.github.com`.
 */
export function githubFromNoreply(
  email: string,
): {login: string; id?: string} | null {
  const match =
    /^(?:(\d+)\+)?([a-z\d](?:[a-z\d-]{0,38}))@users\.noreply\.github\.com$/i.exec(
      email.trim(),
    );
  if (!match) return null;
  return {login: match[2]!, ...(match[1] ? {id: match[1]} : {})};
}

/** Display name: author name, then login, then commit author name, then the fallback. */
export function displayName(author: CommitAuthor, login?: string): string {
  return (
    clean(author.authorName) ??
    clean(author.login ?? login) ??
    clean(author.commitAuthorName) ??
    UNKNOWN_CONTRIBUTOR
  );
}

/** Only https URLs pass; anything else (javascript:, data:, http:) is dropped. */
export function safeHttpsUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** owner/repo of a GitHub repository URL; throws 'valaxy-addon-git-log: Invalid GitHub URL' otherwise. */
export function parseGitHubRepo(url: string): {owner: string; repo: string} {
  const match =
    /^https:\/\/github\.com\/([a-z\d](?:[a-z\d-]{0,38}))\/([\w.-]+?)(?:\.git)?\/?$/i.exec(
      url.trim(),
    );
  if (!match) throw new Error(`${LOG_PREFIX}: Invalid GitHub URL`);
  return {owner: match[1]!, repo: match[2]!};
}

import md5 from 'md5';
import {AVATAR_SIZE} from '../../../src/lib/constants';
import {
  clean,
  displayName,
  githubFromNoreply,
  safeHttpsUrl,
  type CommitAuthor,
  type Contributor,
} from './contributors';

// Apart from ./contributors because of md5: only the build (git-log plugin)
// and the runtime strategy's own chunk aggregate commits, and the pages that
// merely show contributors should not carry an md5 implementation.

export function emailHash(email: string): string {
  return md5(email.trim().toLowerCase());
}

export function gravatarUrl(hash: string): string {
  return `https://www.gravatar.com/avatar/${hash}?d=wavatar&s=${AVATAR_SIZE}`;
}

function githubAvatar(login: string, id?: string): string {
  return id
    ? `https://avatars.githubusercontent.com/u/${id}?s=${AVATAR_SIZE}&v=4`
    : `https://avatars.githubusercontent.com/${encodeURIComponent(login)}?s=${AVATAR_SIZE}`;
}

const GITHUB_LOGIN = /^[a-z\d](?:[a-z\d-]{0,38})$/i;

/**
 * Aggregates commits into contributors, one per email, sorted by commit count
 * (descending; ties by name). Commits with no email at all are skipped.
 */
export function aggregateContributors(commits: CommitAuthor[]): Contributor[] {
  const byEmail = new Map<string, Contributor>();
  for (const commit of commits) {
    const email = clean(commit.email) ?? clean(commit.commitAuthorEmail);
    if (!email) continue;
    const key = email.toLowerCase();
    const existing = byEmail.get(key);
    if (existing) {
      existing.count += 1;
      continue;
    }
    const noreply = githubFromNoreply(email);
    const apiLogin = clean(commit.login);
    const login =
      apiLogin && GITHUB_LOGIN.test(apiLogin) ? apiLogin : noreply?.login;
    const hash = emailHash(email);
    byEmail.set(key, {
      name: displayName(commit, noreply?.login),
      email,
      avatar:
        safeHttpsUrl(commit.avatarUrl) ??
        (login
          ? githubAvatar(login, apiLogin ? undefined : noreply?.id)
          : gravatarUrl(hash)),
      hash,
      github: login ? `https://github.com/${login}` : null,
      count: 1,
    });
  }
  return [...byEmail.values()].sort(
    (a, b) => b.count - a.count || a.name.localeCompare(b.name),
  );
}

import {Octokit} from '@octokit/rest';
import {aggregateContributors} from '@site/plugins/contributors/lib/aggregateContributors';
import {
  LOG_PREFIX,
  type CommitAuthor,
  type Contributor,
} from '@site/plugins/contributors/lib/contributors';

// Loaded with import() only in the runtime strategy, so Octokit never ships
// in the first-load bundle.
const octokit = new Octokit();
const cache = new Map<string, Promise<Contributor[]>>();

/** Contributors of `path` from GET /repos/{owner}/{repo}/commits?path=… */
export function fetchRuntimeContributors(
  {owner, repo}: {owner: string; repo: string},
  path: string,
): Promise<Contributor[]> {
  const key = `${owner}/${repo}/${path}`;
  let request = cache.get(key);
  if (!request) {
    request = octokit.rest.repos
      .listCommits({owner, repo, path, per_page: 100})
      .then(({data}) =>
        aggregateContributors(
          data.map((commit): CommitAuthor => ({
            authorName: (commit.author as {name?: string | null} | null)?.name,
            login: commit.author?.login,
            email: (commit.author as {email?: string | null} | null)?.email,
            avatarUrl: commit.author?.avatar_url,
            commitAuthorName: commit.commit.author?.name,
            commitAuthorEmail: commit.commit.author?.email,
          })),
        ),
      )
      .catch((error: unknown) => {
        console.error(`${LOG_PREFIX}: Error fetching contributors:`, error);
        cache.delete(key);
        return [];
      });
    cache.set(key, request);
  }
  return request;
}

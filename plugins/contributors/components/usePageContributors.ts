import {useEffect, useState} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {
  LOG_PREFIX,
  type Contributor,
  type GitLog,
} from '@site/plugins/contributors/lib/contributors';
import type {GitLogGlobalData} from '@site/plugins/contributors';

// One request per visit: every page of the session shares this promise.
let gitLogRequest: {url: string; promise: Promise<GitLog>} | undefined;

export function fetchGitLog(url: string): Promise<GitLog> {
  if (gitLogRequest?.url !== url) {
    gitLogRequest = {
      url,
      promise: fetch(url)
        .then((response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          return response.json() as Promise<unknown>;
        })
        .then((data) => {
          if (typeof data !== 'object' || data === null || Array.isArray(data))
            throw new Error('git-log.json is not an object');
          return data as GitLog;
        })
        .catch((error: unknown) => {
          console.error(`${LOG_PREFIX}: Error fetching git-log.json:`, error);
          return {};
        }),
    };
  }
  return gitLogRequest.promise;
}

/** "@site/docs/a.md" → "docs/a.md" */
const relativeSource = (source: string) => source.replace(/^@site\//, '');

/**
 * Contributors of the page whose source file is `source`, from /git-log.json
 * (prebuilt) or from the GitHub API (runtime). Nothing is fetched until
 * `wanted` (the reader has come near the end of the page). Empty until then,
 * while loading and on any failure, so nothing is shown then.
 */
export function usePageContributors(
  source: string,
  wanted = true,
): Contributor[] {
  const data = usePluginData('git-log') as GitLogGlobalData | undefined;
  const gitLogUrl = useBaseUrl('/git-log.json');
  const file = relativeSource(source);
  // Keyed by file, so a list never shows on the next page while it loads.
  const [loaded, setLoaded] = useState<{file: string; list: Contributor[]}>({
    file: '',
    list: [],
  });

  useEffect(() => {
    if (!data || !wanted) return undefined;
    let cancelled = false;
    const load =
      data.strategy === 'runtime'
        ? import('./runtime').then(({fetchRuntimeContributors}) =>
            fetchRuntimeContributors(
              data.repository,
              data.siteDirInRepo ? `${data.siteDirInRepo}/${file}` : file,
            ),
          )
        : data.prebuiltAvailable
          ? fetchGitLog(gitLogUrl).then((log) => {
              const entry = log[file];
              return Array.isArray(entry?.contributors)
                ? entry.contributors
                : [];
            })
          : Promise.resolve([]);
    load.then((list) => {
      if (!cancelled) setLoaded({file, list});
    });
    return () => {
      cancelled = true;
    };
  }, [data, file, gitLogUrl, wanted]);

  return loaded.file === file ? loaded.list : [];
}

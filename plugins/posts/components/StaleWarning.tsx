import React, {useState} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Admonition from '@theme/Admonition';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {isStale} from '@site/plugins/posts/lib/posts';
import {timeAgo} from './dates';
import build from '@generated/build-info/default/build.json';

/**
 * Warns that a post was last updated more than time_warning (about 180 days)
 * ago. The static HTML (and hydration) judge against the build's day — a post
 * stale then is stale for every later reader, so its warning is in the HTML
 * and nothing shifts; right after hydration the reader's clock takes over
 * (a post may have gone stale since the build).
 */
export default function StaleWarning({updated}: {updated: string | Date}) {
  const {i18n} = useDocusaurusContext();
  const [readerNow] = useState(() => Date.now());
  const isBrowser = useIsBrowser();
  const now = isBrowser ? readerNow : build.buildTime;
  if (!isStale(updated, now)) return null;
  return (
    <div data-stale-warning>
      <Admonition
        type="warning"
        title={translate({
          id: 'posts.stale.title',
          message: 'This post may be out of date',
        })}>
        {translate(
          {
            id: 'posts.stale.message',
            message:
              'It was updated {ago}; details may have changed since. Check the newer posts and the guide.',
          },
          {ago: timeAgo(updated, now, i18n.currentLocale)},
        )}
      </Admonition>
    </div>
  );
}

import React, {useState} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Admonition from '@theme/Admonition';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {isStale} from '@site/src/lib/posts';
import {timeAgo} from './dates';

/**
 * Warns that a post was last updated more than time_warning (about 180 days)
 * ago. "Now" is the reader's clock, so it is decided after hydration.
 */
export default function StaleWarning({updated}: {updated: string | Date}) {
  const {i18n} = useDocusaurusContext();
  // The reader's clock, read once; the static HTML has no warning.
  const [now] = useState(() => Date.now());
  const isBrowser = useIsBrowser();
  if (!isBrowser || !isStale(updated, now)) return null;
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

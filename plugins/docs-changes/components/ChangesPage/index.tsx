import React from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {useSiteConfig} from '@site/src/components/SiteConfig';
import {formatPostDate, isoDay} from '@site/plugins/posts/components/dates';
import {byDay, type ChangesData} from '../../lib/changes';
import styles from './styles.module.css';

/** The feed, written by the plugin (under the locale's base URL). */
const FEED_PATH = '/changes/atom.xml';

/** Pages of one commit shown before the rest fold away. */
const SHOWN = 6;

function PageLinks({pages}: {pages: ChangesData['changes'][number]['pages']}) {
  const list = (items: typeof pages) => (
    <ul className={styles.pages}>
      {items.map((page) => (
        <li key={page.permalink}>
          <Link to={page.permalink}>{page.title}</Link>
        </li>
      ))}
    </ul>
  );
  if (pages.length <= SHOWN) return list(pages);
  return (
    <>
      {list(pages.slice(0, SHOWN))}
      <details className={styles.more}>
        <summary>
          <Translate
            id="docsChanges.morePages"
            values={{count: pages.length - SHOWN}}
            description="Folded list of the other pages a commit changed">
            {'{count} more pages'}
          </Translate>
        </summary>
        {list(pages.slice(SHOWN))}
      </details>
    </>
  );
}

/**
 * /changes: the latest commits that changed the docs, by day (site time
 * zone), each with its subject, its commit and the pages it changed
 * (plugins/docs-changes).
 */
export default function ChangesPage({data}: {data: ChangesData}) {
  const {site} = useSiteConfig();
  const {i18n} = useDocusaurusContext();
  const feedUrl = useBaseUrl(FEED_PATH);
  const title = translate({
    id: 'docsChanges.title',
    message: 'What changed in the docs',
    description: 'Title of the docs changes page',
  });
  const days = byDay(data.changes, (date) => isoDay(date, site.timezone));
  return (
    <Layout
      title={title}
      description={translate({
        id: 'docsChanges.description',
        message:
          'The latest changes to the OpenList documentation, page by page, newest first.',
        description: 'Description of the docs changes page',
      })}>
      <Head>
        <link
          rel="alternate"
          type="application/atom+xml"
          title={title}
          href={feedUrl}
        />
      </Head>
      <main className="container container--fluid margin-vert--lg">
        <div className={styles.page}>
          <Heading as="h1">{title}</Heading>
          <p className={styles.intro}>
            <Translate
              id="docsChanges.intro"
              description="Introduction of the docs changes page"
              values={{
                feed: (
                  // Not a route: a plain link (with the base URL).
                  <Link
                    to={`pathname://${FEED_PATH}`}
                    type="application/atom+xml">
                    <Translate id="docsChanges.feed">Atom feed</Translate>
                  </Link>
                ),
              }}>
              {
                'Each entry is a change to the documentation source: when it was made, what it was about, and the pages it touched. Follow them in a feed reader with the {feed}.'
              }
            </Translate>
          </p>
          {data.history !== 'full' && (
            <div className="alert alert--warning margin-bottom--md" role="note">
              {data.history === 'shallow' ? (
                <Translate id="docsChanges.shallow">
                  This build had only part of the repository's history, so older
                  changes are missing.
                </Translate>
              ) : (
                <Translate id="docsChanges.noHistory">
                  This build had no repository history, so no changes can be
                  listed.
                </Translate>
              )}
            </div>
          )}
          <div data-search-ignore>
            {days.map(({day, changes}) => (
              <section key={day} lang={i18n.currentLocale}>
                <Heading as="h2" id={`day-${day}`}>
                  <time dateTime={day}>
                    {formatPostDate(
                      changes[0]!.date,
                      i18n.currentLocale,
                      site.timezone,
                    )}
                  </time>
                </Heading>
                <ul className={styles.changes}>
                  {changes.map((change) => (
                    <li key={change.hash} className={styles.change}>
                      <p className={styles.subject}>
                        {/* Commit subjects are written in English. */}
                        <span lang="en">{change.subject}</span>{' '}
                        {data.commitUrl && (
                          <Link
                            className={styles.hash}
                            href={`${data.commitUrl}${change.hash}`}
                            aria-label={translate(
                              {
                                id: 'docsChanges.commit',
                                message: 'Commit {hash}',
                                description:
                                  'Accessible name of a link to a commit',
                              },
                              {hash: change.hash.slice(0, 7)},
                            )}>
                            {change.hash.slice(0, 7)}
                          </Link>
                        )}
                      </p>
                      <PageLinks pages={change.pages} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
          {data.omitted > 0 && data.commitUrl && (
            <p>
              <Link href={data.commitUrl.replace(/commit\/$/, 'commits')}>
                <Translate
                  id="docsChanges.older"
                  values={{count: data.omitted}}
                  description="Link to the repository history for older changes">
                  {'{count} older changes in the repository history'}
                </Translate>
              </Link>
            </p>
          )}
        </div>
      </main>
    </Layout>
  );
}

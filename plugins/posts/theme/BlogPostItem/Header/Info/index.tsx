import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {useSiteConfig} from '@site/src/components/SiteConfig';
import {usePostExtras} from '@site/plugins/posts/components/PostExtras';
import {categoryLabel} from '@site/plugins/posts/components/labels';
import {
  formatPostDate,
  isoPostDate,
} from '@site/plugins/posts/components/dates';
import {
  categoryPath,
  categoryPermalink,
  pinOf,
  postsBaseOf,
} from '@site/plugins/posts/lib/posts';
import styles from '@site/plugins/posts/components/styles.module.css';

/**
 * The line under a post's title: pinned badge, created and updated dates
 * (dayjs, reader's locale, site time zone), reading time and category path;
 * on the post's own page also the word count (from plugins/posts).
 */
export default function BlogPostItemHeaderInfo({
  className,
}: {
  className?: string;
}) {
  const {metadata, frontMatter} = useBlogPost();
  const extras = usePostExtras();
  const {site} = useSiteConfig();
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale;
  const updated = (frontMatter as {updated?: string | Date}).updated;
  const categories = categoryPath(
    (frontMatter as {categories?: unknown}).categories,
  );
  // Category pages exist for listed posts only.
  const base = metadata.unlisted ? null : postsBaseOf(metadata.permalink);
  const date = (value: string | Date) => (
    <time dateTime={isoPostDate(value, site.timezone)}>
      {formatPostDate(value, locale, site.timezone)}
    </time>
  );
  const items: [string, React.ReactNode][] = [];
  if (
    pinOf({
      permalink: metadata.permalink,
      frontMatter: frontMatter as {top?: unknown},
    }) !== null
  ) {
    items.push([
      'pinned',
      <span className={styles.pinned}>
        {translate({id: 'posts.meta.pinned', message: 'Pinned'})}
      </span>,
    ]);
  }
  items.push([
    'created',
    <>
      <span className={styles.metaLabel}>
        {translate({id: 'posts.meta.created', message: 'Posted'})}
      </span>{' '}
      {date(metadata.date)}
    </>,
  ]);
  if (updated) {
    items.push([
      'updated',
      <>
        <span className={styles.metaLabel}>
          {translate({id: 'posts.meta.updated', message: 'Updated'})}
        </span>{' '}
        {date(updated)}
      </>,
    ]);
  }
  if (extras && site.statistics.enable) {
    items.push([
      'words',
      translate(
        {id: 'posts.meta.words', message: '{count} words'},
        {count: extras.words.toLocaleString(locale)},
      ),
    ]);
  }
  if (site.statistics.enable && metadata.readingTime !== undefined) {
    items.push([
      'reading-time',
      translate(
        {id: 'posts.meta.readingTime', message: '{minutes} min read'},
        {minutes: Math.max(1, Math.ceil(metadata.readingTime))},
      ),
    ]);
  }
  if (categories.length > 0) {
    items.push([
      'categories',
      <>
        <span className={styles.metaLabel}>
          {translate({id: 'posts.meta.categories', message: 'Category'})}
        </span>{' '}
        {categories.map((name, i) => (
          <React.Fragment key={name}>
            {i > 0 && ' › '}
            {base ? (
              <Link to={categoryPermalink(categories.slice(0, i + 1), base)}>
                {categoryLabel(name)}
              </Link>
            ) : (
              categoryLabel(name)
            )}
          </React.Fragment>
        ))}
      </>,
    ]);
  }
  return (
    <div
      className={clsx(styles.meta, 'margin-vert--md', className)}
      data-post-meta>
      {items.map(([key, node]) => (
        <span key={key} data-meta={key} className={styles.metaItem}>
          {node}
        </span>
      ))}
    </div>
  );
}

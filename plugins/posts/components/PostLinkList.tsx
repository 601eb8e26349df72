import React from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useSiteConfig} from '@site/src/components/SiteConfig';
import {formatPostDate, isoPostDate} from './dates';
import styles from './styles.module.css';

export interface PostLink {
  title: string;
  permalink: string;
  date: string;
}

/** A compact list of posts: date and title. */
export default function PostLinkList({
  posts,
  className,
}: {
  posts: readonly PostLink[];
  className?: string;
}) {
  const {i18n} = useDocusaurusContext();
  const {site} = useSiteConfig();
  return (
    <ul className={className ?? styles.postLinks}>
      {posts.map((post) => (
        <li key={post.permalink}>
          <time
            dateTime={isoPostDate(post.date, site.timezone)}
            className={styles.postLinkDate}>
            {formatPostDate(post.date, i18n.currentLocale, site.timezone)}
          </time>
          <Link to={post.permalink}>{post.title}</Link>
        </li>
      ))}
    </ul>
  );
}

import React from 'react';
import {translate} from '@docusaurus/Translate';
import type {ArchiveBlogPost} from '@theme/BlogArchivePage';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useSiteConfig} from '@site/src/components/SiteConfig';
import PostLinkList from '@site/plugins/posts/components/PostLinkList';
import PostsPage from '@site/plugins/posts/components/PostsPage';
import {postsCounter} from '@site/plugins/posts/components/labels';
import {formatYear} from '@site/plugins/posts/components/dates';
import styles from '@site/plugins/posts/components/styles.module.css';

/** <posts>/archive: every listed post by year (site time zone), newest first. */
export default function PostsArchivePage({
  archive,
}: {
  archive: {blogPosts: readonly ArchiveBlogPost[]};
}) {
  const {site} = useSiteConfig();
  const {i18n} = useDocusaurusContext();
  const posts = [...archive.blogPosts]
    .map(({metadata}) => ({
      title: metadata.title,
      permalink: metadata.permalink,
      date: metadata.date,
    }))
    .sort((a, b) => new Date(b.date).getTime() - new Date(a.date).getTime());
  const years = new Map<string, typeof posts>();
  for (const post of posts) {
    const year = formatYear(post.date, site.timezone);
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  const title = translate({id: 'posts.archive.title', message: 'Archives'});
  return (
    <PostsPage
      className="posts-archive"
      title={title}
      description={translate({
        id: 'posts.archive.description',
        message: 'Every post, by year',
      })}
      counter={{kind: 'archives', text: postsCounter(posts.length)}}>
      {[...years].map(([year, yearPosts]) => (
        <section key={year} lang={i18n.currentLocale}>
          <Heading as="h2" id={`year-${year}`}>
            {year}{' '}
            <span className={styles.count}>
              {postsCounter(yearPosts.length)}
            </span>
          </Heading>
          <PostLinkList posts={yearPosts} />
        </section>
      ))}
    </PostsPage>
  );
}

import React from 'react';
import clsx from 'clsx';
import {
  HtmlClassNameProvider,
  PageMetadata,
  ThemeClassNames,
  translateTagsPageTitle,
} from '@docusaurus/theme-common';
import type {TagsListItem} from '@docusaurus/utils';
import BlogLayout from '@theme/BlogLayout';
import TagsListByLetter from '@theme/TagsListByLetter';
import SearchMetadata from '@theme/SearchMetadata';
import Heading from '@theme/Heading';
import type {Props as BlogSidebarProps} from '@theme/BlogSidebar';
import {tagsCounter} from '@site/src/components/Posts/labels';
import styles from '@site/src/components/Posts/styles.module.css';

/** <posts>/tags: the stock tag list, with the tag counter. */
export default function PostsTagsListPage({
  tags,
  sidebar,
}: {
  tags: TagsListItem[];
  sidebar: BlogSidebarProps['sidebar'];
}) {
  const title = translateTagsPageTitle();
  return (
    <HtmlClassNameProvider
      className={clsx(
        ThemeClassNames.wrapper.blogPages,
        ThemeClassNames.page.blogTagsListPage,
      )}>
      <PageMetadata title={title} />
      <SearchMetadata tag="blog_tags_list" />
      <BlogLayout sidebar={sidebar}>
        <Heading as="h1">{title}</Heading>
        <p className={styles.counter} data-counter="tags">
          {tagsCounter(tags.length)}
        </p>
        <TagsListByLetter tags={tags} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}

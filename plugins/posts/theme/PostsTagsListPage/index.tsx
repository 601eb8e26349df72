import React from 'react';
import {
  ThemeClassNames,
  translateTagsPageTitle,
} from '@docusaurus/theme-common';
import type {TagsListItem} from '@docusaurus/utils';
import TagsListByLetter from '@theme/TagsListByLetter';
import SearchMetadata from '@theme/SearchMetadata';
import type {Props as BlogSidebarProps} from '@theme/BlogSidebar';
import {tagsCounter} from '@site/plugins/posts/components/labels';
import PostsPage from '@site/plugins/posts/components/PostsPage';

/** <posts>/tags: the stock tag list, with the tag counter. */
export default function PostsTagsListPage({
  tags,
  sidebar,
}: {
  tags: TagsListItem[];
  sidebar: BlogSidebarProps['sidebar'];
}) {
  return (
    <PostsPage
      className={ThemeClassNames.page.blogTagsListPage}
      title={translateTagsPageTitle()}
      counter={{kind: 'tags', text: tagsCounter(tags.length)}}
      sidebar={sidebar}>
      <SearchMetadata tag="blog_tags_list" />
      <TagsListByLetter tags={tags} />
    </PostsPage>
  );
}

import React from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import type {CategoryPageProps} from '@site/plugins/posts/types';
import CategoryTree from '@site/plugins/posts/components/CategoryTree';
import PostLinkList from '@site/plugins/posts/components/PostLinkList';
import PostsPage from '@site/plugins/posts/components/PostsPage';
import {
  categoryLabel,
  postsCounter,
  postsMenuLabels,
} from '@site/plugins/posts/components/labels';
import styles from '@site/plugins/posts/components/styles.module.css';

/** One category: its place in the tree, sub-categories and posts. */
export default function PostsCategoryPage({data}: {data: CategoryPageProps}) {
  const {category, parents, posts} = data;
  const name = categoryLabel(category.name);
  const fullName = category.path.map(categoryLabel).join(' › ');
  return (
    <PostsPage
      className="posts-category"
      title={translate(
        {id: 'posts.category.title', message: 'Category: {name}'},
        {name: fullName},
      )}
      description={translate(
        {
          id: 'posts.category.description',
          message: 'Posts in the category {name}',
        },
        {name: fullName},
      )}
      heading={name}
      before={
        <nav
          className={styles.breadcrumbs}
          aria-label={translate({
            id: 'posts.category.breadcrumbs',
            message: 'Category path',
          })}>
          <Link to={data.categoriesPath}>{postsMenuLabels().categories}</Link>
          {parents.map((parent) => (
            <React.Fragment key={parent.permalink}>
              {' › '}
              <Link to={parent.permalink}>{categoryLabel(parent.name)}</Link>
            </React.Fragment>
          ))}
        </nav>
      }
      counter={{kind: 'posts', text: postsCounter(category.total)}}>
      {category.children.length > 0 && (
        <CategoryTree nodes={category.children} />
      )}
      <PostLinkList posts={posts} />
    </PostsPage>
  );
}

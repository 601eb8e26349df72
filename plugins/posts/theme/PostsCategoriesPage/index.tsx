import React, {useMemo} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {
  flattenCategories,
  inCategory,
  lookupCategory,
  type CategoryNode,
} from '@site/plugins/posts/lib/posts';
import type {CategoriesPageProps} from '@site/plugins/posts/types';
import CategoryTree from '@site/plugins/posts/components/CategoryTree';
import PostLinkList from '@site/plugins/posts/components/PostLinkList';
import PostsPage from '@site/plugins/posts/components/PostsPage';
import {
  categoriesCounter,
  categoryLabel,
} from '@site/plugins/posts/components/labels';

/** The category named by `?category=a/b` (names or slugs), looked up after hydration. */
function useCategoryQuery(tree: readonly CategoryNode[]): CategoryNode | null {
  const {search} = useLocation();
  // The static page shows every category; the query is read after hydration.
  const isBrowser = useIsBrowser();
  return useMemo(() => {
    const query = isBrowser && new URLSearchParams(search).get('category');
    if (!query) return null;
    // A category that does not exist logs "Do not have category" and the
    // page keeps showing all categories.
    return lookupCategory(tree, query.split('/').filter(Boolean)).found;
  }, [isBrowser, search, tree]);
}

/** <posts>/categories: the category tree, or one category by query string. */
export default function PostsCategoriesPage({
  data,
}: {
  data: CategoriesPageProps;
}) {
  const found = useCategoryQuery(data.tree);
  const title = translate({
    id: 'posts.categories.title',
    message: 'Categories',
  });
  const count = flattenCategories(data.tree).length;
  return (
    <PostsPage
      className="posts-categories"
      title={title}
      description={translate({
        id: 'posts.categories.description',
        message: 'Posts by category',
      })}
      counter={{kind: 'categories', text: categoriesCounter(count)}}>
      {found ? (
        <section data-category-lookup={found.path.join('/')}>
          <Heading as="h2">{found.path.map(categoryLabel).join(' › ')}</Heading>
          <CategoryTree nodes={[found]} />
          <PostLinkList
            posts={data.posts.filter((p) =>
              inCategory(p.categories, found.path),
            )}
          />
        </section>
      ) : (
        <CategoryTree nodes={data.tree} />
      )}
    </PostsPage>
  );
}

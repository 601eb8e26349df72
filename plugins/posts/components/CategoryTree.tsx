import React from 'react';
import Link from '@docusaurus/Link';
import type {CategoryNode} from '@site/plugins/posts/lib/posts';
import {categoryLabel, postsCounter} from './labels';
import styles from './styles.module.css';

/** Nested list of categories, each with its page and total post count. */
export default function CategoryTree({
  nodes,
}: {
  nodes: readonly CategoryNode[];
}) {
  if (nodes.length === 0) return null;
  return (
    <ul className={styles.categoryTree}>
      {nodes.map((node) => (
        <li key={node.permalink} data-category={node.path.join('/')}>
          <Link to={node.permalink}>{categoryLabel(node.name)}</Link>{' '}
          <span className={styles.count} data-total={node.total}>
            {postsCounter(node.total)}
          </span>
          <CategoryTree nodes={node.children} />
        </li>
      ))}
    </ul>
  );
}

import React from 'react';
import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {usePostExtras} from './PostExtras';
import PostLinkList from './PostLinkList';
import styles from './styles.module.css';

/** Posts that share tags or categories with this one. */
export default function RelatedPosts() {
  const extras = usePostExtras();
  if (!extras || extras.related.length === 0) return null;
  return (
    <section className={styles.related} data-related-posts>
      <Heading as="h2" className={styles.sectionTitle}>
        {translate({id: 'posts.related.title', message: 'Related posts'})}
      </Heading>
      <PostLinkList posts={extras.related} />
    </section>
  );
}

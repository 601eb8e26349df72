import React from 'react';
import Content from '@theme-init/BlogPostItem/Content';
import type ContentType from '@theme/BlogPostItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import StaleWarning from '@site/plugins/posts/components/StaleWarning';
import styles from '@site/plugins/posts/components/styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/** Above a post's text: its cover image, and on its own page the staleness warning. */
export default function ContentWrapper(props: Props) {
  const {metadata, frontMatter, isBlogPostPage} = useBlogPost();
  const {cover, updated} = frontMatter as {
    cover?: string;
    updated?: string | Date;
  };
  const coverUrl = useBaseUrl(cover ?? '');
  return (
    <>
      {cover && (
        <img
          className={styles.cover}
          src={coverUrl}
          alt=""
          data-post-cover
          loading={isBlogPostPage ? 'eager' : 'lazy'}
        />
      )}
      {isBlogPostPage && <StaleWarning updated={updated ?? metadata.date} />}
      <Content {...props} />
    </>
  );
}

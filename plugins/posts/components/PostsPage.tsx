import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {
  HtmlClassNameProvider,
  PageMetadata,
  ThemeClassNames,
} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import Heading from '@theme/Heading';
import type {Props as BlogSidebarProps} from '@theme/BlogSidebar';
import styles from './styles.module.css';

/**
 * The frame of the posts index pages (archive, categories, a category,
 * tags): metadata, the blog layout with its posts menu, the heading and the
 * zero/one/many counter under it.
 */
export default function PostsPage({
  className,
  title,
  description,
  heading = title,
  before,
  counter,
  sidebar,
  children,
}: {
  className: string;
  title: string;
  description?: string;
  heading?: ReactNode;
  /** Shown above the heading (e.g. breadcrumbs). */
  before?: ReactNode;
  counter: {kind: string; text: string};
  sidebar?: BlogSidebarProps['sidebar'];
  children: ReactNode;
}) {
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, className)}>
      <PageMetadata title={title} description={description} />
      <BlogLayout sidebar={sidebar}>
        {before}
        <Heading as="h1">{heading}</Heading>
        <p className={styles.counter} data-counter={counter.kind}>
          {counter.text}
        </p>
        {children}
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}

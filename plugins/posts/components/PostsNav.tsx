import React from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {postsMenuLabels} from './labels';
import styles from './styles.module.css';

export interface PostsPaths {
  postsPath: string;
  archivePath: string;
  categoriesPath: string;
  tagsPath: string;
}

/** The posts menu: posts, archives, categories, tags (the current one marked). */
export default function PostsNav({paths}: {paths: PostsPaths}) {
  const labels = postsMenuLabels();
  const {pathname} = useLocation();
  const items = [
    [labels.posts, paths.postsPath],
    [labels.archives, paths.archivePath],
    [labels.categories, paths.categoriesPath],
    [labels.tags, paths.tagsPath],
  ] as const;
  const current = (to: string) =>
    to === paths.postsPath
      ? pathname === to || pathname.startsWith(`${to}/page/`)
      : pathname === to || pathname.startsWith(`${to}/`);
  return (
    <nav
      className={styles.postsNav}
      aria-label={translate({
        id: 'posts.menu.ariaLabel',
        message: 'Posts menu',
      })}>
      {items.map(([label, to]) => (
        <Link
          key={to}
          to={to}
          className={clsx(styles.postsNavLink, current(to) && styles.active)}
          aria-current={current(to) ? 'page' : undefined}>
          {label}
        </Link>
      ))}
    </nav>
  );
}

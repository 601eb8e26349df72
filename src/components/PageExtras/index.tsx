import React from 'react';
import {useSiteConfig} from '@site/src/components/SiteConfig';
import ContributorsSection from '@site/plugins/contributors/components';
import {usePageContributors} from '@site/plugins/contributors/components/usePageContributors';
import Comments from '@site/src/components/Comments';
import {
  layoutShowsPageExtras,
  resolveLayout,
} from '@site/plugins/layouts/lib/layout';

/**
 * What the default layout adds after a page's content (the default layout's contributors and comments): the
 * contributors of its source file, then comments when the site enables them
 * and the page does not set `comment: false`.
 */
export default function PageExtras({
  frontMatter,
  sourcePath,
  routeKind,
}: {
  /** The page's front matter; `layout` and `comment` are read. */
  frontMatter: object;
  /** The page's source file, relative to the site directory. */
  sourcePath: string;
  routeKind: 'doc' | 'post';
}) {
  const {site} = useSiteConfig();
  const contributors = usePageContributors(sourcePath);
  const {layout: layoutName, comment} = frontMatter as {
    layout?: unknown;
    comment?: unknown;
  };
  const layout = resolveLayout({frontMatter: layoutName, routeKind});
  if (!layoutShowsPageExtras(layout)) return null;
  return (
    <>
      <ContributorsSection contributors={contributors} />
      {site.comment.enable && comment !== false && <Comments />}
    </>
  );
}

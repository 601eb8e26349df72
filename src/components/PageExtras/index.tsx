import React, {useRef} from 'react';
import {useSiteConfig} from '@site/src/components/SiteConfig';
import ContributorsSection from '@site/plugins/contributors/components';
import {usePageContributors} from '@site/plugins/contributors/components/usePageContributors';
import Comments from '@site/src/components/Comments';
import {useNearViewport} from '@site/src/lib/useNearViewport';
import {
  layoutShowsPageExtras,
  resolveLayout,
} from '@site/plugins/layouts/lib/layout';

/** How far below the viewport (px) the contributors start loading. */
const CONTRIBUTORS_DISTANCE = 800;

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
  // The contributor list (git-log.json, about 40 KB gzip, or the GitHub API)
  // is fetched when the reader comes within CONTRIBUTORS_DISTANCE of the end
  // of the content, not while the page loads.
  const end = useRef<HTMLDivElement>(null);
  const near = useNearViewport(end, CONTRIBUTORS_DISTANCE);
  const contributors = usePageContributors(sourcePath, near);
  const {layout: layoutName, comment} = frontMatter as {
    layout?: unknown;
    comment?: unknown;
  };
  const layout = resolveLayout({frontMatter: layoutName, routeKind});
  if (!layoutShowsPageExtras(layout)) return null;
  return (
    <>
      <div ref={end} />
      <ContributorsSection contributors={contributors} />
      {site.comment.enable && comment !== false && <Comments />}
    </>
  );
}

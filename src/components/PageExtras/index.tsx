import React, {Suspense, useEffect, useRef} from 'react';
import {useSiteConfig} from '@site/src/components/SiteConfig';
import {usePageContributors} from '@site/plugins/contributors/components/usePageContributors';
import Comments from '@site/src/components/Comments';
import {inTurn} from '@site/plugins/preact/HydrateInTurn';
import {useNearViewport} from '@site/src/lib/useNearViewport';
import {lazyOptional} from '@site/src/lib/lazyOptional';
import {
  layoutShowsPageExtras,
  resolveLayout,
} from '@site/plugins/layouts/lib/layout';

/**
 * The comments' section hydrates in a turn of its own, after the doc's
 * column (plugins/preact/HydrateInTurn); it renders one element, as a part
 * must.
 */
const CommentsInTurn = inTurn(Comments);

/** How far below the viewport (px) the contributors start loading. */
const CONTRIBUTORS_DISTANCE = 800;

/**
 * The contributors block's code (its list, avatars and tooltips) is loaded
 * with its data, when the reader nears the end: the list is never in the
 * server's HTML (it is empty until the data comes), so no page needs that
 * code to start. If it cannot be loaded, the block is left out, as when the
 * data cannot be.
 */
const {Component: ContributorsSection, load: loadSection} = lazyOptional(
  'Contributors: the list',
  () => import('@site/plugins/contributors/components'),
);

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
  useEffect(() => {
    if (near) void loadSection();
  }, [near]);
  const {layout: layoutName, comment} = frontMatter as {
    layout?: unknown;
    comment?: unknown;
  };
  const layout = resolveLayout({frontMatter: layoutName, routeKind});
  if (!layoutShowsPageExtras(layout)) return null;
  return (
    <>
      <div ref={end} />
      {contributors.length > 0 && (
        <Suspense fallback={null}>
          <ContributorsSection contributors={contributors} />
        </Suspense>
      )}
      {site.comment.enable && comment !== false && <CommentsInTurn />}
    </>
  );
}

import React, {createContext, useContext} from 'react';
import {useLocation} from '@docusaurus/router';
import {usePluginData} from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import type {Props as LayoutProps} from '@theme/Layout';
import {
  resolveLayout,
  type ResolvedLayout,
} from '@site/plugins/layouts/lib/layout';
import type {LayoutsGlobalData} from '@site/plugins/layouts';

/** Where blog posts live; the blog plugin's routeBasePath. */
export const POSTS_PATH = '/posts';

const ExplicitLayoutContext = createContext<ResolvedLayout | undefined>(
  undefined,
);

/** For TSX pages that pick their layout themselves (the home page). */
export function SiteLayout({
  layout,
  ...props
}: LayoutProps & {layout: ResolvedLayout}) {
  return (
    <ExplicitLayoutContext.Provider value={layout}>
      <Layout {...props} />
    </ExplicitLayoutContext.Provider>
  );
}

/** The layout of the current route (see resolveLayout in plugins/layouts/lib/layout). */
export function useRouteLayout(): ResolvedLayout {
  const explicit = useContext(ExplicitLayoutContext);
  const {routes} = usePluginData('layouts') as LayoutsGlobalData;
  const {pathname} = useLocation();
  const postsBase = useBaseUrl(POSTS_PATH);
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const isPost = path === postsBase || path.startsWith(`${postsBase}/`);
  return resolveLayout({
    explicit,
    frontMatter: path in routes ? routes[path] : undefined,
    routeKind: isPost ? 'post' : undefined,
  });
}

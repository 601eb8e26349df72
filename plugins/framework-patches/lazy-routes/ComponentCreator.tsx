import React, {type ComponentType} from 'react';
import createRouteComponent from '@docusaurus/core/lib/client/exports/ComponentCreator';

/** A route's component as the router and Docusaurus's preload use it. */
export type RouteComponent = ComponentType<object> & {
  preload: () => Promise<unknown>;
};

/**
 * Stands in for Docusaurus's `ComponentCreator(path, hash)` (see ./index.ts).
 * The real route component is created on the first `preload()` (Docusaurus
 * preloads the matched routes before hydrating and before each navigation)
 * or the first render, then reused, so a route behaves exactly as before,
 * one component level deeper.
 */
export default function ComponentCreator(
  path: string,
  hash: string,
): RouteComponent {
  let component: RouteComponent | undefined;
  const real = (): RouteComponent =>
    (component ??= createRouteComponent(path, hash) as RouteComponent);
  function Route(props: object) {
    return React.createElement(real(), props);
  }
  Route.preload = () => real().preload();
  return Route;
}

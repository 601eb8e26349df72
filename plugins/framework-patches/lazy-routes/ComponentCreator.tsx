import React, {type ComponentType} from 'react';
import createRouteComponent from '@docusaurus/core/lib/client/exports/ComponentCreator';
import {routeReady} from '../route-data/store';
import {routeDataReporter} from '../route-data/Report';

/** A route's component as the router and Docusaurus's preload use it. */
export type RouteComponent = ComponentType<object> & {
  preload: () => Promise<unknown>;
};

/**
 * Resolves in a later task of the browser's event loop (at once elsewhere).
 * When a page opens, main.js evaluates its modules and then preloads the
 * page's routes, which evaluates their modules: with the chunks already on
 * the page (plugins/framework-patches/page-scripts), the loads resolve in
 * microtasks, and all of it was one long task. Yielding before the load
 * splits it in two, so input can be handled between them.
 */
export function nextTask(): Promise<void> {
  if (typeof window === 'undefined' || typeof MessageChannel === 'undefined')
    return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

function Nothing(): null {
  return null;
}

/**
 * Stands in for Docusaurus's `ComponentCreator(path, hash)` (see ./index.ts).
 * The real route component is created on the first `preload()` (Docusaurus
 * preloads the matched routes before hydrating and before each navigation)
 * or the first render, then reused, so a route behaves exactly as before,
 * one component level deeper. In the browser, the first preload starts in
 * a task of its own ({@link nextTask}), and waits for the route's registry
 * entries when the page did not bring them (../route-data). On the server,
 * the route also reports its data's name, so the page carries it.
 */
export default function ComponentCreator(
  path: string,
  hash: string,
): RouteComponent {
  let component: RouteComponent | undefined;
  let Reporter: ComponentType | undefined;
  const real = (): RouteComponent =>
    (component ??= createRouteComponent(path, hash) as RouteComponent);
  function Route(props: object) {
    // The same shape on the server and in the browser, so that the ids
    // `useId` derives from the tree's shape match while the page hydrates
    // (src/components/StaticIsland depends on them).
    Reporter ??=
      typeof window === 'undefined' && path !== '*'
        ? routeDataReporter(`${path}-${hash}`)
        : Nothing;
    return React.createElement(
      React.Fragment,
      null,
      React.createElement(Reporter),
      React.createElement(real(), props),
    );
  }
  Route.preload = () =>
    component
      ? component.preload()
      : nextTask()
          .then(() =>
            typeof window === 'undefined' ? undefined : routeReady(path, hash),
          )
          .then(() => real().preload());
  return Route;
}

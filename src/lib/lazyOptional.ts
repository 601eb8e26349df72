import {lazy, type ComponentType, type LazyExoticComponent} from 'react';

/**
 * `React.lazy` for a part a page can do without (the contributors, the
 * comments, a popover's floating part, the search dialog), whose code is
 * loaded only when the reader comes near it or turns to it. When that code
 * cannot be loaded — the reader went offline, or a deploy replaced the file
 * the page still asks for — the part renders `fallback` (by default nothing)
 * and the failure is logged, where `React.lazy` would throw to the page's
 * error screen ("This page crashed").
 *
 * `load()` starts loading and tells whether the code came. A failed load is
 * not kept: the next `load()`, or the first render, tries again. Once the
 * component has rendered, React keeps what it got.
 */
export function lazyOptional<Props extends object>(
  name: string,
  importer: () => Promise<{default: ComponentType<Props>}>,
  fallback: ComponentType<Props> = () => null,
): {
  Component: LazyExoticComponent<ComponentType<Props>>;
  load: () => Promise<boolean>;
} {
  let pending: Promise<{
    default: ComponentType<Props>;
    loaded: boolean;
  }> | null = null;
  const loadModule = () =>
    (pending ??= importer().then(
      (module) => ({default: module.default, loaded: true}),
      (error: unknown) => {
        pending = null;
        console.error(`${name} could not be loaded:`, error);
        return {default: fallback, loaded: false};
      },
    ));
  return {
    Component: lazy(loadModule),
    load: () => loadModule().then(({loaded}) => loaded),
  };
}

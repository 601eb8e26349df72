import {lazy, type ComponentType, type LazyExoticComponent} from 'react';

/**
 * `React.lazy` for a part a page can do without (the contributors, the
 * comments), whose code is loaded only when the reader comes near it. When
 * that code cannot be loaded — the reader went offline, or a deploy replaced
 * the file the page still asks for — the part renders nothing and the
 * failure is logged, where `React.lazy` would throw to the page's error
 * screen ("This page crashed").
 *
 * `load()` starts loading (once) and tells whether the code came.
 */
export function lazyOptional<Props extends object>(
  name: string,
  importer: () => Promise<{default: ComponentType<Props>}>,
): {
  Component: LazyExoticComponent<ComponentType<Props>>;
  load: () => Promise<boolean>;
} {
  let module: Promise<{default: ComponentType<Props>; loaded: boolean}> | null =
    null;
  const loadModule = () =>
    (module ??= importer().then(
      (loaded) => ({default: loaded.default, loaded: true}),
      (error: unknown) => {
        console.error(`${name} could not be loaded:`, error);
        return {default: () => null, loaded: false};
      },
    ));
  return {
    Component: lazy(loadModule),
    load: () => loadModule().then(({loaded}) => loaded),
  };
}

import {useMemo} from 'react';
import {byCodeUnit} from '@site/src/lib/codeUnitOrder';

// The theme's module, every export but the one overridden below (see ./index.ts).
export * from '@openlist-docs/theme-react-utils-original';

const byKey = ([a]: [string, unknown], [b]: [string, unknown]) =>
  byCodeUnit(a, b);

/**
 * The same object as on the last render while its own properties are the
 * same values, in whatever order they are written. Keys are ordered by code
 * unit, which needs no locale data.
 */
export function useShallowMemoObject<T extends object>(obj: T): T {
  const deps = (Object.entries(obj) as [string, unknown][]).sort(byKey).flat();
  // The property values are the dependencies, as in the theme's hook.
  // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo
  return useMemo(() => obj, deps);
}

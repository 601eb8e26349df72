import compat, {
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
} from 'preact/compat';
import {options, type VNode} from 'preact';

// preact/compat declares its types with `export =`, which TypeScript cannot
// re-export with `export *`; the bundlers re-export its named exports.
// @ts-expect-error TS2498
export * from 'preact/compat';

/** True while client.ts hydrates the server's page (Preact does it in one pass). */
export const hydration = {active: false};

type Subscribe = (onChange: () => void) => () => void;

/**
 * React's `useSyncExternalStore`, with the server snapshot Preact's ignores.
 * On the server and while the page hydrates, the value is
 * `getServerSnapshot()`, so the page hydrates what the server rendered and
 * the server never calls `getSnapshot` (Docusaurus's storage hooks forbid
 * it: tabs, the color mode); once hydrated, the component renders again if
 * the browser's snapshot differs. Afterwards it renders whenever the store
 * changes, as React's does.
 */
export function useSyncExternalStore<T>(
  subscribe: Subscribe,
  getSnapshot: () => T,
  getServerSnapshot?: () => T,
): T {
  const fromServer =
    (typeof window === 'undefined' || hydration.active) &&
    getServerSnapshot !== undefined;
  const value = fromServer ? getServerSnapshot() : getSnapshot();
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const shownRef = useRef({getSnapshot, value});
  useLayoutEffect(() => {
    shownRef.current = {getSnapshot, value};
  });
  // Effects never run on the server.
  useEffect(() => {
    const check = () => {
      const {getSnapshot: read, value: shown} = shownRef.current;
      if (!Object.is(read(), shown)) rerender(undefined);
    };
    check();
    return subscribe(check);
  }, [subscribe]);
  return value;
}

/**
 * `inert=""`, which Docusaurus passes under React 18 (which knows no `inert`
 * prop and writes the attribute), made `inert={true}`: Preact sets the DOM
 * property, and the empty string would turn it off (the phone menu's hidden
 * panel would stay focusable and visible to assistive technology).
 */
const nextVNodeHook = options.vnode;
options.vnode = (vnode: VNode) => {
  const props = vnode.props as {inert?: unknown} | null;
  if (typeof vnode.type === 'string' && props?.inert === '') props.inert = true;
  nextVNodeHook?.(vnode);
};

export default {...compat, useSyncExternalStore};

import React, {
  forwardRef,
  useId,
  useState,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import {useHistory} from '@docusaurus/router';
import {intentPath} from '@site/src/clientModules/intentPrefetch';
import {hydration} from '@site/plugins/preact/react';

/** The elements an island can be: a block, a table, a table's body. */
type IslandTag = 'div' | 'table' | 'tbody';

type Props = {
  as: IslandTag;
  children?: ReactNode;
} & Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'>;

export const ATTRIBUTE = 'data-static-island';

/**
 * The server's markup of this island, when the page is hydrating and the
 * server rendered it; null otherwise (on the server, and when a client
 * navigation renders the page).
 */
function serverMarkup(id: string): string | null {
  if (typeof document === 'undefined') return null;
  // Only while the server's page is hydrating: its first pass, or the later
  // turn of a part that hydrates on its own (plugins/preact/HydrateInTurn).
  if (!hydration.active) return null;
  for (const element of Array.from(document.querySelectorAll(`[${ATTRIBUTE}]`)))
    if (element.getAttribute(ATTRIBUTE) === id) return element.innerHTML;
  return null;
}

/**
 * For an element whose children are static: the attribute that names it
 * (render it on the server and in the browser alike) and, while the page
 * hydrates, the server's markup of its children, read once. Render that
 * markup with `dangerouslySetInnerHTML` instead of the children: React then
 * neither renders nor matches them, and never touches them again, since the
 * string stays the same.
 */
export function useServerMarkup(): {
  attributes: {[ATTRIBUTE]: string};
  markup: string | null;
} {
  const id = useId();
  const [markup] = useState(() => serverMarkup(id));
  return {attributes: {[ATTRIBUTE]: id}, markup};
}

/** Same-origin page links that a plain click should open in the app. */
function appPath(event: React.MouseEvent): string | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return null;
  const link = (event.target as Element).closest('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return null;
  if (link.target && link.target !== '_self') return null;
  const path = intentPath(link);
  if (path === null) return null;
  // A link to a heading of this page: the browser's own jump.
  if (path === window.location.pathname && link.hash) return null;
  return path + link.search + link.hash;
}

/**
 * Content that never changes after the server rendered it: a generated
 * table, say. When the page hydrates, React takes the server's markup of
 * the island as it is instead of rendering and matching every element of
 * it (on the config reference, some 1,200 elements of tables). A
 * client navigation renders the children as usual. The children must be
 * static: no state, no effects, no handlers. Links in them still open
 * pages inside the app (one delegated click handler), and are still
 * prefetched on intent (src/clientModules/intentPrefetch.ts listens on the
 * document).
 */
const StaticIsland = forwardRef<HTMLElement, Props>(function StaticIsland(
  {as, children, ...props},
  ref,
) {
  const Tag = as as React.ElementType;
  // The element's own attributes stay React's; only its children are kept.
  const {attributes, markup} = useServerMarkup();
  const history = useHistory();
  const island = {...props, ref, ...attributes};
  if (markup === null) return <Tag {...island}>{children}</Tag>;
  return (
    <Tag
      {...island}
      onClick={(event: React.MouseEvent<HTMLElement>) => {
        props.onClick?.(event);
        const path = appPath(event);
        if (path === null) return;
        event.preventDefault();
        history.push(path);
      }}
      dangerouslySetInnerHTML={{__html: markup}}
      suppressHydrationWarning
    />
  );
});

export default StaticIsland;

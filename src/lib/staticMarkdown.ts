import {Children, isValidElement, type ReactNode} from 'react';

/**
 * Whether every element in `node` is plain Markdown output: an HTML element,
 * or one of `allowed`, the components the MDX map puts in place of an HTML
 * element that stays static (a link, inline code, an image). A component an
 * author wrote into the content (JSX) is neither, so content holding one is
 * not static: it may have state or handlers that need React.
 */
export function isStaticMarkdown(
  node: ReactNode,
  allowed: ReadonlySet<unknown>,
): boolean {
  let only = true;
  Children.forEach(node, (child) => {
    if (!only || !isValidElement<{children?: ReactNode}>(child)) return;
    if (typeof child.type !== 'string' && !allowed.has(child.type)) {
      only = false;
      return;
    }
    only = isStaticMarkdown(child.props.children, allowed);
  });
  return only;
}

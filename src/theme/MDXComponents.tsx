import React, {type ComponentType} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import ScrollTable from '@site/src/components/ScrollTable';
import HydrateInTurn from '@site/plugins/preact/HydrateInTurn';

/**
 * A block that hydrates in a task of its own while the page hydrates
 * (plugins/preact/HydrateInTurn): a long page's tables, code blocks,
 * admonitions and collapsibles are its heaviest parts, and each renders one
 * element, which a part must.
 */
function inTurn<P extends object>(Block: ComponentType<P>): ComponentType<P> {
  function BlockInTurn(props: P) {
    return (
      <HydrateInTurn>
        <Block {...props} />
      </HydrateInTurn>
    );
  }
  return BlockInTurn;
}

// Markdown tables that scroll sideways become focus stops
// (src/components/ScrollTable); the other components are the theme's.
export default {
  ...MDXComponents,
  table: inTurn(ScrollTable),
  pre: inTurn(MDXComponents.pre),
  admonition: inTurn(MDXComponents.admonition),
  details: inTurn(MDXComponents.details),
};

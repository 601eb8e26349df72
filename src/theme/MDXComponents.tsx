import MDXComponents from '@theme-original/MDXComponents';
import ScrollTable from '@site/src/components/ScrollTable';
import {inTurn} from '@site/plugins/preact/HydrateInTurn';

// Tables, code blocks, admonitions and collapsibles, a long page's heaviest
// blocks, each hydrate in a turn of their own (plugins/preact/HydrateInTurn);
// each renders one element, which a part must.
// Markdown tables that scroll sideways become focus stops
// (src/components/ScrollTable); the other components are the theme's.
export default {
  ...MDXComponents,
  table: inTurn(ScrollTable),
  pre: inTurn(MDXComponents.pre),
  admonition: inTurn(MDXComponents.admonition),
  details: inTurn(MDXComponents.details),
};

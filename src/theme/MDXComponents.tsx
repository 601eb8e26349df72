import MDXComponents from '@theme-original/MDXComponents';
import ScrollTable from '@site/src/components/ScrollTable';
import {inTurn, inTurnAtTop} from '@site/plugins/preact/HydrateInTurn';

// Tables, code blocks, admonitions and collapsibles, a long page's heaviest
// blocks, each hydrate in a turn of their own (plugins/preact/HydrateInTurn);
// so do the paragraphs, lists and headings at the top of a doc's content
// (inside src/theme/DocItem/Content), not those nested in another block.
// Each renders one element, which a part must.
// Markdown tables that scroll sideways become focus stops
// (src/components/ScrollTable); the other components are the theme's.
export default {
  ...MDXComponents,
  table: inTurn(ScrollTable),
  pre: inTurn(MDXComponents.pre),
  admonition: inTurn(MDXComponents.admonition),
  details: inTurn(MDXComponents.details),
  p: inTurnAtTop('p'),
  ul: inTurnAtTop(MDXComponents.ul),
  ol: inTurnAtTop('ol'),
  h2: inTurnAtTop(MDXComponents.h2),
  h3: inTurnAtTop(MDXComponents.h3),
  h4: inTurnAtTop(MDXComponents.h4),
};

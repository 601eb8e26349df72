import MDXComponents from '@theme-original/MDXComponents';
import ScrollTable from '@site/src/components/ScrollTable';

// Markdown tables that scroll sideways become focus stops
// (src/components/ScrollTable); the other components are the theme's.
export default {
  ...MDXComponents,
  table: ScrollTable,
};

/**
 * Drawn illustrations for the guides: language-neutral SVG (shapes, arrows and
 * numbered callouts, no sentences), coloured through CSS variables so that
 * they follow the light and dark themes. Each takes its accessible name from
 * the page, in the page's language.
 */
export {default as DevToolsNetwork} from './DevToolsNetwork';
export {default as DevToolsStorage} from './DevToolsStorage';
export {default as CopyToStorage} from './CopyToStorage';

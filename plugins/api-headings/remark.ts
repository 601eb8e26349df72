import type {Heading, Root} from 'mdast';

/** Class of an endpoint's heading on an API page (src/css/custom.css). */
export const ROUTE_CLASS = 'api-route';
/** Class of the headings of an endpoint's parts: request, response, errors… */
export const PART_CLASS = 'api-route-part';

/**
 * A docs file of the API reference: the `api` folder at the root of the
 * current docs (`docs/`, a translation's `current/`) or of a version
 * (`version-x.y.z/`); a folder named `api` above the site does not count.
 */
const API_FILE = /[\\/](?:docs|current|version-[^\\/]+)[\\/]api[\\/]/;

function addClass(heading: Heading, className: string): void {
  const data = (heading.data ??= {}) as {hProperties?: Record<string, unknown>};
  data.hProperties = {...data.hProperties, className};
}

/**
 * Remark plugin for the API reference (docs under an `api` folder): marks each
 * endpoint's heading — a heading that is only inline code, `METHOD /path` or a
 * task action's name — and the headings of its parts with a class, whatever
 * their level. An endpoint is a third-level heading on most API pages and a
 * second-level one on a page that holds a single group of endpoints
 * (gen-api-docs.mjs), so the styles cannot key on the level.
 */
export default function remarkApiHeadings() {
  return (tree: Root, file?: {path?: string}): void => {
    if (file?.path !== undefined && !API_FILE.test(file.path)) return;
    let route: Heading | undefined;
    for (const node of tree.children) {
      if (node.type !== 'heading') continue;
      const [first, ...rest] = node.children;
      if (
        first?.type === 'inlineCode' &&
        rest.every((n) => n.type === 'text' && !n.value.trim())
      ) {
        route = node;
        addClass(node, ROUTE_CLASS);
      } else if (route && node.depth === route.depth + 1) {
        addClass(node, PART_CLASS);
      } else if (route && node.depth <= route.depth) {
        route = undefined;
      }
    }
  };
}

import path from 'node:path';
import {createRequire} from 'node:module';
import {inlineSource} from '../../language-detection';
import {ROUTE_DATA_ID, ROUTE_DATA_PREFIX} from '../route-data/constants';

/**
 * Docusaurus's page template (the default of the `ssrTemplate` option),
 * with the page's scripts started after the first paint instead of as
 * `defer` scripts in <head> (see ./load.js). Everything else in the
 * template is Docusaurus's own: the template is read from the installed
 * version and only its scripts loop is replaced, so the build stops if that
 * loop changes shape.
 */
export const DOCUSAURUS_TEMPLATE =
  '@docusaurus/core/lib/ssg/ssgTemplate.html.js';

/** The loop of `defer` script tags in Docusaurus's template. */
export const SCRIPTS_LOOP =
  /<% it\.scripts\.forEach\(\(script\) => \{ %>\s*<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>\s*<% \}\); %>/;

/** The id of the JSON list of the page's scripts (read by load.js). */
export const LIST_ID = '__page-scripts';

/** load.js, as it ships in every page. */
export function loaderSource(): string {
  return inlineSource(path.join(__dirname, 'load.js'));
}

/**
 * What takes the loop's place: the page's script addresses as data, not a
 * script (the CSP hashes only executable inline scripts; `<` is escaped so
 * that no address can close the element), then the loader, the same in
 * every page, so the CSP needs one hash for it. Entries that are the data of
 * the page's routes, not files (../route-data), go into a JSON list of their
 * own, read by the browser's route registry.
 */
function replacement(): string {
  const prefix = JSON.stringify(ROUTE_DATA_PREFIX);
  const isData = `(script) => script.startsWith(${prefix})`;
  const list = `JSON.stringify(it.scripts.filter((script) => !(${isData})(script)).map((script) => it.baseUrl + script)).replace(/</g, '\\\\u003c')`;
  const data = `('[' + it.scripts.filter(${isData}).map((script) => script.slice(${prefix}.length)).join(',') + ']').replace(/</g, '\\\\u003c')`;
  return [
    `<script type="application/json" id="${ROUTE_DATA_ID}"><%~ ${data} %></script>`,
    `<script type="application/json" id="${LIST_ID}"><%~ ${list} %></script>`,
    `<script>(function(){${loaderSource()}`,
    `openlistLoadScripts(document,window,${JSON.stringify(LIST_ID)})})()</script>`,
  ].join('\n');
}

export function paintFirstTemplate(): string {
  const require = createRequire(__filename);
  const template = (require(DOCUSAURUS_TEMPLATE) as {default: string}).default;
  if (!SCRIPTS_LOOP.test(template)) {
    throw new Error(
      `paint-first: the scripts loop of ${DOCUSAURUS_TEMPLATE} changed; re-read it and adapt plugins/framework-patches/paint-first.`,
    );
  }
  return template.replace(SCRIPTS_LOOP, replacement);
}

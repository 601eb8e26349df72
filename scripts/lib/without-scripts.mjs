/**
 * A page's HTML without the scripts a browser would run: the bench's floor
 * (`npm run bench`, "Lighthouse"), what the same page costs the machine
 * when it only parses, styles, lays out and paints it.
 *
 * Removed: every `<script>` element a browser executes (no `type`, an empty
 * one, a JavaScript MIME type or `module`) and the links that only fetch
 * scripts (`modulepreload`, `preload` as a script). Data blocks stay (JSON,
 * JSON-LD: the browser reads them as text and runs nothing). Every other
 * byte stays as the host serves it, so the elements are cut out of the
 * markup with regular expressions: an HTML parser's serialisation would
 * quote the minified pages' attributes and change bytes the measurement
 * should keep. An inline script cannot hold `</script>` (HTML ends the
 * element there), so the first one closes it.
 */

const SCRIPT = /<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi;
const LINK = /<link\b([^>]*)>/gi;

/** The value of attribute `name` in a tag's attribute text, or null. */
function attribute(attributes, name) {
  const match = new RegExp(
    `(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`,
    'i',
  ).exec(attributes);
  if (!match) {
    return new RegExp(`(?:^|\\s)${name}(?=\\s|/|$)`, 'i').test(attributes)
      ? ''
      : null;
  }
  return match[1] ?? match[2] ?? match[3];
}

const JAVASCRIPT_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
]);

/** Whether a `<script>` with these attributes is run by the browser. */
export function isExecutable(attributes) {
  const type = attribute(attributes, 'type');
  if (type === null) return true;
  return JAVASCRIPT_TYPES.has(type.trim().toLowerCase());
}

/** Whether a `<link>` with these attributes only fetches a script. */
function fetchesScript(attributes) {
  const rel = (attribute(attributes, 'rel') ?? '').toLowerCase().split(/\s+/);
  if (rel.includes('modulepreload')) return true;
  return (
    rel.includes('preload') &&
    (attribute(attributes, 'as') ?? '').toLowerCase() === 'script'
  );
}

/** `html` without its executable scripts and script preloads. */
export function withoutScripts(html) {
  return html
    .replace(SCRIPT, (element, attributes) =>
      isExecutable(attributes) ? '' : element,
    )
    .replace(LINK, (element, attributes) =>
      fetchesScript(attributes) ? '' : element,
    );
}

// Chinese text is indexed and searched one character at a time, and a query
// in Chinese is searched as an exact phrase.
//
// Pagefind splits Chinese into words with a dictionary when it indexes a page
// and with the browser's Intl.Segmenter when the reader searches, and the two
// disagree: 挂载路径 was indexed as one word on some pages and as 挂载 + 路径
// on others, so readers missed most pages that contain what they typed
// (Pagefind issue #1237). With a separator between Chinese characters, both
// sides see the same single-character words, and the phrase query finds
// exactly the pages whose text contains the query. The separator is a
// zero-width space: invisible, and removed from what Pagefind shows.

/** Chinese (and Japanese kana and ideographs): the characters indexed one by one. */
export const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const CJK_SOURCE = CJK.source;

/** The word separator put between Chinese characters in the index. */
export const SEPARATOR = '\u200b';

const BEFORE_CJK = new RegExp(`([^\\s${SEPARATOR}])(?=${CJK_SOURCE})`, 'g');
const AFTER_CJK = new RegExp(`(${CJK_SOURCE})(?=[^\\s${SEPARATOR}])`, 'g');

/** "WebDAV挂载" → "WebDAV·挂·载" (· the separator): one on each side of every Chinese character. */
export function separateCjk(text) {
  return text
    .replace(AFTER_CJK, `$1${SEPARATOR}`)
    .replace(BEFORE_CJK, `$1${SEPARATOR}`);
}

/** Elements whose content is not text a reader sees, whole, end tag included. */
const RAW_TEXT_ELEMENT =
  /<(script|style|template|textarea)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;

/** Separates the Chinese characters of HTML without raw-text elements. */
function separateCjkInMarkup(html) {
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (!part || part.startsWith('<')) return part;
      // Also at the text's ends: the next text may start after a tag
      // (挂载<b>路径</b>) and Pagefind joins the two.
      const text = separateCjk(part);
      return `${CJK.test(text[0]) ? SEPARATOR : ''}${text}${
        CJK.test(text[text.length - 1]) ? SEPARATOR : ''
      }`;
    })
    .join('');
}

/**
 * Separates the Chinese characters of an HTML page's text, leaving its tags,
 * attributes, scripts and styles alone. Scripts and styles are set aside
 * whole first: their code may hold a "<" (`i<a.length`), which a split on
 * tags would take for the start of one, and then miss the end tag after it.
 */
export function separateCjkInHtml(html) {
  let out = '';
  let last = 0;
  for (const match of html.matchAll(RAW_TEXT_ELEMENT)) {
    out += separateCjkInMarkup(html.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return out + separateCjkInMarkup(html.slice(last));
}

/** Removes the separators from text Pagefind returns (titles, excerpts). */
export function joinCjk(text) {
  return (text ?? '').split(SEPARATOR).join('');
}

/**
 * How to search for what the reader typed. Each space-separated part with
 * Chinese in it must appear exactly, as a phrase of its characters; other
 * parts are words for Pagefind's word search (with its stemming).
 *
 * It is one word search of every word and character, which ranks the pages
 * (a phrase search ranks single characters poorly), and one phrase search
 * per Chinese part, which the ranked pages must all be in (Pagefind honours
 * a quoted phrase only when it is the whole query).
 * - "挂载路径" → {ranked: '挂 载 路 径', phrases: ['"挂 载 路 径"']}
 * - "S3 对象存储" → {ranked: 'S3 对 象 存 储', phrases: ['"对 象 存 储"']}
 * @returns {{ranked: string, phrases: string[]}}
 */
export function searchPlan(query) {
  const words = [];
  const phrases = [];
  for (const part of query.replace(/["“”]/g, ' ').split(/\s+/)) {
    if (!part) continue;
    if (!CJK.test(part)) {
      words.push(part);
      continue;
    }
    const pieces = separateCjk(part).split(SEPARATOR).filter(Boolean);
    words.push(...pieces);
    if (pieces.length > 1) phrases.push(`"${pieces.join(' ')}"`);
  }
  return {ranked: words.join(' '), phrases};
}

// The ground truth of the search benchmark: which built pages contain a query.
// It reads the same part of each page the index is built from (the <main>
// element without its chrome), so "the page contains the query" means what a
// reader sees in the page's text.
import fs from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import * as snowballModule from 'snowball-stemmers';
import {EXCLUDED_SELECTORS, SKIPPED, htmlFiles, routeOf} from './indexer.mjs';
import {CJK} from './cjk.mjs';

/** Elements whose edges separate words, as they do on screen. */
const BLOCKS = new Set(
  'address article aside blockquote br dd details div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table tbody td tfoot th thead tr ul'.split(
    ' ',
  ),
);
/** Never indexed by Pagefind (it leaves out forms, form labels and drawings too). */
const SKIPPED_ELEMENTS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'form',
  'label',
  'svg',
]);

/** The text of a node, with a line break at every block edge. */
function textOf($, node) {
  if (node.type === 'text') return node.data;
  if (node.type !== 'tag' || SKIPPED_ELEMENTS.has(node.name)) return '';
  const inner = (node.children ?? []).map((child) => textOf($, child)).join('');
  return BLOCKS.has(node.name) ? `\n${inner}\n` : inner;
}

/** Lower case, compatibility forms folded (full-width letters), spaces collapsed. */
export function normalize(text) {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

const WORD = /[\p{L}\p{N}]/u;
// A CommonJS module: its exports are the default import in Node, the
// namespace when the unit tests compile this file.
const snowball = snowballModule.default ?? snowballModule;
const englishStemmer = snowball.newStemmer('english');
const stems = new Map();
/** The Snowball English stem (Pagefind's English stemmer is Snowball's). */
export function stem(word) {
  let result = stems.get(word);
  if (result === undefined)
    stems.set(word, (result = englishStemmer.stem(word)));
  return result;
}

function startsAWord(text, part, english) {
  // Pagefind's English index leaves out the second half of a hyphenated word
  // when it has digits: "beta-aria2" is found by "beta" and "aria", not by
  // "aria2" (while "-aria2" alone is a word). Its Chinese index keeps it.
  const digits = english && /\d/.test(part);
  let from = text.indexOf(part);
  while (from !== -1) {
    const before = text[from - 1];
    const hyphenated = before === '-' && WORD.test(text[from - 2] ?? '');
    if (from === 0 || (!WORD.test(before) && !(digits && hyphenated)))
      return true;
    from = text.indexOf(part, from + 1);
  }
  return false;
}

const SPACE_BY_CJK = new RegExp(
  `\\s+(?=${CJK.source})|(?<=${CJK.source})\\s+`,
  'g',
);

/**
 * Text without the spaces next to Chinese characters: Chinese typography
 * puts a space between Latin and Chinese words ("通过 WebDAV 挂载"), which
 * readers do not type ("WebDAV挂载"), and the index does not see.
 */
export function compact(text) {
  return text.replace(SPACE_BY_CJK, '');
}

/**
 * Whether a page contains a query: every space-separated part of it.
 * - A part with Chinese characters may sit anywhere in the text: Chinese has
 *   no spaces between words (nor, here, next to them; see compact).
 * - Any other part must start a word: "log" is in "login", not in "catalog".
 * - On English pages a plain word also matches its other forms, as the
 *   stemmed index does: "mounting" is in a page that says "mounted" or
 *   "mount" (a word whose stem starts with the query's stem).
 */
export function contains(page, query, {english = false} = {}) {
  const parts = normalize(query).split(' ').filter(Boolean);
  return (
    parts.length > 0 &&
    parts.every((part) => {
      if (CJK.test(part)) return page.compact.includes(part);
      if (startsAWord(page.text, part, english)) return true;
      if (!english || !/^[a-z]+$/.test(part)) return false;
      const root = stem(part);
      for (const word of page.words) {
        if (stem(word).startsWith(root)) return true;
      }
      return false;
    })
  );
}

/**
 * The indexed pages of one locale's build, with their normalized text.
 * @returns {Promise<{url: string, title: string, text: string, compact: string, words: Set<string>}[]>}
 */
export async function loadPages({outDir, baseUrl, skipDirs}) {
  const files = (await htmlFiles(outDir, skipDirs)).filter(
    (file) => !SKIPPED.some((pattern) => pattern.test(file)),
  );
  const pages = [];
  for (const file of files) {
    const $ = cheerio.load(await fs.readFile(path.join(outDir, file), 'utf8'));
    const main = $('main').first();
    if (!main.length) continue;
    main.find(EXCLUDED_SELECTORS.join(',')).remove();
    const raw = textOf($, main[0]);
    // Pagefind also indexes the parts of a camel-case word: "RefreshToken"
    // is found by "token", and so is a part after capitals: "XPath" by
    // "path". They are added after the text, one per line.
    const camelParts = raw.match(/(?<=[A-Za-z0-9])[A-Z][a-z]+/g) ?? [];
    const text = normalize(`${raw}\n${camelParts.join('\n')}`);
    pages.push({
      url: routeOf(baseUrl, file),
      title: normalize($('h1').first().text()),
      text,
      compact: compact(text),
      words: new Set(text.match(/[a-z]+/g)),
    });
  }
  return pages;
}

/** The URLs of the pages that contain the query. */
export function truth(pages, query, options) {
  return pages
    .filter((page) => contains(page, query, options))
    .map((p) => p.url);
}

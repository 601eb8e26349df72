/**
 * Search result helpers: Pagefind excerpts are turned into plain text parts
 * (never injected as HTML), and results into one flat, keyboard-navigable list.
 */

export interface ExcerptPart {
  text: string;
  highlight: boolean;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

export function decodeEntities(text: string): string {
  return text.replace(
    /&(#x[0-9a-f]+|#\d+|[a-z]+);/gi,
    (match, code: string) => {
      if (code[0] === '#') {
        const value =
          code[1] === 'x' || code[1] === 'X'
            ? parseInt(code.slice(2), 16)
            : parseInt(code.slice(1), 10);
        return Number.isFinite(value) ? String.fromCodePoint(value) : match;
      }
      return ENTITIES[code.toLowerCase()] ?? match;
    },
  );
}

/**
 * "a <mark>b</mark> c" → [a ][b*][ c]; any other tag is dropped. Adjacent
 * parts with the same highlight are joined: a Chinese phrase comes back as
 * one highlighted character after another, and is shown as one mark.
 */
export function excerptParts(html: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let highlight = false;
  for (const token of html.split(/(<\/?mark>)/i)) {
    if (/^<mark>$/i.test(token)) highlight = true;
    else if (/^<\/mark>$/i.test(token)) highlight = false;
    else {
      const text = decodeEntities(token.replace(/<[^>]*>/g, ''));
      const last = parts[parts.length - 1];
      if (!text) continue;
      if (last?.highlight === highlight) last.text += text;
      else parts.push({text, highlight});
    }
  }
  return parts;
}

/** Pages shown at first, and added by each "Show more". */
export const PAGE_SIZE = 8;

const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;

/**
 * Whether to offer searching the documentation in the other language: on
 * the English site whenever the query contains Chinese characters; on the
 * Chinese site when a query without them finds nothing.
 */
export function crossLocaleOffer({
  locale,
  query,
  total,
}: {
  locale: string;
  query: string;
  total: number;
}): boolean {
  if (locale === 'en') return HAN.test(query);
  return !HAN.test(query) && total === 0;
}

export interface PageHit {
  url: string;
  title: string;
  excerpt: string;
  sections: {url: string; title: string; excerpt: string}[];
}

export interface SearchOption {
  id: string;
  url: string;
  page: string;
  /** Section heading, or null when the option is the page itself. */
  section: string | null;
  excerpt: string;
}

/**
 * One option per matching section (at most `maxSections` a page), or the page
 * itself when no section matched. Section URLs keep their #anchor.
 */
export function toOptions(hits: PageHit[], maxSections = 3): SearchOption[] {
  return hits.flatMap((hit, pageIndex) => {
    const sections = hit.sections
      .filter((s) => s.url !== hit.url)
      .slice(0, maxSections);
    if (sections.length === 0) {
      return [
        {
          id: `r${pageIndex}`,
          url: hit.url,
          page: hit.title,
          section: null,
          excerpt: hit.excerpt,
        },
      ];
    }
    return sections.map((section, i) => ({
      id: `r${pageIndex}-${i}`,
      url: section.url,
      page: hit.title,
      section: section.title === hit.title ? null : section.title,
      excerpt: section.excerpt,
    }));
  });
}

/** Keyboard shortcut that opens search: Ctrl/⌘+K, or "/" outside text fields. */
export function isSearchShortcut(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}): boolean {
  if (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    event.key.toLowerCase() === 'k'
  ) {
    return true;
  }
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey)
    return false;
  const target = event.target as {
    tagName?: string;
    isContentEditable?: boolean;
  } | null;
  const tag = target?.tagName?.toLowerCase();
  return !(
    tag === 'input' ||
    tag === 'textarea' ||
    tag === 'select' ||
    target?.isContentEditable
  );
}

/**
 * Calls `onPrefix` with the longest run of results, from the first, whose
 * values have arrived, each time that run grows; the last call has
 * `complete` true. Results keep their rank: result 2 is never shown before
 * result 1, however the loads finish. Rejects when a load fails.
 */
export async function inRankOrder<T>(
  loads: readonly Promise<T>[],
  onPrefix: (items: T[], complete: boolean) => void,
): Promise<void> {
  if (loads.length === 0) {
    onPrefix([], true);
    return;
  }
  const values: T[] = [];
  const arrived: boolean[] = loads.map(() => false);
  let shown = 0;
  await Promise.all(
    loads.map((load, index) =>
      load.then((value) => {
        values[index] = value;
        arrived[index] = true;
        let next = shown;
        while (next < loads.length && arrived[next]) next += 1;
        if (next > shown) {
          shown = next;
          onPrefix(values.slice(0, shown), shown === loads.length);
        }
      }),
    ),
  );
}

/**
 * How much a page is about a query: 0 when its title is the query, 1 when
 * its title contains every space-separated part of the query, 2 when one of
 * its section headings does, 3 when only its text does. `headings` is the
 * page's title then its headings, lower case (the index's titles file). The
 * page named after the query comes before the pages that name it among
 * other things ("Offline download" before "Links and offline download").
 */
export function aboutRank(
  headings: readonly string[] | undefined,
  query: string,
): number {
  const parts = query
    .normalize('NFKC')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
  const has = (text: string | undefined) =>
    text !== undefined && parts.every((part) => text.includes(part));
  if (!headings || parts.length === 0) return 3;
  const title = headings[0]?.normalize('NFKC').replace(/\s+/g, ' ').trim();
  if (title === parts.join(' ')) return 0;
  if (has(headings[0])) return 1;
  return headings.slice(1).some(has) ? 2 : 3;
}

/**
 * The pages about the query first (its title, then a heading, contains the
 * query), each group in the engine's order.
 */
export function rankByTitles<T extends {id: string}>(
  results: readonly T[],
  titles: Readonly<Record<string, readonly string[]>>,
  query: string,
): T[] {
  return results
    .map((result, index) => ({
      result,
      index,
      rank: aboutRank(titles[result.id], query),
    }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({result}) => result);
}

/**
 * Where the index of what the reader is reading lives: the locale's own index
 * for the current docs and every page outside the docs, the version's index
 * (`<locale base>/<version path>/pagefind/`) inside an older docs version.
 */
export function indexBase(localeBase: string, versionPath: string): string {
  const base = localeBase.endsWith('/') ? localeBase : `${localeBase}/`;
  return versionPath ? `${base}${versionPath}/` : base;
}

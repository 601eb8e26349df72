import {
  inRankOrder,
  PAGE_SIZE,
  rankByTitles,
  type PageHit,
} from '@site/plugins/search/lib/search';
import {joinCjk, searchPlan} from '@site/plugins/search/cjk.mjs';

/** The parts of Pagefind's browser API we use. */
interface PagefindApi {
  init(): Promise<void>;
  options(options: Record<string, unknown>): Promise<void>;
  search(term: string): Promise<{
    results: {id: string; data(): Promise<PagefindData>}[];
  } | null>;
}

interface PagefindData {
  url: string;
  excerpt: string;
  meta: {title?: string};
  sub_results: {url: string; title: string; excerpt: string}[];
}

let loading: {url: string; api: Promise<PagefindApi>} | undefined;
let titles: {url: string; data: Promise<Record<string, string[]>>} | undefined;

/**
 * The titles and headings of the locale's pages, written by the indexer
 * next to the index (plugins/search/indexer.mjs), loaded once. Without it
 * the results keep the engine's order.
 */
function loadTitles(baseUrl: string): Promise<Record<string, string[]>> {
  const url = `${baseUrl}pagefind/titles.json`;
  if (titles?.url !== url) {
    const data = fetch(url)
      .then((response) => (response.ok ? response.json() : {}))
      .catch(() => ({}));
    titles = {url, data};
  }
  return titles.data;
}

/**
 * Loads the locale's Pagefind bundle from the built site (not from the
 * JavaScript bundle), once. Rejects when the index cannot be loaded.
 */
export function loadPagefind(baseUrl: string): Promise<PagefindApi> {
  const url = `${baseUrl}pagefind/pagefind.js`;
  void loadTitles(baseUrl);
  if (loading?.url !== url) {
    const api = import(/* webpackIgnore: true */ url).then(
      async (module: PagefindApi) => {
        // Result URLs are indexed with the locale's base URL already.
        await module.options({excerptLength: 24, baseUrl: '/'});
        await module.init();
        return module;
      },
    );
    api.catch(() => {
      // Let the next attempt try again (e.g. after a network hiccup).
      if (loading?.api === api) loading = undefined;
    });
    loading = {url, api};
  }
  return loading.api;
}

function toHit(d: PagefindData): PageHit {
  return {
    url: d.url,
    title: joinCjk(d.meta.title ?? d.url),
    excerpt: joinCjk(d.excerpt),
    sections: d.sub_results.map((s) => ({
      url: s.url,
      title: joinCjk(s.title),
      excerpt: joinCjk(s.excerpt),
    })),
  };
}

type Result = {id: string; data(): Promise<PagefindData>};

/** A search that stopped because the reader started a newer one. */
class SupersededSearch extends Error {}

/**
 * The last query's ranked results and the hits loaded for them, so that
 * "Show more" only loads the next page's fragments instead of searching
 * and building every excerpt again.
 */
let last:
  | {
      key: string;
      results: Promise<Result[]>;
      hits: Map<string, Promise<PageHit>>;
    }
  | undefined;

async function rankedResults(
  baseUrl: string,
  query: string,
): Promise<Result[]> {
  const headings = loadTitles(baseUrl);
  const pagefind = await loadPagefind(baseUrl);
  const plan = searchPlan(query);
  const [response, ...phrases] = await Promise.all(
    [plan.ranked, ...plan.phrases].map((term) => pagefind.search(term)),
  );
  const within = phrases.map(
    (phrase) => new Map(phrase?.results.map((result) => [result.id, result])),
  );
  // Ranked by the word search; shown (sections, excerpt, highlights) from the
  // first phrase search, whose matches are the exact Chinese phrase.
  return rankByTitles(
    (response?.results ?? []).flatMap((result) =>
      within.every((ids) => ids.has(result.id))
        ? [within[0]?.get(result.id) ?? result]
        : [],
    ),
    await headings,
    query,
  );
}

/**
 * Searches and reports the top `limit` pages as their fragments arrive: the
 * first result is shown as soon as its own fragment is loaded; the others
 * are fetched together after it and follow in rank order. Asking again for
 * the same query with a larger limit reuses what was loaded.
 */
export async function searchPages(
  baseUrl: string,
  query: string,
  onUpdate: (update: {
    hits: PageHit[];
    total: number;
    complete: boolean;
  }) => void,
  limit = PAGE_SIZE,
): Promise<void> {
  const key = `${baseUrl}\n${query}`;
  if (last?.key !== key) {
    const results = rankedResults(baseUrl, query);
    // A failed search is not kept: the next attempt searches again.
    results.catch(() => {
      if (last?.results === results) last = undefined;
    });
    last = {key, results, hits: new Map()};
  }
  const {results: ranked, hits} = last;
  // Whether this is still the latest search. Once the reader has typed
  // more, an older search loads no more pages: Pagefind keeps one object
  // per page and writes each search's excerpt into it when the page's
  // fragment arrives, so an older search asking for a page after the newer
  // one did would leave its own highlights in the newer search's result.
  // Asking for fewer fragments also saves the reader their download.
  const latest = () => last?.hits === hits;
  const results = await ranked;
  if (!latest()) return;
  // The first fragment is fetched alone, so that on a slow connection it
  // does not share the bandwidth with the others.
  const shown = results.slice(0, limit);
  const load = (result: Result, after?: Promise<unknown>) => {
    let hit = hits.get(result.id);
    if (!hit) {
      hit = (after ?? Promise.resolve())
        .then(() => {
          if (!latest()) throw new SupersededSearch();
          return result.data();
        })
        .then(toHit);
      hits.set(result.id, hit);
      const loaded = hit;
      loaded.catch(() => {
        if (hits.get(result.id) === loaded) hits.delete(result.id);
      });
    }
    return hit;
  };
  const first = shown[0] && load(shown[0]);
  const loads = shown.map((result, index) =>
    index === 0 ? first! : load(result, first),
  );
  try {
    await inRankOrder(loads, (hits, complete) => {
      if (latest()) onUpdate({hits, total: results.length, complete});
    });
  } catch (error) {
    // The newer search reports; this one stops quietly.
    if (error instanceof SupersededSearch) return;
    throw error;
  }
}

import {inRankOrder, type PageHit} from '@site/src/lib/search';

/** The parts of Pagefind's browser API we use. */
interface PagefindApi {
  init(): Promise<void>;
  options(options: Record<string, unknown>): Promise<void>;
  search(term: string): Promise<{
    results: {data(): Promise<PagefindData>}[];
  } | null>;
}

interface PagefindData {
  url: string;
  excerpt: string;
  meta: {title?: string};
  sub_results: {url: string; title: string; excerpt: string}[];
}

let loading: {url: string; api: Promise<PagefindApi>} | undefined;

/**
 * Loads the locale's Pagefind bundle from the built site (not from the
 * JavaScript bundle), once. Rejects when the index cannot be loaded.
 */
export function loadPagefind(baseUrl: string): Promise<PagefindApi> {
  const url = `${baseUrl}pagefind/pagefind.js`;
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
    title: d.meta.title ?? d.url,
    excerpt: d.excerpt,
    sections: d.sub_results.map((s) => ({
      url: s.url,
      title: s.title,
      excerpt: s.excerpt,
    })),
  };
}

/**
 * Searches and reports the top `limit` pages as their fragments arrive: the
 * first result is shown as soon as its own fragment is loaded, without
 * waiting for the others (they load in parallel and follow in rank order).
 */
export async function searchPages(
  baseUrl: string,
  query: string,
  onUpdate: (update: {
    hits: PageHit[];
    total: number;
    complete: boolean;
  }) => void,
  limit = 8,
): Promise<void> {
  const pagefind = await loadPagefind(baseUrl);
  const response = await pagefind.search(query);
  const results = response?.results ?? [];
  await inRankOrder(
    results.slice(0, limit).map((r) => r.data().then(toHit)),
    (hits, complete) => onUpdate({hits, total: results.length, complete}),
  );
}

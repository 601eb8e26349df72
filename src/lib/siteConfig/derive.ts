import type {NavItem, RedirectRule} from './types';

/**
 * Pure functions that turn the validated site configuration into the pieces of
 * Docusaurus configuration built from it. They take no Docusaurus types so that
 * they stay unit-testable; the shapes match what the classic theme expects.
 */

// A type alias (not an interface) so it fits Docusaurus's index-signature type.
export type DerivedNavbarItem = {
  label?: string;
  position: 'left' | 'right';
  to?: string;
  href?: string;
  type?: 'dropdown' | 'custom-versionMenu';
  items?: {label: string; to?: string; href?: string}[];
};

const isExternal = (link: string) => /^https?:\/\//.test(link);

function linkTarget(link: string): {to: string} | {href: string} {
  return isExternal(link) ? {href: link} : {to: link};
}

/** Flattens a nested nav group into dropdown entries ("Group › Item"). */
function flattenItems(
  items: NavItem[],
  prefix = '',
): {label: string; to?: string; href?: string}[] {
  return items.flatMap((item) => {
    const text = item.text ?? '';
    const label = prefix ? `${prefix} › ${text}` : text;
    const own = item.link ? [{label, ...linkTarget(item.link)}] : [];
    return [...own, ...(item.items ? flattenItems(item.items, label) : [])];
  });
}

export function toNavbarItems(nav: NavItem[]): DerivedNavbarItem[] {
  return nav.map((item) => {
    const position = item.position ?? 'left';
    if (item.versions) return {type: 'custom-versionMenu', position};
    if (item.items && item.items.length > 0) {
      return {
        type: 'dropdown',
        label: item.text ?? '',
        position,
        ...(item.link ? linkTarget(item.link) : {}),
        items: flattenItems(item.items),
      };
    }
    return {label: item.text ?? '', position, ...linkTarget(item.link!)};
  });
}

/** The shape `@docusaurus/plugin-client-redirects` takes. */
export function toRedirects(
  rules: RedirectRule[],
): {from: string | string[]; to: string}[] {
  return rules.map(({from, to}) => ({from, to}));
}

/**
 * Edit URL of a doc, post or page from the configured pattern: `:path` becomes
 * the source file's path relative to the repository root, which for a
 * translation is its file under `i18n/<locale>/`.
 */
export function editUrlFor(pattern: string, repoRelativePath: string): string {
  const clean = repoRelativePath.replace(/\\/g, '/').replace(/^\.?\//, '');
  return pattern.replace(':path', clean);
}

export type SearchMode = 'none' | 'local' | 'algolia';

export interface AlgoliaCredentials {
  appId: string;
  apiKey: string;
  indexName: string;
}

/** Algolia credentials from the environment (never committed), if all are set. */
export function algoliaFromEnv(
  env: Record<string, string | undefined>,
): AlgoliaCredentials | null {
  const appId = env.ALGOLIA_APP_ID;
  const apiKey = env.ALGOLIA_API_KEY;
  const indexName = env.ALGOLIA_INDEX_NAME;
  return appId && apiKey && indexName ? {appId, apiKey, indexName} : null;
}

/**
 * Which search the site gets: none when disabled; Algolia DocSearch only when
 * the config asks for it and credentials are given; otherwise the offline index.
 */
export function searchMode(
  search: {enable: boolean; type: 'local' | 'algolia'},
  algolia: AlgoliaCredentials | null,
): SearchMode {
  if (!search.enable) return 'none';
  return search.type === 'algolia' && algolia ? 'algolia' : 'local';
}

/** Blog feed options from site.feed: RSS and Atom when on, none when off. */
export function toFeedOptions(feed: {enable: boolean}) {
  return feed.enable
    ? {type: ['rss', 'atom'] as ('rss' | 'atom')[], xslt: true}
    : {type: null};
}

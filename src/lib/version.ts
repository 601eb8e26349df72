/**
 * The OpenList releases these docs describe: the current docs (the newest
 * release) and each older version kept readable (versions.json, made by
 * `docusaurus docs:version`). Every place that shows a version (navbar
 * version menu, footer, download picker, Docker tags) reads it from here.
 *
 * OPENLIST_VERSION and OPENLIST_RELEASE_DATE stay plain string literals:
 * scripts/build-releases.mjs reads them from this file's text.
 */
export const OPENLIST_VERSION = 'v4.2.5';

/** Release date of {@link OPENLIST_VERSION}, as the spec writes it (YYYY/MM/DD). */
export const OPENLIST_RELEASE_DATE = '2026/08/07';

export const OPENLIST_REPO_URL = 'https://github.com/OpenListTeam/OpenList';

export const OPENLIST_RELEASES_URL = `${OPENLIST_REPO_URL}/releases`;

/** The release notes of one release tag. */
export function releaseNotesUrl(tag: string): string {
  return `${OPENLIST_RELEASES_URL}/tag/${tag}`;
}

export const OPENLIST_RELEASE_NOTES_URL = releaseNotesUrl(OPENLIST_VERSION);

export interface DocsVersion {
  /** The docs plugin's name for it: `current`, or its entry in versions.json. */
  name: string;
  /** The OpenList release tag it describes. */
  tag: string;
  /** That release's date (YYYY/MM/DD). */
  date: string;
  /** Route prefix of its pages ('' for the current docs). */
  path: string;
}

/** Every version of the docs, newest first; the first is the current docs. */
export const DOCS_VERSIONS: readonly DocsVersion[] = [
  {
    name: 'current',
    tag: OPENLIST_VERSION,
    date: OPENLIST_RELEASE_DATE,
    path: '',
  },
  {name: '4.1.5', tag: 'v4.1.5', date: '2025/10/22', path: 'v4.1.5'},
];

/** The version with this docs-plugin name; the current docs for any other. */
export function docsVersion(name: string | undefined): DocsVersion {
  return DOCS_VERSIONS.find((v) => v.name === name) ?? DOCS_VERSIONS[0]!;
}

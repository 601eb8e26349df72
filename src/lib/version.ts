/**
 * The OpenList release these docs describe. Every place that shows the version
 * (navbar version menu, footer, download picker) reads it from here.
 */
export const OPENLIST_VERSION = 'v4.1.5';

/** Release date of {@link OPENLIST_VERSION}, as the spec writes it (YYYY/MM/DD). */
export const OPENLIST_RELEASE_DATE = '2025/10/22';

export const OPENLIST_REPO_URL = 'https://github.com/OpenListTeam/OpenList';

export const OPENLIST_RELEASE_NOTES_URL = `${OPENLIST_REPO_URL}/releases/tag/${OPENLIST_VERSION}`;

export const OPENLIST_RELEASES_URL = `${OPENLIST_REPO_URL}/releases`;

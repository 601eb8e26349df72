/** Fixed values of the site's behaviour (breakpoints, offsets, thresholds) that are not site configuration. */

/** The back-to-top button appears once the page is scrolled past this (px). */
export const BACK_TO_TOP_THRESHOLD = 300;

/** Contributor avatars are this many CSS pixels square. */
export const AVATAR_SIZE = 32;

/** Below this width (px) the navbar collapses into the full-screen menu. */
export const MOBILE_BREAKPOINT = 768;

/**
 * Prism grammars beyond prism-react-renderer's own, for the theme and the
 * build-time highlighting (plugins/code-highlight): Prism component names.
 */
export const PRISM_LANGUAGES = [
  'bash',
  'json',
  'yaml',
  'nginx',
  'ini',
  'go',
  'powershell',
  'docker',
];

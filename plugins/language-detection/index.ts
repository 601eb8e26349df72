import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  DEFAULT_LOCALE,
  LOCALE_SESSION_KEY,
  LOCALE_STORAGE_KEY,
} from '../../src/lib/locale';

/** The rules the inline script applies (see detect.js). */
export interface DetectionConfig {
  storageKey: string;
  sessionKey: string;
  locales: string[];
  defaultLocale: string;
  baseUrl: string;
}

/** Logged when the rules throw (storage disabled…); the reader stays put. */
export const FAILURE_MESSAGE =
  'Language initialisation failed, falling back to en:';

/**
 * A plain script file as an inline script ships it in every page: without
 * its doc comments, line comments and indentation. Also used for the script
 * loader of plugins/framework-patches/paint-first.
 */
export function inlineSource(file: string): string {
  return fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'))
    .join('\n');
}

/** detect.js, as it ships in every page. */
export function detectSource(): string {
  return inlineSource(path.join(__dirname, 'detect.js'));
}

/**
 * The body of the inline <head> script: the rules, then the redirect. The
 * page is hidden before it moves, so a reader who is sent to their language
 * never sees the other one drawn first.
 */
export function inlineScript(config: DetectionConfig): string {
  return `(function(){${detectSource()}
try{var to=openlistLanguage(${JSON.stringify(config)},{pathname:location.pathname,search:location.search,hash:location.hash,languages:navigator.languages||[navigator.language],userAgent:navigator.userAgent,local:localStorage,session:sessionStorage});if(to){document.documentElement.style.display='none';location.replace(to)}}catch(e){console.error(${JSON.stringify(FAILURE_MESSAGE)},e)}})()`;
}

/**
 * Puts the language rules at the top of every page's <head>, where they run
 * before anything renders (the React app starts much later). The script is
 * the same in every page of a build, so the CSP needs one hash for it
 * (scripts/csp.mjs collects it from the build).
 */
export default function languageDetectionPlugin(context: LoadContext): Plugin {
  const {i18n} = context;
  const defaultLocale = i18n.defaultLocale ?? DEFAULT_LOCALE;
  const script = inlineScript({
    storageKey: LOCALE_STORAGE_KEY,
    sessionKey: LOCALE_SESSION_KEY,
    locales: i18n.locales,
    defaultLocale,
    // The site's root (the default locale's), the same in every locale's build.
    baseUrl: i18n.localeConfigs[defaultLocale]!.baseUrl,
  });
  return {
    name: 'language-detection',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: script}]};
    },
  };
}

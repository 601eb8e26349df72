import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {browserLoaderPatch} from '../browserLoader';

/** Docusaurus's Link, as `@docusaurus/Link` resolves. */
export const LINK_MODULE =
  /[\\/]node_modules[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]exports[\\/]Link\.js$/;

/**
 * Links without listeners of their own for intent. Docusaurus's Link gives
 * every internal link a `mouseenter` and a `touchstart` listener that
 * preload its page, and an IntersectionObserver that prefetches it once
 * visible. React attaches those props once at the root; Preact (the site's
 * React, plugins/preact) adds them to each link while the page hydrates:
 * on the home page 126 links, 252 listeners and 126 observers, and a
 * non-passive `touchstart` listener on each link keeps a phone's scrolling
 * waiting for the main thread wherever a touch starts on one. In
 * Lighthouse's browser those listeners were most of the home page's
 * longest task (2026-11-30). A loader (./loader.cjs) takes them out, in
 * the browser bundle; src/clientModules/intentPrefetch.ts preloads on the
 * same intent from two passive listeners on the document.
 */
export default function linkIntentPlugin(): Plugin {
  return browserLoaderPatch(
    'link-intent',
    LINK_MODULE,
    path.join(__dirname, 'loader.cjs'),
  );
}

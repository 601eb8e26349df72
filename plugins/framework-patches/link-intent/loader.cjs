/**
 * Rewrites Docusaurus's Link (./index.ts names the file) for the browser
 * bundle: no pointer or touch listener of its own on each link, and no
 * IntersectionObserver per link. Stops the build when either place is not
 * found exactly once.
 */

/** The listeners Link gives every internal link, to preload its page. */
const LISTENERS =
  'onMouseEnter={onInteractionEnter} onTouchStart={onInteractionEnter}';
/** Where Link starts watching a link's visibility, to prefetch its page. */
const OBSERVER = 'if (IOSupported && el && isInternal) {';

function replaceOnce(source, anchor, replacement) {
  const at = source.indexOf(anchor);
  if (at === -1 || source.indexOf(anchor, at + 1) !== -1)
    throw new Error(
      `link-intent: Docusaurus's Link no longer has one "${anchor}"; ` +
        're-read it and adapt plugins/framework-patches/link-intent.',
    );
  return source.slice(0, at) + replacement + source.slice(at + anchor.length);
}

function withoutLinkListeners(source) {
  const quiet = replaceOnce(source, LISTENERS, '');
  // Prefetch on visibility is off (src/clientModules/intentPrefetch.ts):
  // the observer would only watch.
  return replaceOnce(quiet, OBSERVER, 'if (false) {');
}

module.exports = function linkIntentLoader(source) {
  return withoutLinkListeners(source);
};
module.exports.withoutLinkListeners = withoutLinkListeners;
module.exports.LISTENERS = LISTENERS;
module.exports.OBSERVER = OBSERVER;

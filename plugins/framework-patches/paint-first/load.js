/**
 * Starts the page's scripts once the browser has parsed and drawn the page.
 * Inlined in every page by ./index.ts (so it must stay plain ES5, with no
 * comments that the inliner cannot strip); tests/unit/paint-first.test.ts
 * runs it with a stand-in document.
 *
 * With `defer` scripts, a phone on a slow network downloads the page's
 * JavaScript alongside its HTML and CSS, and runs it before it draws the
 * page: the text appears later. Started after the first frame, the scripts
 * no longer compete with what the first paint needs; the page is the server
 * HTML until then, so nothing is missing but interactivity.
 *
 * Like `defer` scripts, they never run before the whole document is parsed:
 * a browser may draw a long page before its end has arrived, and React must
 * not hydrate half of it.
 *
 * @param {Document} doc
 * @param {{requestAnimationFrame: function(function(): void): unknown,
 *   setTimeout: function(function(): void, number): unknown}} win
 * @param {string} listId  the id of the JSON list of script addresses
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called by the inline script around this text
function openlistLoadScripts(doc, win, listId) {
  var list = doc.getElementById(listId);
  if (!list) return;
  var urls = JSON.parse(list.textContent);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // Hidden by the language rules: the page is leaving for another address.
    if (doc.documentElement.style.display === 'none') return;
    for (var i = 0; i < urls.length; i++) {
      var script = doc.createElement('script');
      script.src = urls[i];
      // Run in list order, as `defer` scripts do: the runtime first.
      script.async = false;
      doc.head.appendChild(script);
    }
  }
  function afterNextFrame() {
    // A page in a background tab draws no frame until it is shown.
    if (doc.visibilityState === 'hidden') {
      start();
      return;
    }
    doc.addEventListener('visibilitychange', start);
    // The frame's callbacks run before it is drawn, the task after it once
    // it is.
    win.requestAnimationFrame(function () {
      win.setTimeout(start, 0);
    });
  }
  if (doc.readyState === 'loading') {
    doc.addEventListener('DOMContentLoaded', afterNextFrame);
  } else {
    afterNextFrame();
  }
}

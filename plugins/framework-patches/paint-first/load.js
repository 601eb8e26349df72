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
 * "Drawn" is what the browser reports as the first contentful paint: the
 * moment that frame reached the screen, or, where paint timing is missing,
 * the task after the first frame. The two can be far apart: on 2026-11-30
 * Lighthouse's Chromium drew the first frame at 0.3 s and showed it at
 * 1.2 s, so in half of the runs scripts started after the drawing ran before
 * the showing, and Lighthouse counted their work into the page's largest
 * paint (2.6 s against 1.1 s). (It held the frame when that frame was the
 * page's first and already its whole layout; where an almost empty frame
 * came first, the page was shown at once. Measured 2026-12-01, see
 * ARCHITECTURE.md.)
 *
 * Like `defer` scripts, they never run before the whole document is parsed:
 * a browser may draw a long page before its end has arrived, and React must
 * not hydrate half of it.
 *
 * @param {Document} doc
 * @param {{requestAnimationFrame: function(function(): void): unknown,
 *   setTimeout: function(function(): void, number): unknown,
 *   PerformanceObserver?: Function}} win
 * @param {string} listId  the id of the JSON list of script addresses
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called by the inline script around this text
function openlistLoadScripts(doc, win, listId) {
  var SLICE_MS = 4;
  var list = doc.getElementById(listId);
  if (!list) return;
  var urls = JSON.parse(list.textContent);
  var started = false;
  function now() {
    var performance = win.performance;
    return performance && performance.now
      ? performance.now()
      : new Date().getTime();
  }
  // Already in the document: the bundler's runtime, once it runs, adds the
  // chunks the page asks for itself (and takes an element it finds).
  function present(url) {
    var scripts = doc.getElementsByTagName('script');
    for (var j = 0; j < scripts.length; j++)
      if (scripts[j].getAttribute('src') === url) return true;
    return false;
  }
  // Starting a fetch costs the main thread: with the browser's developer
  // tools recording (as Lighthouse does), 1 to 2 ms a script and at times
  // far more, a task of 15 to 29 ms for the 14 a doc page had on
  // 2026-12-01 (11 since). So a task starts scripts for at most
  // SLICE_MS (the one that crosses it may take a few more), and the next
  // task goes on; where a start is cheap, all fit in one.
  function append(from) {
    var began = now();
    for (var i = from; i < urls.length; i++) {
      if (i > from && now() - began >= SLICE_MS) {
        win.setTimeout(function () {
          append(i);
        }, 0);
        return;
      }
      if (present(urls[i])) continue;
      var script = doc.createElement('script');
      script.src = urls[i];
      // Run in list order, as `defer` scripts do: the runtime first.
      script.async = false;
      doc.head.appendChild(script);
    }
  }
  function start() {
    if (started) return;
    started = true;
    // Hidden by the language rules: the page is leaving for another address.
    if (doc.documentElement.style.display === 'none') return;
    append(0);
  }
  function afterFirstPaint() {
    // A page in a background tab draws no frame until it is shown.
    if (doc.visibilityState === 'hidden') {
      start();
      return;
    }
    doc.addEventListener('visibilitychange', start);
    var Observer = win.PerformanceObserver;
    var types = Observer && Observer.supportedEntryTypes;
    if (!types || types.indexOf('paint') === -1) {
      // The frame's callbacks run before it is drawn, the task after it
      // once it is.
      win.requestAnimationFrame(function () {
        win.setTimeout(start, 0);
      });
      return;
    }
    // The browser reports the first contentful paint once that frame is
    // on the screen, which can be well after it was drawn (a compositor
    // that drops frames); starting at the report keeps the page's
    // JavaScript behind what the reader sees.
    var observer = new Observer(function (list) {
      var entries = list.getEntries();
      for (var i = 0; i < entries.length; i++) {
        if (entries[i].name === 'first-contentful-paint') {
          observer.disconnect();
          win.setTimeout(start, 0);
          return;
        }
      }
    });
    observer.observe({type: 'paint', buffered: true});
    // A page with nothing contentful to draw reports no such paint.
    win.setTimeout(start, 3000);
  }
  if (doc.readyState === 'loading') {
    doc.addEventListener('DOMContentLoaded', afterFirstPaint);
  } else {
    afterFirstPaint();
  }
}

/**
 * Lighthouse's Total Blocking Time without the page's main thread waiting.
 *
 * Lighthouse (simulated throttling) takes each main-thread task's duration
 * from the trace of an unthrottled load, as wall time, and multiplies it by
 * its CPU slowdown. On a 2-core machine the renderer's main thread shares
 * the cores with the browser and GPU processes, which are busy with
 * Lighthouse's own tracing and filmstrip screenshots while the page loads,
 * so a task spends much of its wall time waiting for a core: on 2026-12-01
 * a task that evaluated runtime~main.js took 30.7 ms of wall time for
 * 3.0 ms of the thread's processor time, and one of 45.7 ms had 0.2 ms.
 * Simulated, those waits count four times over.
 *
 * `withoutWaits` shortens every top-level task of the page's main thread to
 * its thread time (`tdur`), with what runs inside it scaled alike; the gaps
 * between tasks grow by what was removed, so nothing later moves. Audited
 * again (`lighthouse -A`), the trace gives the TBT the page's own work
 * would score with a core always free. Thread time itself still grows when
 * the cores are shared, so the figure is steadier than Lighthouse's, not
 * steady. `npm run bench` prints it beside Lighthouse's figure; the budget
 * stays on Lighthouse's own.
 */

/** Trace events of `trace` (Lighthouse saves `{traceEvents: […]}`). */
function eventsOf(trace) {
  return Array.isArray(trace) ? trace : trace.traceEvents;
}

/**
 * The page's main thread: of the renderer main threads (`CrRendererMain`),
 * the one that parsed HTML most, then the one with the most events (an
 * about:blank renderer or an out-of-process frame has few).
 */
export function pageMainThread(events) {
  const mains = new Set();
  for (const e of events)
    if (
      e.ph === 'M' &&
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain'
    )
      mains.add(`${e.pid}:${e.tid}`);
  const parses = new Map();
  const counts = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (!mains.has(key)) continue;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if (e.name === 'ParseHTML') parses.set(key, (parses.get(key) ?? 0) + 1);
  }
  const rank = (key) => [parses.get(key) ?? 0, counts.get(key)];
  let best = null;
  for (const key of counts.keys()) {
    if (best === null) {
      best = key;
      continue;
    }
    const [parsed, count] = rank(key);
    const [bestParsed, bestCount] = rank(best);
    if (parsed > bestParsed || (parsed === bestParsed && count > bestCount))
      best = key;
  }
  return best;
}

/**
 * Shortens each top-level `RunTask` of the page's main thread to its thread
 * time, and everything nested in it in proportion. Changes `trace` in place
 * and returns what it did: the tasks shortened and the milliseconds removed.
 */
export function withoutWaits(trace) {
  const events = eventsOf(trace);
  const main = pageMainThread(events);
  if (!main) throw new Error('main-thread-waits: no CrRendererMain thread');
  const mine = events
    .filter((e) => `${e.pid}:${e.tid}` === main && typeof e.ts === 'number')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let task = null;
  let tasks = 0;
  let removedUs = 0;
  for (const e of mine) {
    // An end event (B/E pairs) may fall on its task's last microsecond.
    if (task && (e.ts < task.end || (e.ph === 'E' && e.ts === task.end))) {
      e.ts = task.start + (e.ts - task.start) * task.factor;
      if (typeof e.dur === 'number') e.dur *= task.factor;
      continue;
    }
    task = null;
    if (e.ph !== 'X' || !(e.dur > 0)) continue;
    // A task that did not wait still contains what is nested in it.
    const waited =
      e.name === 'RunTask' && typeof e.tdur === 'number' && e.tdur < e.dur;
    const factor = waited ? Math.max(e.tdur, 1) / e.dur : 1;
    task = {start: e.ts, end: e.ts + e.dur, factor};
    if (!waited) continue;
    removedUs += e.dur - e.dur * factor;
    e.dur *= factor;
    tasks += 1;
  }
  return {tasks, removedMs: removedUs / 1000};
}

/**
 * How fast this machine is right now, for `npm run bench`'s heading: the
 * same build or Lighthouse run on the same 2-core machine has taken from
 * one to two times as long, from one hour to the next, and the budgets'
 * verdicts moved with it. Two readings, each the median of three:
 *
 * - `processorMs`: a fixed loop of integer arithmetic on one core (what
 *   Lighthouse's own benchmarkIndex also measures, in its way);
 * - `freshMemorySecondsPerGiB`: the time to write one byte into each 4 KiB
 *   page of memory the process has just been given, scaled to 1 GiB. Each
 *   first touch is a page fault the kernel serves by clearing a page. A
 *   build does this for gigabytes (1.25 million faults for a cold build of
 *   both locales, `/usr/bin/time -v`), and so does a browser loading a
 *   page. On 2026-11-30 this machine took 2.8-3.9 s per GiB (11-15 us a
 *   page) while Lighthouse's benchmarkIndex (1918) rated its processor as
 *   fast, and Lighthouse's scores were 70-85: a loop alone does not show
 *   that kind of slowness.
 */

const PAGE = 4096;

/** Median of three numbers. */
const median3 = (values) => [...values].sort((a, b) => a - b)[1];

/** Milliseconds of a fixed integer loop (about half a second here). */
export function processorLoopMs(iterations = 1e9) {
  const started = performance.now();
  let sum = 0;
  for (let i = 0; i < iterations; i += 1) sum = (sum + (i ^ (i >>> 3))) | 0;
  const ms = performance.now() - started;
  // Used, so the loop cannot be dropped as dead code.
  if (sum === 0.5) throw new Error('unreachable');
  return ms;
}

/**
 * Seconds per GiB to take fresh memory into use: an ArrayBuffer of `bytes`
 * (zeroed pages the kernel maps only when first written), one write per page.
 */
export function freshMemorySecondsPerGiB(bytes = 256 * 2 ** 20) {
  const buffer = new Uint8Array(new ArrayBuffer(bytes));
  const started = performance.now();
  for (let offset = 0; offset < bytes; offset += PAGE) buffer[offset] = 1;
  const seconds = (performance.now() - started) / 1000;
  return seconds * (2 ** 30 / bytes);
}

/**
 * Both readings, each the median of three runs. The loop runs a few short
 * times first: until V8 has optimised it, a first run takes about ten
 * times as long (4.6 s against 0.49 s here), which measures V8's tiers,
 * not the machine.
 */
export function machineSpeed({
  loop = processorLoopMs,
  memory = freshMemorySecondsPerGiB,
} = {}) {
  for (let i = 0; i < 5; i += 1) processorLoopMs(1e6);
  return {
    processorMs: Math.round(median3([loop(), loop(), loop()])),
    freshMemorySecondsPerGiB: Number(
      median3([memory(), memory(), memory()]).toFixed(2),
    ),
  };
}

/** "loop 512 ms, fresh memory 2.80 s/GiB" */
export function describeSpeed(speed) {
  return `loop ${speed.processorMs} ms, fresh memory ${speed.freshMemorySecondsPerGiB.toFixed(2)} s/GiB`;
}

/**
 * The order and the summary of `npm run bench`'s scale builds (cold builds
 * of the site with 300, 1,000 and 3,000 generated pages), which give the
 * growth rows: the cost of each further 100 pages between two sizes.
 *
 * Those rows divide differences of about a minute by 700 and 2,000 pages,
 * so a few seconds of noise in one build moves them far, and the machine's
 * speed also drifts while the section runs (./machine-speed.mjs). Built
 * once each from the smallest to the largest, the drift fell on the largest
 * alone. The sizes are therefore built up and then down, each size's runs
 * averaged: with two runs each, every size gets the same mean place in the
 * section.
 */

/**
 * The order of the builds: the sizes up, then down, and so on, `runs`
 * builds of each size (1: up only).
 * @param {number[]} sizes ascending
 * @param {number} runs
 * @returns {number[]}
 */
export function scaleOrder(sizes, runs) {
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`scale runs must be a whole number of 1 or more: ${runs}`);
  const order = [];
  for (let run = 0; run < runs; run += 1)
    order.push(...(run % 2 === 0 ? sizes : [...sizes].reverse()));
  return order;
}

/**
 * One size's builds as one row: mean wall and processor time (processor
 * time only when every run has it), the highest peak, and the runs.
 * @param {{seconds: number, cpuSeconds?: number, peakRssMB: number}[]} runs
 */
export function scaleSummary(runs) {
  if (runs.length === 0) throw new Error('no scale runs to summarize');
  const mean = (values) =>
    values.reduce((sum, value) => sum + value, 0) / values.length;
  const cpu = runs.map((run) => run.cpuSeconds);
  return {
    seconds: mean(runs.map((run) => run.seconds)),
    cpuSeconds: cpu.some((value) => value === undefined)
      ? undefined
      : mean(cpu),
    peakRssMB: Math.max(...runs.map((run) => run.peakRssMB)),
    runs,
  };
}

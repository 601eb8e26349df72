/**
 * scripts/lib/scale-runs.mjs: the order of `npm run bench`'s scale builds
 * and the row each size's builds make.
 */
import {scaleOrder, scaleSummary} from '../../scripts/lib/scale-runs.mjs';

test('the sizes are built up, then down, so each size sits alike in the section', () => {
  const sizes = [300, 1000, 3000];
  expect(scaleOrder(sizes, 1)).toEqual([300, 1000, 3000]);
  const twice = scaleOrder(sizes, 2);
  expect(twice).toEqual([300, 1000, 3000, 3000, 1000, 300]);
  // A steady drift of the machine weighs on every size's mean alike.
  const meanPlace = (size: number) =>
    twice.reduce((sum, s, i) => sum + (s === size ? i : 0), 0) / 2;
  expect(new Set(sizes.map(meanPlace)).size).toBe(1);
  expect(scaleOrder(sizes, 3)).toHaveLength(9);
  expect(sizes).toEqual([300, 1000, 3000]);
});

test('a number of runs that is not a whole number of 1 or more is refused', () => {
  for (const runs of [0, -1, 1.5, Number.NaN])
    expect(() => scaleOrder([300], runs)).toThrow(/whole number/);
});

test('a size row is the mean of its runs, with the highest peak', () => {
  const runs = [
    {seconds: 70, cpuSeconds: 120, peakRssMB: 1700},
    {seconds: 80, cpuSeconds: 140, peakRssMB: 1650},
  ];
  expect(scaleSummary(runs)).toEqual({
    seconds: 75,
    cpuSeconds: 130,
    peakRssMB: 1700,
    runs,
  });
});

test('processor time is left out when a run has none, and no runs is an error', () => {
  const summary = scaleSummary([
    {seconds: 70, cpuSeconds: 120, peakRssMB: 1700},
    {seconds: 80, peakRssMB: 1650},
  ]);
  expect(summary.seconds).toBe(75);
  expect(summary.cpuSeconds).toBeUndefined();
  expect(() => scaleSummary([])).toThrow(/no scale runs/);
});

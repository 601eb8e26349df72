/**
 * scripts/lib/machine-speed.mjs: the bench's reading of how fast the machine
 * is, printed in its heading beside the figures it qualifies.
 */
import {
  describeSpeed,
  machineSpeed,
  processorLoopMs,
} from '../../scripts/lib/machine-speed.mjs';

test('each reading is the median of three runs, not the first or the mean', () => {
  const loops = [900, 300, 500];
  const memory = [0.4, 3.1, 2.8];
  const speed = machineSpeed({
    loop: () => loops.shift()!,
    memory: () => memory.shift()!,
  });
  expect(speed).toEqual({processorMs: 500, freshMemorySecondsPerGiB: 2.8});
  expect(loops).toHaveLength(0);
  expect(memory).toHaveLength(0);
  expect(describeSpeed(speed)).toBe('loop 500 ms, fresh memory 2.80 s/GiB');
});

test('the loop time grows with its length', () => {
  // Two lengths a hundred times apart: whatever the machine's speed, the
  // longer one takes longer (a loop optimised away would take no time).
  const short = processorLoopMs(1e5);
  const long = processorLoopMs(1e7);
  expect(long).toBeGreaterThan(short);
});

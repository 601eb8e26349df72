/** A worker for tests/unit/worker-pool.test.ts, served by workerLoop.cjs. */
const {threadId} = require('node:worker_threads');
const {serveJobs} = require('../../../plugins/reader-tools/lib/workerLoop.cjs');

let turned = true;

serveJobs(async (job) => {
  // Whether the event loop turned since the last job (as Node's finalizers
  // of native objects need).
  const loopTurned = turned;
  turned = false;
  setImmediate(() => {
    turned = true;
  });
  if (job.fail) throw new Error(`job ${job.n} failed`);
  if (job.exit) process.exit(3);
  const end = Date.now() + (job.busyMs ?? 0);
  while (Date.now() < end);
  return {n: job.n, at: Date.now(), thread: threadId, loopTurned};
});

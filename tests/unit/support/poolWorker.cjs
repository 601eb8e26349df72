/** A worker for tests/unit/worker-pool.test.ts, served by workerLoop.cjs. */
const {threadId} = require('node:worker_threads');
const {serveJobs} = require('../../../plugins/reader-tools/lib/workerLoop.cjs');

serveJobs(async (job) => {
  if (job.fail) throw new Error(`job ${job.n} failed`);
  if (job.exit) process.exit(3);
  const end = Date.now() + (job.busyMs ?? 0);
  while (Date.now() < end);
  return {n: job.n, at: Date.now(), thread: threadId};
});

/** A child process for tests/unit/process-pool.test.ts, served by processLoop.cjs. */
const fs = require('node:fs');
const {
  serveJobs,
} = require('../../../plugins/reader-tools/lib/processLoop.cjs');

let turned = true;

/** The nice value of each thread of this process (Linux), field 19 of stat. */
const nices = () =>
  fs.readdirSync('/proc/self/task').map((thread) => {
    const stat = fs.readFileSync(`/proc/self/task/${thread}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });

serveJobs(async (job, data) => {
  const loopTurned = turned;
  turned = false;
  setImmediate(() => {
    turned = true;
  });
  if (job.fail) throw new Error(`job ${job.n} failed`);
  if (job.exit) process.exit(3);
  const end = Date.now() + (job.busyMs ?? 0);
  while (Date.now() < end);
  return {
    n: job.n,
    at: Date.now(),
    pid: process.pid,
    loopTurned,
    data,
    nices: process.platform === 'linux' ? nices() : null,
    env: {
      given: process.env.OPENLIST_POOL_TEST,
      path: process.env.PATH,
    },
  };
});

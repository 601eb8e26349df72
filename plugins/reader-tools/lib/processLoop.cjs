/**
 * The child side of ./processPool.ts. Gives every thread of this process
 * the lowest priority, takes its share of the jobs in one message, answers
 * each with `{id, ...answer}` (or `{id, error}`, and stops), then
 * `{done: true}`, and exits. A later `{until: n}` ends its share before
 * the n-th job. It exits as well when the build that started
 * it goes away.
 */
const fs = require('node:fs');
const os = require('node:os');

/**
 * Lowers the priority of each thread of this process (on Linux a thread's
 * id is a pid to setpriority, which changes that thread only): the main
 * one, and V8's and libuv's helpers, started with the process. Threads
 * started later inherit it from the thread that starts them. Elsewhere
 * than Linux, the process keeps the normal priority.
 */
function lowestPriority() {
  let threads;
  try {
    threads = fs.readdirSync('/proc/self/task');
  } catch {
    return;
  }
  for (const thread of threads)
    try {
      os.setPriority(Number(thread), 19);
    } catch {
      // The thread ended meanwhile.
    }
}

/**
 * Answers jobs with `handle(job, data)`, which returns the answer's fields;
 * `data` is what the pool was given for every child.
 */
function serveJobs(handle) {
  lowestPriority();
  process.on('disconnect', () => process.exit(0));
  // The jobs come first; later messages (`{until}`) shorten them: the
  // pool gave the rest to another child.
  let until = Infinity;
  let started = false;
  process.on('message', async (message) => {
    if (started) {
      if (typeof message.until === 'number')
        until = Math.min(until, message.until);
      return;
    }
    started = true;
    const {jobs, data} = message;
    for (const [index, {id, job}] of jobs.entries()) {
      if (index >= until) break;
      try {
        process.send({...(await handle(job, data)), id});
      } catch (error) {
        process.send({id, error: String(error?.stack ?? error)});
        return;
      }
      // Lets the event loop turn between jobs: Node frees native objects
      // (resvg's images, 3 MB of pixels each) from finalizers it runs there.
      await new Promise((resolve) => setImmediate(resolve));
    }
    process.send({done: true}, () => process.exit(0));
  });
}

module.exports = {serveJobs};

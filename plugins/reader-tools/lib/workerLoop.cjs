/**
 * The worker side of ./workerPool.ts. The pool sends each worker every job
 * once, with a counter all its workers share; a worker takes the next job
 * from the counter itself and answers each with `{id, ...answer}` (or
 * `{id, error}`, and stops), then `{done: true}` when none is left. So a
 * worker never waits for the build's main thread between jobs.
 */
const {parentPort} = require('node:worker_threads');

/** Answers jobs with `handle(job)`, which returns the answer's fields. */
exports.serveJobs = function serveJobs(handle) {
  parentPort.once('message', async ({jobs, counter}) => {
    for (
      let id = Atomics.add(counter, 0, 1);
      id < jobs.length;
      id = Atomics.add(counter, 0, 1)
    ) {
      try {
        parentPort.postMessage({...(await handle(jobs[id])), id});
      } catch (error) {
        parentPort.postMessage({id, error: String(error?.stack ?? error)});
        return;
      }
      // Lets the event loop turn between jobs. Native objects are freed by
      // finalizers that Node runs from the event loop: without this turn
      // none ran until the last job (when the cards rendered here, a
      // locale's took 1.3 GB instead of 0.27).
      await new Promise((resolve) => setImmediate(resolve));
    }
    parentPort.postMessage({done: true});
  });
};

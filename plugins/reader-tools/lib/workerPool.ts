/**
 * Runs jobs in worker threads. Used by the Markdown twins, whose work is
 * CPU-bound (the social cards have processes of their own,
 * ./processPool.ts). Each worker gets every job in one message and takes
 * the next one from a counter the workers share (the worker side is
 * ./workerLoop.cjs): handing out jobs one by one from here made workers
 * wait between jobs while this thread was busy. A worker answers
 * `{id, error?}` plus its result for each job; the first error stops the
 * run.
 */
import os from 'node:os';
import {Worker} from 'node:worker_threads';

/**
 * The pools that run at the same time: the cards' processes (from when the
 * content is loaded, ./processPool.ts) and the twins' workers (in
 * postBuild, beside the search indexer), so each takes its share of the
 * cores. With a worker per core each, a cold en
 * build on 2 cores took the same time and its process peaked about 170 MB
 * higher.
 */
export const POOLS_AT_ONCE = 2;

export interface WorkerAnswer {
  id: number;
  error?: string;
  [key: string]: unknown;
}

export async function runInWorkers<Job extends object>(
  workerFile: string,
  jobs: Job[],
  {
    workerData,
    describe,
  }: {workerData?: unknown; describe: (job: Job) => string},
): Promise<WorkerAnswer[]> {
  const answers: WorkerAnswer[] = new Array(jobs.length);
  if (jobs.length === 0) return answers;
  const cores =
    typeof os.availableParallelism === 'function'
      ? os.availableParallelism()
      : os.cpus().length;
  const size = Math.max(
    1,
    Math.min(jobs.length, Math.floor(cores / POOLS_AT_ONCE)),
  );
  const workers = Array.from(
    {length: size},
    () => new Worker(workerFile, {workerData}),
  );
  const counter = new Int32Array(new SharedArrayBuffer(4));
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            worker.on('message', (answer: WorkerAnswer | {done: true}) => {
              if ('done' in answer) {
                resolve();
                return;
              }
              if (answer.error) {
                reject(
                  new Error(`${describe(jobs[answer.id]!)}: ${answer.error}`),
                );
                return;
              }
              answers[answer.id] = answer;
            });
            worker.on('error', reject);
            // Before its last answer: it failed to start or was stopped.
            worker.on('exit', (code) =>
              reject(new Error(`A worker of ${workerFile} stopped (${code})`)),
            );
            worker.postMessage({jobs, counter});
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return answers;
}

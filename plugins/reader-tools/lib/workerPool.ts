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
 * cores. With a worker per core each, a cold en build on 2 cores took the
 * same time and its process peaked about 170 MB higher.
 */
export const POOLS_AT_ONCE = 2;

/** The cores this process can use. */
export function availableCores(): number {
  return typeof os.availableParallelism === 'function'
    ? os.availableParallelism()
    : os.cpus().length;
}

/** How many workers (or processes) a pool starts for `jobs` jobs. */
export function poolSize(jobs: number): number {
  return Math.max(
    1,
    Math.min(jobs, Math.floor(availableCores() / POOLS_AT_ONCE)),
  );
}

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
  const workers = Array.from(
    {length: poolSize(jobs.length)},
    () => new Worker(workerFile, {workerData}),
  );
  const counter = new Int32Array(new SharedArrayBuffer(4));
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            worker.on(
              'message',
              takeAnswers(jobs, answers, describe, resolve, reject),
            );
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

/**
 * A pool's handler of one worker's (or child's) messages: each answer into
 * `answers` by its job's index, the first error as a rejection that names
 * its job, `{done: true}` as the end of that worker's jobs.
 */
export function takeAnswers<Job>(
  jobs: Job[],
  answers: WorkerAnswer[],
  describe: (job: Job) => string,
  done: () => void,
  fail: (error: Error) => void,
): (answer: WorkerAnswer | {done: true}) => void {
  return (answer) => {
    if ('done' in answer) {
      done();
      return;
    }
    if (answer.error) {
      fail(new Error(`${describe(jobs[answer.id]!)}: ${answer.error}`));
      return;
    }
    answers[answer.id] = answer;
  };
}

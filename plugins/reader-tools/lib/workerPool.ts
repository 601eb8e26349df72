/**
 * Runs jobs in worker threads, each worker taking the next job when it
 * answers. A worker answers `{id, error?}` plus its result; the first error
 * stops the run. Used by the Markdown twins and the social cards, whose work
 * is CPU-bound while the build waits.
 */
import os from 'node:os';
import {Worker} from 'node:worker_threads';

/**
 * The pools that run at the same time: the twins' and the cards' both start
 * in postBuild (beside the search indexer), so each takes its share of the
 * cores. With a worker per core each, a cold en build on 2 cores took the
 * same time and its process peaked about 170 MB higher.
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
  let next = 0;
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const send = () => {
              if (next >= jobs.length) {
                resolve();
                return;
              }
              const id = next;
              next += 1;
              worker.postMessage({...jobs[id], id});
            };
            worker.on('message', (answer: WorkerAnswer) => {
              if (answer.error) {
                reject(
                  new Error(`${describe(jobs[answer.id]!)}: ${answer.error}`),
                );
                return;
              }
              answers[answer.id] = answer;
              send();
            });
            worker.on('error', reject);
            send();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return answers;
}

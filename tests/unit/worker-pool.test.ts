import path from 'node:path';
import {Worker} from 'node:worker_threads';
import {runInWorkers} from '../../plugins/reader-tools/lib/workerPool';

const WORKER = path.join(__dirname, 'support/poolWorker.cjs');
const describe_ = (job: {n: number}) => `job ${job.n}`;
const jobs = (count: number, extra: object = {}) =>
  Array.from({length: count}, (_, n) => ({n, ...extra}));

describe('the worker pool (Markdown twins)', () => {
  it('answers every job, in the order of the jobs', async () => {
    const answers = await runInWorkers(WORKER, jobs(25), {
      describe: describe_,
    });
    expect(answers.map((a) => a.n)).toEqual(jobs(25).map((j) => j.n));
    expect(answers.map((a) => a.id)).toEqual(jobs(25).map((j) => j.n));
  });

  it('goes on with the jobs while the main thread is busy', async () => {
    // A worker that had to ask the busy main thread for each next job did
    // one job in that time.
    const running = runInWorkers(WORKER, jobs(20, {busyMs: 10}), {
      describe: describe_,
    });
    const busyUntil = Date.now() + 1500;
    while (Date.now() < busyUntil);
    const answers = await running;
    const duringBusy = answers.filter((a) => (a.at as number) < busyUntil);
    expect(duringBusy.length).toBeGreaterThan(10);
  });

  it('lets the event loop of a worker turn between its jobs', async () => {
    // Node frees native objects (resvg's pixels) from the event loop.
    const answers = await runInWorkers(WORKER, jobs(10), {
      describe: describe_,
    });
    expect(answers.map((a) => a.loopTurned)).toEqual(jobs(10).map(() => true));
  });

  it('stops at the first error, naming the job', async () => {
    const list = jobs(6).map((job) => (job.n === 3 ? {...job, fail: 1} : job));
    await expect(
      runInWorkers(WORKER, list, {describe: describe_}),
    ).rejects.toThrow(/^job 3: Error: job 3 failed/);
  });

  it('fails when a worker stops before its last answer', async () => {
    await expect(
      runInWorkers(WORKER, jobs(3, {exit: 1}), {describe: describe_}),
    ).rejects.toThrow(/stopped \(3\)/);
  });

  it('starts no worker for no jobs', async () => {
    await expect(
      runInWorkers('/no/such/worker.cjs', [], {describe: describe_}),
    ).resolves.toEqual([]);
  });

  it('gives each job to exactly one of the workers sharing a counter', async () => {
    const list = jobs(60, {busyMs: 2});
    const counter = new Int32Array(new SharedArrayBuffer(4));
    const answered: number[] = [];
    const workers = [
      new Worker(WORKER),
      new Worker(WORKER),
      new Worker(WORKER),
    ];
    try {
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve, reject) => {
              worker.on('message', (answer) => {
                if (answer.done) resolve();
                else answered.push(answer.id);
              });
              worker.on('error', reject);
              worker.postMessage({jobs: list, counter});
            }),
        ),
      );
    } finally {
      await Promise.all(workers.map((worker) => worker.terminate()));
    }
    expect(answered.sort((a, b) => a - b)).toEqual(list.map((j) => j.n));
  });
});

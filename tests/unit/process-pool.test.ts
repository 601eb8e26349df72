import os from 'node:os';
import path from 'node:path';
import {
  MIN_JOBS_TO_SPLIT,
  runInProcesses,
} from '../../plugins/reader-tools/lib/processPool';
import {
  availableCores,
  poolSize,
  type WorkerAnswer,
} from '../../plugins/reader-tools/lib/workerPool';

const SCRIPT = path.join(__dirname, 'support/poolProcess.cjs');
const describe_ = (job: {n: number}) => `job ${job.n}`;
const jobs = (count: number, extra: object = {}) =>
  Array.from({length: count}, (_, n) => ({n, ...extra}));
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the process pool (social cards)', () => {
  it('answers every job once, in the order of the jobs, with the shared data', async () => {
    const answers = await runInProcesses(SCRIPT, jobs(25), {
      data: {logo: 'mark.svg'},
      describe: describe_,
    });
    expect(answers.map((a) => a.n)).toEqual(jobs(25).map((j) => j.n));
    expect(answers.map((a) => a.id)).toEqual(jobs(25).map((j) => j.n));
    expect(
      answers.every((a) => (a.data as {logo: string}).logo === 'mark.svg'),
    ).toBe(true);
  });

  (process.platform === 'linux' ? it : it.skip)(
    'runs every thread of a child at the lowest priority',
    async () => {
      const [answer] = await runInProcesses(SCRIPT, jobs(1), {
        describe: describe_,
      });
      const nices = answer!.nices as number[];
      // The main thread and V8's and libuv's helpers.
      expect(nices.length).toBeGreaterThan(4);
      expect(new Set(nices)).toEqual(new Set([19]));
      // This process is untouched.
      expect(os.getPriority()).not.toBe(19);
    },
  );

  it('goes on with the jobs while this thread is busy', async () => {
    const running = runInProcesses(SCRIPT, jobs(20, {busyMs: 10}), {
      describe: describe_,
    });
    const busyUntil = Date.now() + 2500;
    while (Date.now() < busyUntil);
    const answers = await running;
    const duringBusy = answers.filter((a) => (a.at as number) < busyUntil);
    expect(duringBusy.length).toBeGreaterThan(10);
  });

  it('hands the second half of the jobs left to a child on a spare core once asked to', async () => {
    // Enough for every first child to have twice what is worth splitting.
    const list = jobs(
      2 * MIN_JOBS_TO_SPLIT * Math.max(1, Math.floor(availableCores() / 2)),
      {busyMs: 2},
    );
    const pids = (answers: WorkerAnswer[]) =>
      new Set(answers.map((a) => a.pid)).size;
    const alone = await runInProcesses(SCRIPT, list, {describe: describe_});
    expect(pids(alone)).toBe(poolSize(list.length));
    // Asked at once: each first child keeps the job it is on and half of
    // the rest, whatever the speed of the machine.
    const helped = await runInProcesses(SCRIPT, list, {
      describe: describe_,
      helpWhen: Promise.resolve(),
    });
    // Every job answered, in its place, whoever drew it.
    expect(helped.map((a) => a.n)).toEqual(list.map((j) => j.n));
    if (availableCores() > poolSize(list.length))
      expect(pids(helped)).toBeGreaterThan(poolSize(list.length));
  }, 15_000);

  it('stops at the first error of a child that took over jobs', async () => {
    // The last job is in the half a new child takes over.
    const count =
      2 * MIN_JOBS_TO_SPLIT * Math.max(1, Math.floor(availableCores() / 2));
    const list = jobs(count).map((job) =>
      job.n === count - 1 ? {...job, fail: 1} : job,
    );
    await expect(
      runInProcesses(SCRIPT, list, {
        describe: describe_,
        helpWhen: Promise.resolve(),
      }),
    ).rejects.toThrow(/failed/);
  }, 15_000);

  it('gives the children the variables it is asked to, beside its own', async () => {
    const answers = await runInProcesses(SCRIPT, jobs(2), {
      describe: describe_,
      env: {OPENLIST_POOL_TEST: 'given'},
    });
    expect(answers.map((a) => a.env)).toEqual([
      {given: 'given', path: process.env.PATH},
      {given: 'given', path: process.env.PATH},
    ]);
    const [plain] = await runInProcesses(SCRIPT, jobs(1), {
      describe: describe_,
    });
    expect(plain!.env).toEqual({path: process.env.PATH});
  });

  it('lets the event loop of a child turn between its jobs', async () => {
    const answers = await runInProcesses(SCRIPT, jobs(10), {
      describe: describe_,
    });
    expect(answers.map((a) => a.loopTurned)).toEqual(jobs(10).map(() => true));
  });

  it('leaves no child behind', async () => {
    const answers = await runInProcesses(SCRIPT, jobs(4), {
      describe: describe_,
    });
    const pids = [...new Set(answers.map((a) => a.pid as number))];
    for (let waited = 0; pids.some(alive) && waited < 5000; waited += 50)
      await new Promise((r) => setTimeout(r, 50));
    expect(pids.filter(alive)).toEqual([]);
  });

  it('stops at the first error, naming the job', async () => {
    const list = jobs(6).map((job) => (job.n === 3 ? {...job, fail: 1} : job));
    await expect(
      runInProcesses(SCRIPT, list, {describe: describe_}),
    ).rejects.toThrow(/^job 3: Error: job 3 failed/);
  });

  it('fails when a child stops before its last answer', async () => {
    await expect(
      runInProcesses(SCRIPT, jobs(3, {exit: 1}), {describe: describe_}),
    ).rejects.toThrow(/stopped \(3\)/);
  });

  it('starts no process for no jobs', async () => {
    await expect(
      runInProcesses('/no/such/script.cjs', [], {describe: describe_}),
    ).resolves.toEqual([]);
  });
});

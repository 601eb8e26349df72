/**
 * Runs jobs in child processes whose every thread has the lowest priority
 * (the child side is ./processLoop.cjs). Used by the social cards, which
 * render beside the bundler and must take only what it leaves idle.
 *
 * Why processes and not worker threads (./workerPool.ts): a worker's own
 * thread can be given the lowest priority, but V8 compiles its hot code and
 * collects its garbage on helper threads that the whole process shares, at
 * the normal priority. Rendering the cards kept those threads busy (satori's
 * layout was optimized again and again) and so took time from the build: in
 * alternated cold builds of both locales on 2 cores, the cards cost 1–2.5 s
 * in a worker and 0–0.4 s in a process of their own.
 *
 * Each child gets its share of the jobs at once (every n-th job): a child
 * that asked this busy thread for each next job would wait on the bundler.
 * Once the caller's own work is done (`helpWhen`), a child with many jobs
 * left hands half of them to a new child on a core no child runs on.
 * A child answers `{id, error?}` plus its result for each job; the first
 * error stops the run.
 */
import {fork, type ChildProcess} from 'node:child_process';
import {
  availableCores,
  poolSize,
  takeAnswers,
  type WorkerAnswer,
} from './workerPool';

/** A child's jobs, by their index in the whole list. */
type Share<Job> = {id: number; job: Job}[];

export async function runInProcesses<Job extends object>(
  script: string,
  jobs: Job[],
  {
    data,
    describe,
    env,
    helpWhen,
  }: {
    data?: unknown;
    describe: (job: Job) => string;
    /** Variables for the children, beside this process's own. */
    env?: Record<string, string>;
    /**
     * When this settles (the build has done its own work), the children
     * with jobs left give the second half of them to new children, one per
     * core left over: the shares are fixed at the start, and a child at
     * the lowest priority cannot take more than one core when the cores
     * fall idle.
     */
    helpWhen?: Promise<unknown>;
  },
): Promise<WorkerAnswer[]> {
  const answers: WorkerAnswer[] = new Array(jobs.length);
  if (jobs.length === 0) return answers;
  const size = poolSize(jobs.length);
  const children: ChildProcess[] = [];
  const running: {
    child: ChildProcess;
    share: Share<Job>;
    answered: number;
    done: boolean;
  }[] = [];
  const start = (share: Share<Job>) => {
    // No Node options of this process (`--expose-gc`, `--cpu-prof`…):
    // the child needs none. Advanced serialization keeps Buffers.
    const child = fork(script, [], {
      execArgv: [],
      env: env ? {...process.env, ...env} : process.env,
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    children.push(child);
    const state = {child, share, answered: 0, done: false};
    running.push(state);
    return new Promise<void>((resolve, reject) => {
      const take = takeAnswers(
        jobs,
        answers,
        describe,
        () => {
          state.done = true;
          resolve();
        },
        reject,
      );
      child.on('message', (answer: WorkerAnswer | {done: true}) => {
        if (!('done' in answer)) state.answered += 1;
        take(answer);
      });
      child.on('error', reject);
      // Before its last answer: it failed to start or was stopped. Not
      // 'exit': that can come before the messages the child sent before it
      // exited, when this thread was busy while the child finished (its
      // answers wait in the channel). 'close' comes once the channel is
      // read to its end.
      child.on('close', (code, signal) => {
        if (!state.done)
          reject(
            new Error(`A process of ${script} stopped (${code ?? signal})`),
          );
      });
      child.send({jobs: share, data});
    });
  };
  const helpers: Promise<void>[] = [];
  // A helper's failure stops the run at once, as a first child's does.
  let helperFailed: (error: unknown) => void = () => {};
  const failure = new Promise<never>((_, reject) => (helperFailed = reject));
  failure.catch(() => {});
  /**
   * Splits the most work left among the cores no child runs on. A child
   * keeps the job it is on and half of the rest (`until`); should it have
   * started a job past that before it reads the message, that card is drawn
   * twice, to the same bytes, and answered twice.
   */
  const help = () => {
    let spare = availableCores() - running.filter((r) => !r.done).length;
    const byWorkLeft = running
      .filter((r) => !r.done)
      .sort(
        (a, b) => b.share.length - b.answered - (a.share.length - a.answered),
      );
    for (const state of byWorkLeft) {
      const left = state.share.length - state.answered;
      if (spare <= 0 || left < MIN_JOBS_TO_SPLIT) break;
      const keep = state.answered + 1 + Math.floor((left - 1) / 2);
      state.child.send({until: keep});
      const helper = start(state.share.slice(keep));
      helper.catch(helperFailed);
      helpers.push(helper);
      spare -= 1;
    }
  };
  try {
    const firsts = Array.from({length: size}, (_, index) =>
      start(
        jobs.flatMap((job, id) => (id % size === index ? [{id, job}] : [])),
      ),
    );
    let settled = false;
    helpWhen?.then(
      () => {
        if (!settled) help();
      },
      () => {},
    );
    await Promise.race([Promise.all(firsts), failure]);
    settled = true;
    await Promise.race([Promise.all(helpers), failure]);
  } finally {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill();
  }
  return answers;
}

/**
 * A child with fewer jobs left than this keeps them all: a new child takes
 * about a second to load its libraries (for the cards: satori, resvg and
 * the fonts), worth it for a few seconds of work, not for a few cards.
 */
export const MIN_JOBS_TO_SPLIT = 64;

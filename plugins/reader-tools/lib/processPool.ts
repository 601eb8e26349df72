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
 * A child answers `{id, error?}` plus its result for each job; the first
 * error stops the run.
 */
import {fork, type ChildProcess} from 'node:child_process';
import {poolSize, takeAnswers, type WorkerAnswer} from './workerPool';

export async function runInProcesses<Job extends object>(
  script: string,
  jobs: Job[],
  {
    data,
    describe,
    env,
  }: {
    data?: unknown;
    describe: (job: Job) => string;
    /** Variables for the children, beside this process's own. */
    env?: Record<string, string>;
  },
): Promise<WorkerAnswer[]> {
  const answers: WorkerAnswer[] = new Array(jobs.length);
  if (jobs.length === 0) return answers;
  const size = poolSize(jobs.length);
  const children: ChildProcess[] = [];
  try {
    await Promise.all(
      Array.from({length: size}, (_, index) => {
        const share = jobs.flatMap((job, id) =>
          id % size === index ? [{id, job}] : [],
        );
        // No Node options of this process (`--expose-gc`, `--cpu-prof`…):
        // the child needs none. Advanced serialization keeps Buffers.
        const child = fork(script, [], {
          execArgv: [],
          env: env ? {...process.env, ...env} : process.env,
          serialization: 'advanced',
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        });
        children.push(child);
        let done = false;
        return new Promise<void>((resolve, reject) => {
          child.on(
            'message',
            takeAnswers(
              jobs,
              answers,
              describe,
              () => {
                done = true;
                resolve();
              },
              reject,
            ),
          );
          child.on('error', reject);
          // Before its last answer: it failed to start or was stopped.
          child.on('exit', (code, signal) => {
            if (!done)
              reject(
                new Error(`A process of ${script} stopped (${code ?? signal})`),
              );
          });
          child.send({jobs: share, data});
        });
      }),
    );
  } finally {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill();
  }
  return answers;
}

/**
 * plugins/reader-tools/lib/processPool: a child that exits is judged once its
 * channel has closed, not when it exits. A busy parent can learn of the exit
 * before it reads the answers the child sent first (CI, 2026-11-30: "A
 * process of … stopped (0)" for a child that had answered everything).
 */
import {EventEmitter} from 'node:events';
import {runInProcesses} from '../../plugins/reader-tools/lib/processPool';

type Sent = {jobs?: {id: number; job: {n: number}}[]};

/** What each fake child does with its share, in the order given. */
let script: (child: FakeChild, share: {id: number}[]) => void;

class FakeChild extends EventEmitter {
  exitCode: number | null = null;
  signalCode: string | null = null;
  send(message: Sent): boolean {
    if (message.jobs) {
      const share = message.jobs;
      setImmediate(() => script(this, share));
    }
    return true;
  }
  kill(): boolean {
    return true;
  }
  exit(): void {
    this.exitCode = 0;
    this.emit('exit', 0, null);
  }
}

// Hoisted above the imports by Jest; `fork` is called only in the tests.
jest.mock('node:child_process', () => ({fork: () => new FakeChild()}));

const jobs = Array.from({length: 4}, (_, n) => ({n}));
const run = () =>
  runInProcesses('child.cjs', jobs, {describe: (job) => `job ${job.n}`});

describe('the process pool when a child exits', () => {
  it('takes the answers that reach it after the exit, before the channel closes', async () => {
    script = (child, share) => {
      child.exit();
      for (const {id} of share) child.emit('message', {id, n: id});
      child.emit('message', {done: true});
      child.emit('close', 0, null);
    };
    const answers = await run();
    expect(answers.map((answer) => answer.n)).toEqual([0, 1, 2, 3]);
  });

  it('fails when the channel closes before the last answer', async () => {
    script = (child, share) => {
      child.emit('message', {id: share[0]!.id, n: share[0]!.id});
      child.exit();
      child.emit('close', 0, null);
    };
    await expect(run()).rejects.toThrow('A process of child.cjs stopped (0)');
  });
});

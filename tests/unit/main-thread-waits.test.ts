import {
  pageMainThread,
  withoutWaits,
} from '../../scripts/lib/main-thread-waits.mjs';

interface Event {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts?: number;
  dur?: number;
  tdur?: number;
  args?: Record<string, unknown>;
}

const thread = (pid: number, tid: number, name: string): Event => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  args: {name},
});
const x = (
  name: string,
  ts: number,
  dur: number,
  tdur?: number,
  where: [number, number] = [2, 20],
): Event => ({name, ph: 'X', pid: where[0], tid: where[1], ts, dur, tdur});

describe('pageMainThread', () => {
  it('picks the renderer main thread that parsed the page', () => {
    const events = [
      thread(1, 10, 'CrBrowserMain'),
      thread(2, 20, 'CrRendererMain'),
      thread(3, 30, 'CrRendererMain'),
      // about:blank's renderer: more events, no HTML parsed.
      ...Array.from({length: 5}, (_, i) => x('RunTask', i * 10, 1, 1, [3, 30])),
      x('ParseHTML', 0, 5, 5, [2, 20]),
    ];
    expect(pageMainThread(events)).toBe('2:20');
  });
});

describe('withoutWaits', () => {
  it('shortens a task to its thread time, with what it contains, and moves nothing after it', () => {
    const task = x('RunTask', 1000, 40000, 10000);
    const script = x('EvaluateScript', 2000, 30000, 9000);
    const instant: Event = {
      name: 'ResourceFinish',
      ph: 'I',
      pid: 2,
      tid: 20,
      ts: 21000,
    };
    const next = x('RunTask', 50000, 20000, 20000);
    const layout = x('Layout', 51000, 10000, 10000);
    // Another thread's task is left as it was.
    const other = x('RunTask', 1000, 40000, 1000, [1, 10]);
    const events = [
      thread(2, 20, 'CrRendererMain'),
      task,
      script,
      instant,
      next,
      layout,
      other,
    ];
    expect(withoutWaits({traceEvents: events})).toEqual({
      tasks: 1,
      removedMs: 30,
    });
    expect([task.ts, task.dur]).toEqual([1000, 10000]);
    expect([script.ts, script.dur]).toEqual([1250, 7500]);
    expect(instant.ts).toBe(6000);
    expect([next.ts, next.dur, layout.ts, layout.dur]).toEqual([
      50000, 20000, 51000, 10000,
    ]);
    expect([other.ts, other.dur]).toEqual([1000, 40000]);
  });

  it('keeps a task that never waited, and stops at a trace without a renderer', () => {
    const task = x('RunTask', 0, 5000, 5000);
    expect(withoutWaits([thread(2, 20, 'CrRendererMain'), task])).toEqual({
      tasks: 0,
      removedMs: 0,
    });
    expect(task.dur).toBe(5000);
    expect(() => withoutWaits([thread(1, 10, 'CrBrowserMain')])).toThrow(
      /no CrRendererMain/,
    );
  });
});

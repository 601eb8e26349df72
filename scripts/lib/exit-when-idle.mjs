/**
 * Ends the process as soon as it has nothing left to do, without the
 * teardown Node runs when it ends by itself.
 *
 * When the event loop empties, Node frees the environment before it exits,
 * and that runs the finalizers of every native object still alive. After a
 * build, those are Rspack's compilers (one client and one server compiler
 * per locale, closed but not freed), and dropping their module graphs and
 * caches kept the main thread busy for 1.1-1.6 s after the last line of the
 * build's output (measured on 2026-12-01 with `strace` and `perf`: the time
 * went to the bundler's native code called from `Environment::CleanupHandles`).
 * `process.exit()` skips that teardown (the system frees the memory), and
 * the process then ended 0.14-0.17 s after its last line.
 *
 * Nothing is cut short: `beforeExit` is only emitted once no timer, request,
 * stream or worker is left, so every write the build started has ended
 * (Docusaurus closes each compiler, and Rspack writes its persistent cache
 * in `close()`, before the command resolves). If another `beforeExit`
 * listener exists, it may start more work, so the process then ends the
 * usual way.
 *
 * @param {NodeJS.Process} proc the process (a stand-in in tests)
 */
export function exitWhenIdle(proc = process) {
  proc.once('beforeExit', (code) => {
    // `once` has removed this listener: any left are someone else's.
    if (proc.listenerCount('beforeExit') === 0) proc.exit(code);
  });
}

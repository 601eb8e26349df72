/**
 * The resident memory of a process tree, as `npm run bench` reports a
 * build's peak: the sum over the build's processes, read from Linux's
 * `/proc` every 250 ms.
 *
 * A child that has been forked but has not yet started its own program
 * shares its parent's memory, and Linux reports that memory as resident in
 * both. Caught in that moment, a build's node process of 2.7 GB counted
 * twice: one of two identical builds with 3,000 generated pages read a peak
 * of 5,529 MB against 3,385 MB (2026-12-02); a plain build's reading of
 * 2,456 MB against about 1,600 was probably the same. Such a child still
 * runs its parent's program, so it has its parent's command line; it is
 * not counted (its own children are).
 */
import fs from 'node:fs';

/**
 * @typedef {{pid: number, ppid: number, rssBytes: number, cmdline: string}} ProcessInfo
 */

/**
 * Sum of the resident memory of `rootPid` and its descendants, in bytes,
 * leaving out each child whose command line is its parent's.
 * @param {ProcessInfo[]} processes
 * @param {number} rootPid
 */
export function treeResident(processes, rootPid) {
  const byPid = new Map(processes.map((p) => [p.pid, p]));
  const children = new Map();
  for (const p of processes) {
    if (!children.has(p.ppid)) children.set(p.ppid, []);
    children.get(p.ppid).push(p);
  }
  let total = 0;
  const stack = byPid.has(rootPid) ? [byPid.get(rootPid)] : [];
  while (stack.length) {
    const p = stack.pop();
    const parent = byPid.get(p.ppid);
    const forkedOnly =
      p.pid !== rootPid && parent !== undefined && parent.cmdline === p.cmdline;
    if (!forkedOnly) total += p.rssBytes;
    stack.push(...(children.get(p.pid) ?? []));
  }
  return total;
}

/** Every process's pid, parent, resident bytes and command line, from /proc. */
export function readProcesses(proc = '/proc') {
  const processes = [];
  for (const entry of fs.readdirSync(proc)) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`${proc}/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processes.push({
        pid: Number(entry),
        ppid: Number(fields[1]),
        rssBytes: Number(fields[21]) * 4096,
        cmdline: fs.readFileSync(`${proc}/${entry}/cmdline`, 'latin1'),
      });
    } catch {
      // The process ended while we were reading.
    }
  }
  return processes;
}

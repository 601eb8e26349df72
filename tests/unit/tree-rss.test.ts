/**
 * scripts/lib/tree-rss.mjs: the peak memory `npm run bench` reports for a
 * build, the sum over its process tree.
 */
import {readProcesses, treeResident} from '../../scripts/lib/tree-rss.mjs';

const MB = 2 ** 20;
const build = {pid: 10, ppid: 1, rssBytes: 40 * MB, cmdline: 'node build.mjs'};
const docusaurus = {
  pid: 11,
  ppid: 10,
  rssBytes: 2700 * MB,
  cmdline: 'node docusaurus build',
};
const cards = {pid: 12, ppid: 11, rssBytes: 240 * MB, cmdline: 'node cards'};

test('the tree is the root and every descendant, and nothing else', () => {
  const other = {pid: 20, ppid: 1, rssBytes: 500 * MB, cmdline: 'sshd'};
  expect(treeResident([build, docusaurus, cards, other], 10)).toBe(2980 * MB);
  expect(treeResident([build, docusaurus, cards], 11)).toBe(2940 * MB);
  expect(treeResident([build], 99)).toBe(0);
});

test('a child forked but not yet running its own program is not counted twice', () => {
  // Linux reports the parent's shared memory as the child's own until the
  // child starts its program; it then has its parent's command line.
  const forking = {...docusaurus, pid: 13, ppid: 11};
  expect(treeResident([build, docusaurus, cards, forking], 10)).toBe(2980 * MB);
  // Once it runs its program it is counted, whatever its size.
  const started = {...forking, cmdline: 'git log', rssBytes: 8 * MB};
  expect(treeResident([build, docusaurus, cards, started], 10)).toBe(2988 * MB);
  // The children of such a fork are still counted.
  const grandchild = {pid: 14, ppid: 13, rssBytes: 5 * MB, cmdline: 'sh'};
  expect(
    treeResident([build, docusaurus, cards, forking, grandchild], 10),
  ).toBe(2985 * MB);
});

test('reads this process and its parent from /proc', () => {
  const processes = readProcesses();
  const self = processes.find((p) => p.pid === process.pid);
  expect(self?.ppid).toBe(process.ppid);
  expect(self?.rssBytes).toBeGreaterThan(0);
  expect(self?.cmdline).toContain('jest');
  expect(treeResident(processes, process.pid)).toBeGreaterThanOrEqual(
    self!.rssBytes,
  );
});

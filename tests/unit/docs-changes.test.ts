import {byDay} from '../../plugins/docs-changes/lib/changes';
import {collectChanges} from '../../plugins/docs-changes/lib/collect';
import type {GitCommit} from '../../plugins/contributors/history';

const commit = (
  hash: string,
  date: string,
  subject: string,
  changes: GitCommit['changes'],
): GitCommit => ({
  hash,
  date,
  subject,
  authorName: 'A',
  authorEmail: 'a@example.com',
  changes,
});

// Newest first, as `git log` gives them.
const COMMITS: GitCommit[] = [
  commit('e5', '2025-03-05T09:00:00+08:00', 'Edit both pages', [
    {status: 'M', path: 'docs/b.md'},
    {status: 'M', path: 'docs/a.md'},
  ]),
  commit('d4', '2025-03-04T10:00:00Z', 'Only the build scripts', [
    {status: 'M', path: 'scripts/x.mjs'},
  ]),
  commit('c3', '2025-03-03T10:00:00Z', 'Rename a page', [
    {status: 'R', from: 'docs/old.md', path: 'docs/a.md'},
  ]),
  commit('b2', '2025-03-02T10:00:00Z', 'Edit the old page', [
    {status: 'M', path: 'docs/old.md'},
  ]),
  commit('a1', '2025-03-01T10:00:00Z', 'Add pages', [
    {status: 'A', path: 'docs/old.md'},
    {status: 'A', path: 'docs/b.md'},
  ]),
];
const PAGES = [
  {title: 'A', permalink: '/a', file: 'docs/a.md'},
  {title: 'B', permalink: '/b', file: 'docs/b.md'},
];

describe('docs changes', () => {
  it('lists the commits that changed pages, newest first, with their pages in reading order', () => {
    const {changes, omitted} = collectChanges(COMMITS, PAGES, 10);
    expect(changes.map((c) => [c.hash, c.subject])).toEqual([
      ['e5', 'Edit both pages'],
      ['c3', 'Rename a page'],
      ['b2', 'Edit the old page'],
      ['a1', 'Add pages'],
    ]);
    expect(changes[0]!.pages.map((p) => p.permalink)).toEqual(['/a', '/b']);
    expect(omitted).toBe(0);
  });

  it('follows renames: the old name’s commits belong to the page', () => {
    const {changes} = collectChanges(COMMITS, PAGES, 10);
    const b2 = changes.find((c) => c.hash === 'b2')!;
    expect(b2.pages).toEqual([{title: 'A', permalink: '/a'}]);
    // a1 added the old name of A and B.
    expect(changes.at(-1)!.pages.map((p) => p.title)).toEqual(['A', 'B']);
  });

  it('keeps the newest `limit` commits and counts the rest', () => {
    const {changes, omitted} = collectChanges(COMMITS, PAGES, 2);
    expect(changes.map((c) => c.hash)).toEqual(['e5', 'c3']);
    expect(omitted).toBe(2);
  });

  it('is empty without history or pages', () => {
    expect(collectChanges([], PAGES, 10)).toEqual({changes: [], omitted: 0});
    expect(collectChanges(COMMITS, [], 10).changes).toEqual([]);
  });

  it('groups by day as the caller counts days', () => {
    const {changes} = collectChanges(COMMITS, PAGES, 10);
    const utc = byDay(changes, (date) =>
      new Date(date).toISOString().slice(0, 10),
    );
    expect(utc.map((d) => [d.day, d.changes.length])).toEqual([
      ['2025-03-05', 1],
      ['2025-03-03', 1],
      ['2025-03-02', 1],
      ['2025-03-01', 1],
    ]);
    // One day for everything: one group, order kept.
    const one = byDay(changes, () => 'all');
    expect(one).toHaveLength(1);
    expect(one[0]!.changes.map((c) => c.hash)).toEqual([
      'e5',
      'c3',
      'b2',
      'a1',
    ]);
  });
});

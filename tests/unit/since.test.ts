import fs from 'node:fs';
import path from 'node:path';
import {namesOf, releaseTags, sinceTables} from '../../scripts/sync-since.mjs';
import {DOCS_VERSIONS, OPENLIST_VERSION} from '../../src/lib/version';

const ROOT = path.join(__dirname, '..', '..');
const readJson = (rel: string) =>
  JSON.parse(fs.readFileSync(path.join(ROOT, rel), 'utf8'));

describe('sync-since', () => {
  it('orders release tags by version and skips other tags', () => {
    expect(
      releaseTags(
        ['v4.1.10', 'beta', 'v4.1.9', 'v4.2.0', 'v4.1.4', 'v4.1.5', 'v5.0.0'],
        'v4.1.5',
        'v4.2.0',
      ),
    ).toEqual(['v4.1.5', 'v4.1.9', 'v4.1.10', 'v4.2.0']);
  });

  it('dates additions and removals by the first release that keeps them', () => {
    const r = (tag: string, routes: string[]) => ({tag, names: {routes}});
    const tables = sinceTables([
      r('v1.0.0', ['base', 'goes', 'flaps']),
      r('v1.0.1', ['base', 'goes', 'brief', 'back']),
      r('v1.0.2', ['base', 'back', 'flaps']),
      r('v1.0.3', ['base', 'back', 'flaps', 'late']),
    ]);
    expect(tables).toEqual({
      from: 'v1.0.0',
      to: 'v1.0.3',
      // "flaps" left and came back: readers of both ends have it.
      since: {routes: {back: 'v1.0.1', late: 'v1.0.3'}},
      // "brief" came and went between the two: nobody reads about it.
      removed: {routes: {goes: 'v1.0.2'}},
    });
  });

  const newest = DOCS_VERSIONS[0]!;
  const oldest = DOCS_VERSIONS[DOCS_VERSIONS.length - 1]!;
  const since = readJson('data/since.json');

  it('covers the releases from the oldest docs version to the newest', () => {
    expect(since.from).toBe(oldest.tag);
    expect(since.to).toBe(OPENLIST_VERSION);
    expect(since.to).toBe(newest.tag);
    expect(since.tags[0]).toBe(since.from);
    expect(since.tags[since.tags.length - 1]).toBe(since.to);
    for (const table of [since.since, since.removed])
      for (const names of Object.values(table) as Record<string, string>[])
        for (const tag of Object.values(names))
          expect(since.tags.slice(1)).toContain(tag);
  });

  // data/since.json comes from every tag in between; its lists must match
  // what the two committed snapshots, each generated at its own tag, differ by.
  it('agrees with the data snapshots of the two docs versions', () => {
    if (oldest === newest) return;
    const names = (dir: string) =>
      namesOf(
        readJson(`${dir}/drivers.json`),
        readJson(`${dir}/openlist-config.json`),
        readJson(`${dir}/api-routes.json`),
      );
    const now = names('data');
    const then = names(`data/versions/${oldest.path}`);
    for (const kind of Object.keys(now)) {
      const a = new Set(then[kind]);
      const b = new Set(now[kind]);
      expect([kind, Object.keys(since.since[kind]).sort()]).toEqual([
        kind,
        [...b].filter((n) => !a.has(n)).sort(),
      ]);
      expect([kind, Object.keys(since.removed[kind]).sort()]).toEqual([
        kind,
        [...a].filter((n) => !b.has(n)).sort(),
      ]);
    }
  });
});

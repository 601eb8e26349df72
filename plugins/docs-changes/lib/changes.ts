/**
 * Docs changes: the data of the page and the feed, and its grouping by day.
 * Safe for the browser (the page imports it); collect.ts builds the data.
 */

export interface ChangedPage {
  title: string;
  permalink: string;
}

export interface Change {
  hash: string;
  /** The commit's author date, ISO 8601. */
  date: string;
  subject: string;
  pages: ChangedPage[];
}

export interface ChangesData {
  changes: Change[];
  /** Commits with page changes that the list leaves out (older ones). */
  omitted: number;
  /** 'full', 'shallow' (a cut-off clone) or 'none' (no git history). */
  history: 'full' | 'shallow' | 'none';
  /** The docs repository's commit URL prefix, or null. */
  commitUrl: string | null;
}

/** Changes grouped by day (`dayOf` gives a date's day), in list order. */
export function byDay(
  changes: Change[],
  dayOf: (date: string) => string,
): {day: string; changes: Change[]}[] {
  const days: {day: string; changes: Change[]}[] = [];
  for (const change of changes) {
    const day = dayOf(change.date);
    const last = days.at(-1);
    if (last?.day === day) last.changes.push(change);
    else days.push({day, changes: [change]});
  }
  return days;
}

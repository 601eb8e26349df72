/**
 * The date a doc page was last updated, as the theme writes it: day, short
 * month and year, in UTC (`Intl.DateTimeFormat` with those options).
 *
 * The site's two locales are written out here instead of through Intl: in
 * Chromium the first `Intl.DateTimeFormat` of a page loads the locale's
 * calendar data, about 35-45 ms of main thread on a desktop core (measured
 * 2026-11-27), and every doc page paid it while hydrating its footer. Other
 * locales and calendars still go through Intl. tests/unit/updateDate.test.ts
 * checks the output against Intl for every month, and the browser test
 * against Chromium's.
 */
const EN_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

export function formatUpdateDate(
  date: Date,
  locale: string,
  calendar?: string,
): string {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const day = date.getUTCDate();
  if ((calendar ?? 'gregory') === 'gregory') {
    if (locale === 'en') return `${EN_MONTHS[month]} ${day}, ${year}`;
    if (locale === 'zh-CN') return `${year}年${month + 1}月${day}日`;
  }
  return new Intl.DateTimeFormat(locale, {
    calendar,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * The date as `Date.prototype.toISOString` writes it, for `<time dateTime>`.
 * Written out from the UTC fields: a page's first `toISOString` took
 * 0.5-1.8 ms of main thread in Chromium 156 on a desktop core (measured
 * 2026-12-01; the UTC getters cost nothing), in the doc column's turn of
 * every doc page. Years outside 0-9999 (and invalid dates) go to
 * `toISOString`, which writes (or refuses) them itself.
 */
export function isoDateTime(date: Date): string {
  const year = date.getUTCFullYear();
  if (!(year >= 0 && year <= 9999)) return date.toISOString();
  return (
    `${pad(year, 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:` +
    `${pad(date.getUTCSeconds())}.${pad(date.getUTCMilliseconds(), 3)}Z`
  );
}

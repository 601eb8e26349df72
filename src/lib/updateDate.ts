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

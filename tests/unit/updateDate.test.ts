import {formatUpdateDate} from '../../src/lib/updateDate';

const intl = (date: Date, locale: string, calendar?: string) =>
  new Intl.DateTimeFormat(locale, {
    calendar,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);

describe('the last-updated date', () => {
  // Every month, a one-digit and a two-digit day, and the UTC day boundary.
  const dates = [2019, 2026].flatMap((year) =>
    Array.from({length: 12}, (_, month) => [
      new Date(Date.UTC(year, month, 1, 0, 0, 0)),
      new Date(Date.UTC(year, month, 28, 23, 59, 59)),
    ]).flat(),
  );

  it.each(['en', 'zh-CN'])('is written as Intl writes it in %s', (locale) => {
    for (const date of dates)
      expect(formatUpdateDate(date, locale)).toBe(intl(date, locale));
    const date = new Date(Date.UTC(2026, 8, 9));
    expect(formatUpdateDate(date, locale, 'gregory')).toBe(intl(date, locale));
  });

  it('leaves other locales and calendars to Intl', () => {
    const date = new Date(Date.UTC(2026, 3, 28));
    expect(formatUpdateDate(date, 'fr')).toBe(intl(date, 'fr'));
    expect(formatUpdateDate(date, 'en', 'japanese')).toBe(
      intl(date, 'en', 'japanese'),
    );
  });
});

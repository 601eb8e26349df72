import {formatUpdateDate, isoDateTime} from '../../src/lib/updateDate';

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

describe('the last-updated date and time', () => {
  it('is written as toISOString writes it', () => {
    const dates = [
      Date.UTC(2026, 11, 1, 23, 5, 9, 7),
      Date.UTC(2019, 0, 1),
      Date.UTC(1999, 11, 31, 23, 59, 59, 999),
      Date.UTC(2026, 1, 28, 12, 0, 0, 50),
      0,
      Date.UTC(9999, 11, 31, 23, 59, 59, 999),
      Date.UTC(33, 4, 6, 7, 8, 9, 10),
    ].map((time) => new Date(time));
    // Every month's first and last hour of 2025.
    for (let month = 0; month < 12; month += 1)
      dates.push(
        new Date(Date.UTC(2025, month, 1, 0, 0, 0, 1)),
        new Date(Date.UTC(2025, month + 1, 0, 23, 59, 58, 120)),
      );
    for (const date of dates)
      expect(isoDateTime(date)).toBe(date.toISOString());
  });

  it('leaves other years to toISOString, invalid dates refused as it refuses them', () => {
    for (const time of [Date.UTC(10000, 0, 1), Date.UTC(-1, 5, 1)]) {
      const date = new Date(time);
      expect(isoDateTime(date)).toBe(date.toISOString());
    }
    expect(() => isoDateTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});

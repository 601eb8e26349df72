import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import relativeTime from 'dayjs/plugin/relativeTime';
import 'dayjs/locale/zh-cn';
import {dayjsLocale} from '@site/src/lib/locale';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(localizedFormat);
dayjs.extend(relativeTime);

/** A post date in the reader's locale and the site's time zone ("June 20, 2025"). */
export function formatPostDate(
  date: string | Date,
  locale: string,
  timeZone: string,
): string {
  return dayjs(date).tz(timeZone).locale(dayjsLocale(locale)).format('LL');
}

/** ISO date in the site's time zone, for <time dateTime>. */
export function isoPostDate(date: string | Date, timeZone: string): string {
  return dayjs(date).tz(timeZone).format();
}

/** "7 months ago" / "7 个月前". */
export function timeAgo(
  date: string | Date,
  now: number,
  locale: string,
): string {
  return dayjs(date).locale(dayjsLocale(locale)).from(dayjs(now));
}

/** The year of a date in the site's time zone. */
export function formatYear(date: string | Date, timeZone: string): string {
  return dayjs(date).tz(timeZone).format('YYYY');
}

/** The day of a date in the site's time zone ("2025-06-20"). */
export function isoDay(date: string | Date, timeZone: string): string {
  return dayjs(date).tz(timeZone).format('YYYY-MM-DD');
}

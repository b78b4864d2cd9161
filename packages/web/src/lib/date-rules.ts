import dayjs, { type Dayjs } from 'dayjs';
import { DATE_MAX_DAYS_AHEAD, DATE_SPAN_MAX_DAYS } from '@mbo/contracts/constants';

/**
 * The date pickers' rules, the server's rules (second document, section 5): nothing beyond tomorrow, and once one
 * end of a range is picked, nothing more than 365 days from it.
 */
export const lastPickableDay = (): Dayjs => dayjs().add(DATE_MAX_DAYS_AHEAD, 'day').endOf('day');

const isBeyondSpan = (day: Dayjs, from?: Dayjs): boolean =>
  from !== undefined && Math.abs(day.startOf('day').diff(from.startOf('day'), 'day')) > DATE_SPAN_MAX_DAYS;

export const isDisabledDay = (day: Dayjs, info?: { from?: Dayjs }): boolean =>
  day.isAfter(lastPickableDay()) || isBeyondSpan(day, info?.from);

/** Planned settle dates lie ahead by nature: only the span applies. */
export const isDisabledPlannedDay = (day: Dayjs, info?: { from?: Dayjs }): boolean => isBeyondSpan(day, info?.from);

export const formatDay = (day: Dayjs): string => day.format('YYYY-MM-DD');

/**
 * Today in a time zone, YYYY-MM-DD: the merchant's business day (a browser elsewhere — an owner in Shanghai of a
 * Sydney merchant, a test browser on UTC — may still be on the day before, or already on the next). Without a zone
 * (or with one the browser does not know), the browser's own.
 */
export function todayIn(timeZone: string | undefined, now = new Date()): string {
  if (!timeZone) return formatDay(dayjs(now));
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      now,
    );
  } catch {
    return formatDay(dayjs(now));
  }
}

/** The last `days` days up to today in the time zone (the merchant's; see todayIn), as `YYYY-MM-DD` strings. */
export function lastDays(days: number, timeZone?: string): [string, string] {
  const today = todayIn(timeZone);
  return [formatDay(dayjs(today).subtract(days - 1, 'day')), today];
}

import dayjs, { type Dayjs } from 'dayjs';
import { DATE_MAX_DAYS_AHEAD, DATE_SPAN_MAX_DAYS } from '@mbo/contracts/constants';

/**
 * The date pickers' rules, the server's rules (second document, section 5): nothing beyond tomorrow, and once one
 * end of a range is picked, nothing more than 365 days from it.
 */
export const lastPickableDay = (): Dayjs => dayjs().add(DATE_MAX_DAYS_AHEAD, 'day').endOf('day');

const isBeyondSpan = (day: Dayjs, from?: Dayjs): boolean =>
  from !== undefined && Math.abs(day.startOf('day').diff(from.startOf('day'), 'day')) > DATE_SPAN_MAX_DAYS;

export const isDisabledDay = (day: Dayjs, info?: { from?: Dayjs }): boolean => day.isAfter(lastPickableDay()) || isBeyondSpan(day, info?.from);

/** Planned settle dates lie ahead by nature: only the span applies. */
export const isDisabledPlannedDay = (day: Dayjs, info?: { from?: Dayjs }): boolean => isBeyondSpan(day, info?.from);

export const formatDay = (day: Dayjs): string => day.format('YYYY-MM-DD');

/** The last `days` days up to today, as `YYYY-MM-DD` strings. */
export const lastDays = (days: number): [string, string] => [formatDay(dayjs().subtract(days - 1, 'day')), formatDay(dayjs())];

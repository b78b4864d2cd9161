import dayjs, { type Dayjs } from 'dayjs';
import { PAYOUTS_SPAN_MAX_DAYS } from '@mbo/contracts/calls/payouts';

/** The spec's date rules, as the server applies them: at most 365 days, nothing beyond tomorrow. */
const lastPickableDay = (): Dayjs => dayjs().add(1, 'day').endOf('day');

const isBeyondSpan = (day: Dayjs, from?: Dayjs) =>
  from !== undefined && Math.abs(day.startOf('day').diff(from.startOf('day'), 'day')) > PAYOUTS_SPAN_MAX_DAYS;

/** Finance and actual dates, and the daily summary: not beyond tomorrow, at most 365 days from the first end picked. */
export const isDisabledDay = (day: Dayjs, info?: { from?: Dayjs }): boolean => day.isAfter(lastPickableDay()) || isBeyondSpan(day, info?.from);

/** Planned settle dates lie ahead by nature: only the span applies. */
export const isDisabledPlannedDay = (day: Dayjs, info?: { from?: Dayjs }): boolean => isBeyondSpan(day, info?.from);

export const formatDay = (day: Dayjs): string => day.format('YYYY-MM-DD');

/** The last `days` days up to today, as `YYYY-MM-DD` strings. */
export const lastDays = (days: number): [string, string] => [formatDay(dayjs().subtract(days - 1, 'day')), formatDay(dayjs())];

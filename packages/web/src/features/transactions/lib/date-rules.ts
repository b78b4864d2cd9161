import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { DATE_MAX_DAYS_AHEAD, DATE_SPAN_MAX_DAYS } from '@mbo/contracts/date-filter';

/** The last day a picker offers: tomorrow (the spec: no dates more than one day ahead). */
export const lastPickableDay = (): Dayjs => dayjs().add(DATE_MAX_DAYS_AHEAD, 'day').endOf('day');

/**
 * The range picker's rule, the server's rule: nothing beyond tomorrow, and once one end is picked, nothing more
 * than 365 days from it.
 */
export function isDisabledDay(day: Dayjs, info?: { from?: Dayjs }): boolean {
  if (day.isAfter(lastPickableDay())) return true;
  const from = info?.from;
  return from !== undefined && Math.abs(day.startOf('day').diff(from.startOf('day'), 'day')) > DATE_SPAN_MAX_DAYS;
}

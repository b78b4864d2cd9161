import { DATE_SPAN_MAX_DAYS } from '@mbo/contracts/constants';
import { addDays, daysBetween } from '@mbo/contracts/date-filter';
import { badRequest } from '../../lib/app-error.ts';

/** "No dates more than one day ahead" (second document, section 5): the last date a filter may name is tomorrow. */
const MAX_DAYS_AHEAD = 1;

export interface DateRange {
  from: string;
  to: string;
}

/**
 * Checks a filter's date range and returns it, or null when neither end is given. One end alone is an open range
 * (the other end unbounded), so the list can ask "planned from today on". `allowFuture` is for planned settle
 * dates, which lie ahead by nature; the other dates may reach tomorrow at most (merchant time zone).
 */
export function checkedRange(
  from: string | undefined,
  to: string | undefined,
  today: string,
  allowFuture = false,
): DateRange | null {
  if (!from && !to) return null;
  const start = from ?? '0001-01-01';
  const end = to ?? '9999-12-31';
  if (start > end) throw badRequest('payouts.date_order');
  if (from && to && daysBetween(from, to) > DATE_SPAN_MAX_DAYS)
    throw badRequest('payouts.date_span', { days: DATE_SPAN_MAX_DAYS });
  if (
    !allowFuture &&
    ((to && to > addDays(today, MAX_DAYS_AHEAD)) || (from && from > addDays(today, MAX_DAYS_AHEAD)))
  ) {
    throw badRequest('payouts.date_future');
  }
  return { from: start, to: end };
}

/** A closed range (both ends required), as the daily summary takes. */
export function checkedClosedRange(from: string, to: string, today: string): DateRange {
  return checkedRange(from, to, today)!;
}

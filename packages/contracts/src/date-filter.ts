/**
 * The date rules of list filters (second document, sections 5 and 9): start not after end, a span of at most
 * 365 days, nothing more than one day ahead. Dates are `YYYY-MM-DD` or wire times `YYYY-MM-DD HH:mm:ss`, in the
 * merchant's time zone. "Today" depends on that time zone, so the caller passes it: the server its merchant's,
 * the web the browser's (the pickers only stop what the server would refuse).
 */

import { DATE_MAX_DAYS_AHEAD, DATE_SPAN_MAX_DAYS } from './constants.ts';

const WIRE_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

export interface WireDateTime {
  /** `YYYY-MM-DD`. */
  date: string;
  /** `HH:mm:ss`, or null when only a date was given. */
  time: string | null;
}

/** A date or wire time that exists (2026-02-30 and 24:00:00 do not); null otherwise. */
export function parseWireDateTime(text: string): WireDateTime | null {
  const match = WIRE_DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (match[4] !== undefined && (Number(match[4]) > 23 || Number(match[5]) > 59 || Number(match[6]) > 59)) return null;
  return {
    date: `${match[1]}-${match[2]}-${match[3]}`,
    time: match[4] === undefined ? null : `${match[4]}:${match[5]}:${match[6]}`,
  };
}

/** Whole days from one `YYYY-MM-DD` to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** `YYYY-MM-DD` plus a number of days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export type DateRangeProblem =
  | 'transactions.date_required'
  | 'transactions.date_invalid'
  | 'transactions.date_order'
  | 'transactions.date_span'
  | 'transactions.date_future';

/**
 * What is wrong with a date range, as a key of the shared catalogue, or null when nothing is. `today` is the
 * merchant-local date. A range given as dates runs from the start of the first day to the end of the last.
 */
export function dateRangeProblem(
  begin: string | undefined,
  end: string | undefined,
  today: string,
): DateRangeProblem | null {
  if (!begin?.trim() || !end?.trim()) return 'transactions.date_required';
  const from = parseWireDateTime(begin);
  const to = parseWireDateTime(end);
  if (!from || !to) return 'transactions.date_invalid';
  const fromKey = `${from.date} ${from.time ?? '00:00:00'}`;
  const toKey = `${to.date} ${to.time ?? '23:59:59'}`;
  if (fromKey > toKey) return 'transactions.date_order';
  if (daysBetween(from.date, to.date) > DATE_SPAN_MAX_DAYS) return 'transactions.date_span';
  if (daysBetween(today, to.date) > DATE_MAX_DAYS_AHEAD) return 'transactions.date_future';
  return null;
}

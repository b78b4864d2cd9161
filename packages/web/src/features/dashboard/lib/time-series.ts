import type { TimeRow } from '@mbo/contracts/calls/dashboard';
import { monthDates, type Period } from './period.ts';

/** What a time chart plots: amounts or counts. */
export type Metric = 'amount' | 'count';

export interface TimeSeries {
  categories: string[];
  /** null where the bucket has not happened yet (later today, later this week or month): no line, rather than a zero. */
  current: (number | null)[];
  /** The week before, for a week; absent otherwise. */
  previous?: number[];
}

const HOURS = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);
const valueOf = (row: TimeRow, metric: Metric) =>
  metric === 'amount' ? row.transaction_amount : row.transaction_count;

/**
 * Lays TimeReport rows on the chart's whole axis: every hour of the day, Monday to Sunday, every date of the month.
 * The server lists buckets up to now only; the rest of the axis stays empty.
 */
export function timeSeries(
  period: Period,
  rows: readonly TimeRow[],
  previousRows: readonly TimeRow[],
  metric: Metric,
): TimeSeries {
  if (period.kind === 'day') {
    const byText = new Map(rows.map((row) => [row.group_time_text, valueOf(row, metric)]));
    return { categories: HOURS, current: HOURS.map((hour) => byText.get(hour) ?? null) };
  }
  if (period.kind === 'week') {
    // The week before is always whole, Monday first: its labels name the axis, this week's rows fill it from Monday.
    return {
      categories: previousRows.map((row) => row.group_time_text),
      current: previousRows.map((_, index) => (rows[index] ? valueOf(rows[index], metric) : null)),
      previous: previousRows.map((row) => valueOf(row, metric)),
    };
  }
  const byDate = new Map(rows.map((row) => [row.group_time, valueOf(row, metric)]));
  const dates = monthDates(period);
  return { categories: dates.map((date) => date.slice(5)), current: dates.map((date) => byDate.get(date) ?? null) };
}

/** Whether a report has anything to draw. */
export const hasPayments = (rows: readonly { transaction_count: number }[]): boolean =>
  rows.some((row) => row.transaction_count > 0);

import { addDays } from '@mbo/contracts/date-filter';
import type { LocalRange } from './transaction-filter.ts';
import type { DayCount } from './transaction-list.repository.ts';

export interface PageWindow {
  /** The days holding the page's rows, as a merchant-local range. */
  range: LocalRange;
  /** Where the page starts within that range. */
  offset: number;
}

/**
 * The days a page of rows [offset, offset + limit) falls on, from the rows per day: walking the days in list
 * order, the page starts on the day where the running count passes `offset` and ends where it reaches
 * `offset + limit`. Null when the page lies beyond the last row.
 */
export function pageWindow(
  counts: readonly DayCount[],
  offset: number,
  limit: number,
  isAscending: boolean,
): PageWindow | null {
  const ordered = [...counts].sort((a, b) => (isAscending ? a.day.localeCompare(b.day) : b.day.localeCompare(a.day)));
  let before = 0;
  let first: string | null = null;
  let last: string | null = null;
  let skipped = 0;
  for (const { day, count } of ordered) {
    if (first === null && before + count > offset) {
      first = day;
      skipped = before;
    }
    if (first !== null) {
      last = day;
      if (before + count >= offset + limit) break;
    }
    before += count;
  }
  if (first === null || last === null) return null;
  const [fromDay, toDay] = isAscending ? [first, last] : [last, first];
  return { range: { from: `${fromDay} 00:00:00`, to: `${addDays(toDay, 1)} 00:00:00` }, offset: offset - skipped };
}

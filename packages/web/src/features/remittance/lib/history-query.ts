import { lastDays } from '../../../lib/date-rules.ts';

/** How many days the history shows until the user picks a range (the spec names no default). */
export const HISTORY_DEFAULT_DAYS = 30;

/** The history's state: creation dates (`YYYY-MM-DD`, the merchant's days), a status or all, a keyword, the page. */
export interface HistoryQuery {
  begin: string;
  end: string;
  status: number | null;
  keyword: string;
  page: number;
}

export function defaultHistoryQuery(timeZone?: string): HistoryQuery {
  const [begin, end] = lastDays(HISTORY_DEFAULT_DAYS, timeZone);
  return { begin, end, status: null, keyword: '', page: 1 };
}

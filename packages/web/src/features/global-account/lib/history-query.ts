import { HISTORY_DEFAULT_DAYS, type HistoryType } from '@mbo/contracts/calls/global-account';
import { lastDays } from '../../../lib/date-rules.ts';

/** The history's state: dates (`YYYY-MM-DD`, the merchant's days), a type and a currency or all, the page. */
export interface HistoryQuery {
  begin: string;
  end: string;
  type: HistoryType | null;
  currencyId: number | null;
  page: number;
}

/** The last 30 days, every type and currency. */
export function defaultHistoryQuery(timeZone?: string): HistoryQuery {
  const [begin, end] = lastDays(HISTORY_DEFAULT_DAYS, timeZone);
  return { begin, end, type: null, currencyId: null, page: 1 };
}

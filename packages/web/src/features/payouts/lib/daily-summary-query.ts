import { PAYOUTS_DEFAULT_DAYS } from '@mbo/contracts/calls/payouts';
import { CURRENCY_ID } from '@mbo/contracts/lookups/currencies';
import { lastDays } from '../../../lib/date-rules.ts';

export interface DailySummaryQuery {
  begin: string;
  end: string;
  currencyId: number;
  page: number;
}

/** The spec's default: the last 7 days; AUD unless the merchant is not paid out in it. */
export function defaultDailySummaryQuery(currencyIds: readonly number[] = [], timeZone?: string): DailySummaryQuery {
  const [begin, end] = lastDays(PAYOUTS_DEFAULT_DAYS, timeZone);
  const currencyId =
    currencyIds.length === 0 || currencyIds.includes(CURRENCY_ID.AUD) ? CURRENCY_ID.AUD : currencyIds[0]!;
  return { begin, end, currencyId, page: 1 };
}

import type { PayoutsQuery } from '../lib/payouts-query.ts';
import type { DailySummaryQuery } from '../lib/daily-summary-query.ts';

/**
 * Query keys of the payouts feature, under ['payouts', merchant id] (the root the transactions feature invalidates
 * after a refund, since a refund changes the daily summary).
 */
export const payoutsKeys = {
  all: ['payouts'] as const,
  merchant: (merchantId: number) => [...payoutsKeys.all, merchantId] as const,
  list: (merchantId: number, query: PayoutsQuery) => [...payoutsKeys.merchant(merchantId), 'list', query] as const,
  detail: (merchantId: number, clearingId: number, page: number) => [...payoutsKeys.merchant(merchantId), 'detail', clearingId, page] as const,
  daily: (merchantId: number, query: DailySummaryQuery) => [...payoutsKeys.merchant(merchantId), 'daily', query] as const,
  currencies: (merchantId: number) => [...payoutsKeys.merchant(merchantId), 'currencies'] as const,
};

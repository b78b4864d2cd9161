import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api-client.ts';
import { sharedKeys } from '../query-keys.ts';

/** The merchant's currencies change only when back-office staff add one; five minutes old is fresh enough. */
const CURRENCY_LIST_STALE_MS = 5 * 60_000;

/**
 * The merchant's payout currencies (getCurrencyList), read by the transactions, payouts and dashboard currency
 * selects. Silent: a select without choices is the whole failure (the dashboard falls back to AUD, as the spec asks
 * of its data failures), and the page's own list call shows any outage.
 */
export const currencyListOptions = (merchantId: number) =>
  queryOptions({
    queryKey: sharedKeys.currencyList(merchantId),
    queryFn: () => call('getCurrencyList', {}, { silent: true }),
    staleTime: CURRENCY_LIST_STALE_MS,
    select: (data) => data.payout_currency_ids,
  });

export const useCurrencyList = (merchantId: number) => useQuery(currencyListOptions(merchantId));

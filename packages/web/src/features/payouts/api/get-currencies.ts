import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { payoutsKeys } from './payouts-keys.ts';

const CURRENCIES_STALE_MS = 5 * 60_000;

export const currenciesOptions = (merchantId: number) =>
  queryOptions({
    queryKey: payoutsKeys.currencies(merchantId),
    queryFn: () => call('getCurrencyList', {}),
    staleTime: CURRENCIES_STALE_MS,
    select: (data) => data.payout_currency_ids,
  });

/** The currencies the merchant is paid out in (the currency selects). */
export const useCurrencies = (merchantId: number) => useQuery(currenciesOptions(merchantId));

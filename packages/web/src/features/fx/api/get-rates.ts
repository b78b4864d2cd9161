import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { fxKeys } from '../../../lib/query-keys.ts';

/** How often the rates on screen are read again (the sandbox's move every few seconds). */
const RATES_REFRESH_MS = 15_000;

/** The mid and customer rates from one currency to every other listed one. */
export const useRates = (merchantId: number, sellCurrencyId: number) =>
  useQuery({
    queryKey: fxKeys.rates(merchantId, sellCurrencyId),
    queryFn: () => call('fx/GetRates', { merchant_id: merchantId, sell_currency_id: sellCurrencyId }),
    refetchInterval: RATES_REFRESH_MS,
  });

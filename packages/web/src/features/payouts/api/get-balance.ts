import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { payoutsKeys } from '../../../lib/query-keys.ts';

export const balanceOptions = (merchantId: number) =>
  queryOptions({ queryKey: payoutsKeys.balance(merchantId), queryFn: () => call('get_balance', {}) });

/** The balance page's figures, every settlement currency. */
export const useBalance = (merchantId: number) => useQuery(balanceOptions(merchantId));

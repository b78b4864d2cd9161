import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { transactionKeys } from '../../../lib/query-keys.ts';

/** What a number names across every date and filter (payment, refund, order, payout). */
export const findByNumberOptions = (merchantId: number, number: string) =>
  queryOptions({
    queryKey: transactionKeys.found(merchantId, number),
    queryFn: () => call('find_by_number', { merchant_id: merchantId, number }),
    select: (data) => data.matches,
  });

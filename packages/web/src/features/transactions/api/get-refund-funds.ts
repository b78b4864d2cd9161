import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { transactionKeys } from '../../../lib/query-keys.ts';

export const balanceOptions = (merchantId: number, currencyId: number) =>
  queryOptions({
    queryKey: transactionKeys.balance(merchantId, currencyId),
    queryFn: () => call('Get_Total_Balance', { currency_id: currencyId }, { silent: true }),
    staleTime: 0,
    select: (data) => data.balance,
  });

/** The available balance a refund draws on first (shown in the refund dialog; silent: it is only a hint). */
export const useBalance = (merchantId: number, currencyId: number) => useQuery(balanceOptions(merchantId, currencyId));

export const realRefundOptions = (merchantId: number, paymentId: number, amount: number) =>
  queryOptions({
    queryKey: transactionKeys.realAmount(merchantId, paymentId, amount),
    queryFn: () => call('get_real_refund_amount', { transaction_id: paymentId, amount }, { silent: true }),
    staleTime: 0,
  });

/** What a refund of this amount takes from the merchant's funds (amount less the fee given back). */
export const useRealRefundAmount = (merchantId: number, paymentId: number, amount: number | null) =>
  useQuery({ ...realRefundOptions(merchantId, paymentId, amount ?? 0), enabled: amount !== null && amount > 0 });

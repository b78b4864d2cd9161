import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { transactionKeys } from '../../../lib/query-keys.ts';

export const getTransactionDetail = (id: number, turnoverType: 1 | 2) =>
  call('transaction_detail', { transaction_id: id, turnover_type: turnoverType });

export const transactionDetailOptions = (merchantId: number, id: number, turnoverType: 1 | 2) =>
  queryOptions({
    queryKey: transactionKeys.detail(merchantId, turnoverType, id),
    queryFn: () => getTransactionDetail(id, turnoverType),
    select: (data) => data.transaction,
  });

/** A payment (1) or refund (2), as the list shows it, with every field. */
export const useTransactionDetail = (merchantId: number, id: number, turnoverType: 1 | 2) =>
  useQuery(transactionDetailOptions(merchantId, id, turnoverType));

/** The story of the payment (a refund's: of its payment), from the same answer as the detail. */
export const useTransactionTimeline = (merchantId: number, id: number, turnoverType: 1 | 2) =>
  useQuery({ ...transactionDetailOptions(merchantId, id, turnoverType), select: (data) => data.timeline });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { transactionKeys } from '../../../lib/query-keys.ts';

export const getRefundDetail = (refundId: number) => call('refundDetail', { refund_id: refundId });

export const refundDetailOptions = (merchantId: number, refundId: number) =>
  queryOptions({
    queryKey: transactionKeys.refund(merchantId, refundId),
    queryFn: () => getRefundDetail(refundId),
    select: (data) => data.refund,
  });

/** A refund's own fields: fee given back, what left the merchant's funds, the fund source. */
export const useRefundDetail = (merchantId: number, refundId: number, isEnabled: boolean) =>
  useQuery({ ...refundDetailOptions(merchantId, refundId), enabled: isEnabled });

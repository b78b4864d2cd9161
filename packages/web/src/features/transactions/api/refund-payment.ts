import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type CallBody } from '../../../lib/api-client.ts';
import { changedByRefund, transactionKeys } from '../../../lib/query-keys.ts';

/** Silent: the dialog shows refusals itself (a top-up link, a warning for a fully refunded order). */
export const refundPayment = (body: CallBody<'merchant_refund'>) => call('merchant_refund', body, { silent: true });

/**
 * Refunds a payment; on success the lists, the payment's detail, the balances, the dashboard's figures and the
 * daily summary of this merchant are refetched — nothing else.
 */
export function useRefundPayment(merchantId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSuccess: async (result) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: transactionKeys.detail(merchantId, 1, result.refund.transaction_id) }),
        ...changedByRefund(merchantId).map((queryKey) => client.invalidateQueries({ queryKey })),
      ]);
    },
  });
}

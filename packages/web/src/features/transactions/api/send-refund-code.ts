import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export const sendRefundCode = (paymentId: number, amount: number) =>
  call('send_refund_code', { transaction_id: paymentId, amount });

/** Sends the refund code for this payment and amount to the signed-in user's phone. */
export const useSendRefundCode = () =>
  useMutation({
    mutationFn: ({ paymentId, amount }: { paymentId: number; amount: number }) => sendRefundCode(paymentId, amount),
  });

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { fxKeys } from '../../../lib/query-keys.ts';

/** Executes a quote; the caller handles the refusals (an expired quote carries a fresh one). */
export const useConvert = (merchantId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { quote_id: number; idempotency_key: string }) =>
      (await call('fx/Convert', { merchant_id: merchantId, ...body }, { silent: true })).conversion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fxKeys.merchant(merchantId) }),
  });
};

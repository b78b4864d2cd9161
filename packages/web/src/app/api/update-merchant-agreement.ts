import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AGREEMENT_CATEGORY_ID } from '@mbo/contracts/constants';
import type { CallResponse } from '@mbo/contracts/calls/index';
import { call } from '../../lib/api-client.ts';
import { shellKeys } from '../../lib/query-keys.ts';

export const updateMerchantAgreement = (userId: number | undefined) =>
  call('UpdateMerchantAgreement', { CategoryId: AGREEMENT_CATEGORY_ID, UserId: userId });

/** Acknowledges the agreement; only this merchant's agreement entry changes. */
export function useUpdateMerchantAgreement(merchantId: number | undefined, userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => updateMerchantAgreement(userId),
    onSuccess: () => {
      if (merchantId === undefined) return;
      queryClient.setQueryData<CallResponse<'GetNearMerchantAgreement'>>(shellKeys.agreement(merchantId), (previous) =>
        previous ? { ...previous, data: { ...previous.data, IsUpdate: false } } : previous,
      );
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { twoFactorKeys } from './two-factor-keys.ts';

/** Requires (or stops requiring) two-step verification of the merchant's super admins. */
export function useSetMerchantRequirement(merchantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isRequired: boolean) =>
      call('two_factor/set_merchant_requirement', { merchant_id: merchantId, is_required: isRequired }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.requirement(merchantId) }),
  });
}

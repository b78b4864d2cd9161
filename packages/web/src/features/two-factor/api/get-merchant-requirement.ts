import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { twoFactorKeys } from './two-factor-keys.ts';

export const merchantRequirementOptions = (merchantId: number) =>
  queryOptions({
    queryKey: twoFactorKeys.requirement(merchantId),
    queryFn: () => call('two_factor/get_merchant_requirement', { merchant_id: merchantId }),
  });

/** Whether the selected merchant requires two-step verification of its super admins. */
export const useMerchantRequirement = (merchantId: number) => useQuery(merchantRequirementOptions(merchantId));

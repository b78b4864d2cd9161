import { queryOptions, useQuery } from '@tanstack/react-query';
import { AGREEMENT_CATEGORY_ID } from '@mbo/contracts/constants';
import { call } from '../../lib/api-client.ts';
import { shellKeys } from '../../lib/query-keys.ts';

export const getNearAgreement = () => call('GetNearMerchantAgreement', { CategoryId: AGREEMENT_CATEGORY_ID });

export const nearAgreementOptions = (merchantId: number) =>
  queryOptions({
    queryKey: shellKeys.agreement(merchantId),
    queryFn: getNearAgreement,
    select: (data) => data.data,
    // Asked once per merchant and session: acknowledging updates the cache itself.
    staleTime: Infinity,
  });

/** The latest merchant agreement and whether it awaits acknowledgement (only users with the agreement role). */
export function useNearAgreement(merchantId: number | undefined, isEnabled: boolean) {
  return useQuery({ ...nearAgreementOptions(merchantId ?? 0), enabled: isEnabled && merchantId !== undefined });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import type { CurrentMerchant } from '../../lib/session.ts';
import { shellKeys } from '../../lib/query-keys.ts';

export const getMerchantOpened = () => call('IsMerchantOpened', {}, { silent: true });

export const merchantOpenedOptions = (merchantId: number) =>
  queryOptions({
    queryKey: shellKeys.creditOpened(merchantId),
    queryFn: getMerchantOpened,
    select: (data) => data.is_opened,
  });

/**
 * Whether the merchant is opened for credit (the credit menu entries). The flag stored at merchant choice answers
 * at once; the call confirms it, since credit can be opened while a session runs.
 */
export function useIsCreditOpened(merchant: CurrentMerchant | null): boolean {
  const query = useQuery({
    ...merchantOpenedOptions(merchant?.id ?? 0),
    enabled: merchant?.is_verify === true,
  });
  return query.data ?? merchant?.is_opened_credit === true;
}

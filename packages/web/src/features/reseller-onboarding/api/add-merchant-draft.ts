import { useQuery } from '@tanstack/react-query';
import { CLASS_NUMBER_RESELLER_APPLICATION } from '@mbo/contracts/resellers/add-merchant-schema';
import { call } from '../../../lib/api-client.ts';
import { resellerApplicationKeys } from './reseller-application-keys.ts';

/** The member's saved add-merchant draft, or null. Read once per visit: the form owns it afterwards. */
export const useAddMerchantDraft = (isEnabled: boolean) =>
  useQuery({
    queryKey: resellerApplicationKeys.draft(),
    queryFn: async () => (await call('reseller/findData', {})).data[0]?.data ?? null,
    enabled: isEnabled,
    staleTime: 0,
    gcTime: 0,
  });

/** Saves the draft in the background: a failed save is tried again at the next tick, without a toast. */
export const saveAddMerchantDraft = (data: Record<string, unknown>) =>
  call('reseller/upData', { class_number: CLASS_NUMBER_RESELLER_APPLICATION, data }, { silent: true }).catch(
    () => undefined,
  );

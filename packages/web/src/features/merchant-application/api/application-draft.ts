import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { applicationKeys } from './application-keys.ts';

/** The saved draft (the first entry of findData), or null. Read once per visit: the form owns it afterwards. */
export const useDraft = (isEnabled: boolean) =>
  useQuery({
    queryKey: applicationKeys.draft(),
    queryFn: async () => (await call('findData', {})).data[0]?.data ?? null,
    enabled: isEnabled,
    staleTime: 0,
    gcTime: 0,
  });

/** Saves the draft in the background: a failed save is tried again at the next tick, without a toast. */
export const saveDraft = (data: Record<string, unknown>) =>
  call('upData', { class_number: '001', data }, { silent: true }).catch(() => undefined);

import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { resellerKeys } from '../../../lib/query-keys.ts';

/** The caller's sub-resellers (a reseller's only; a sub-reseller has none), to add a merchant for or filter by. */
export const useSubResellers = (isEnabled: boolean) =>
  useQuery({
    queryKey: resellerKeys.subResellers(),
    queryFn: async () => (await call('reseller/sub_resellers', {})).data,
    enabled: isEnabled,
  });

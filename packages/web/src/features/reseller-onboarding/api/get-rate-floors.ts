import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { resellerKeys } from '../../../lib/query-keys.ts';

/**
 * The floors a merchant's rates are held to: the caller's base rates, or (a reseller adding for one of its
 * sub-resellers) that sub-reseller's. Waits while a sub-reseller is still to be chosen.
 */
export const useRateFloors = (resellerId: number | null, isEnabled = true) =>
  useQuery({
    queryKey: resellerKeys.rates(resellerId),
    queryFn: async () =>
      (await call('GetMechantFeeRateRules', resellerId === null ? {} : { reseller_id: resellerId })).data,
    enabled: isEnabled,
  });

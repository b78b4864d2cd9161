import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { kycKeys } from './kyc-keys.ts';

/** States or provinces of a country, or cities of a state (reference data, cached for the session). */
export const useRegions = (parentId: number | undefined | null) =>
  useQuery({
    queryKey: kycKeys.regions(parentId ?? 0),
    queryFn: async () => (await call('getRegionListByParent', { parent_id: parentId! })).regions,
    enabled: !!parentId,
    staleTime: Infinity,
  });

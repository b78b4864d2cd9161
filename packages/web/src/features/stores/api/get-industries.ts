import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { storeKeys } from '../../../lib/query-keys.ts';

/** Industries of level 1, or of level 2 under a parent (reference data: kept for the session). */
export const useIndustries = (merchantId: number, level: 1 | 2, parentId?: number) =>
  useQuery({
    queryKey: storeKeys.industries(merchantId, level, parentId),
    queryFn: () => call('Industry/GetIndustryList', { level, parent_id: parentId }),
    select: (data) => data.industrys,
    enabled: merchantId > 0 && (level === 1 || parentId !== undefined),
    staleTime: Number.POSITIVE_INFINITY,
  });

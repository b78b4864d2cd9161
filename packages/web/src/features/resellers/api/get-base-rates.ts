import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { resellerKeys } from '../../../lib/query-keys.ts';

/** The base rates of the caller's reseller, or of one of its sub-resellers (`resellerId`). */
export const baseRatesOptions = (resellerId: number | null) =>
  queryOptions({
    queryKey: resellerKeys.rates(resellerId),
    queryFn: async () =>
      (await call('GetMechantFeeRateRules', resellerId === null ? {} : { reseller_id: resellerId })).data,
  });

export const useBaseRates = (resellerId: number | null) => useQuery(baseRatesOptions(resellerId));

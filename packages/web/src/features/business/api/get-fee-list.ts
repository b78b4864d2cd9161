import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { businessKeys } from '../../../lib/query-keys.ts';

/** The provider's schedule changes with a release, not within a session. */
const FEES_STALE_MS = 60 * 60_000;

export const getFeeList = () => call('GlobalAccounts/Collection/GetFeeList', {});

export const useFeeList = (merchantId: number) =>
  useQuery({
    queryKey: businessKeys.fees(merchantId),
    queryFn: getFeeList,
    staleTime: FEES_STALE_MS,
    select: (data) => data.fee_rate,
  });

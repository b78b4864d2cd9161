import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { storeKeys } from '../../../lib/query-keys.ts';

/** One page of the merchant's stores (10 a page) and the limits of the fee form. */
export const useStores = (merchantId: number, page: number) =>
  useQuery({
    queryKey: storeKeys.list(merchantId, page),
    queryFn: () => call('Branch/GetBranchPage', { page_index: page }),
    placeholderData: keepPreviousData,
    enabled: merchantId > 0,
  });

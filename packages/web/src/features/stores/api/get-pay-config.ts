import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { storeKeys } from '../../../lib/query-keys.ts';

/** A store's payment settings, for the edit_payment dialog. */
export const usePayConfig = (merchantId: number, id: number | null) =>
  useQuery({
    queryKey: storeKeys.payConfig(merchantId, id ?? 0),
    queryFn: () => call('Branch/GetPayConfig', { id: id! }),
    select: (data) => data.branchConfig,
    enabled: merchantId > 0 && id !== null,
  });

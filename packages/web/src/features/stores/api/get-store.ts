import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { storeKeys } from '../../../lib/query-keys.ts';

/** One store with its fees, settings, images (signed links) and QR code; industry names follow the language. */
export const useStore = (merchantId: number, id: number | null, language: string) =>
  useQuery({
    queryKey: storeKeys.detail(merchantId, id ?? 0, language),
    queryFn: () => call('Branch/GetBranchDetail', { id: id! }),
    enabled: merchantId > 0 && id !== null,
  });

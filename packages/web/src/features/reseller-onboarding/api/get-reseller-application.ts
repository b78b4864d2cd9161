import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { resellerApplicationKeys } from './reseller-application-keys.ts';

/** One application the caller may see, with every field and signed links to its documents and IDs. */
export const useResellerApplication = (id: number | null) =>
  useQuery({
    queryKey: resellerApplicationKeys.detail(id ?? 0),
    queryFn: async () => (await call('reseller/billDetail', { id: id! })).data,
    enabled: id !== null,
  });

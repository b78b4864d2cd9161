import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { applicationKeys } from './application-keys.ts';

/** One of the person's applications with every field and signed links to its documents. */
export const useApplication = (id: number | null) =>
  useQuery({
    queryKey: applicationKeys.detail(id ?? 0),
    queryFn: async () => (await call('billDetail', { class_number: '001', id: id! })).data,
    enabled: id !== null,
  });

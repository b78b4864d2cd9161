import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { homeNKeys } from './api/get-person-info.ts';

/** The merchant application's state as the landing page needs it: 0 under review, 1 approved, 2 rejected. */
export interface ApplicationState {
  status: 'none' | 0 | 1 | 2;
  exists: boolean;
}

const asStatus = (status: number): ApplicationState['status'] => (status === 1 || status === 2 ? status : 0);

/**
 * The person's newest merchant application (`billList`, newest first, the status derived on the server as 002
 * specifies), and whether any exists: the company entry opens the list when one does.
 */
export function useApplicationState(): ApplicationState & { isLoading: boolean } {
  const query = useQuery({
    queryKey: homeNKeys.latestApplication(),
    queryFn: () => call('billList', { class_number: '001', page_index: 1, page_size: 1 }),
  });
  const newest = query.data?.data[0];
  return {
    status: newest ? asStatus(newest.status) : 'none',
    exists: (query.data?.total_count ?? 0) > 0,
    isLoading: query.isPending,
  };
}

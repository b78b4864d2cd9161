import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { resellerApplicationKeys } from './reseller-application-keys.ts';

export interface ApplicationListQuery {
  page: number;
  /** 0 under review, 1 approved, 2 rejected; null: all. */
  status: number | null;
  /** Only those for this sub-reseller; null: all. */
  sub_reseller_id: number | null;
}

/** The applications the caller's reseller may see, newest first, 10 a page. */
export const useResellerApplications = (query: ApplicationListQuery) =>
  useQuery({
    queryKey: resellerApplicationKeys.list(query),
    queryFn: () =>
      call('reseller/billList', {
        page_index: query.page,
        page_size: 10,
        status: query.status as 0 | 1 | 2 | null,
        sub_reseller_id: query.sub_reseller_id,
      }),
    placeholderData: keepPreviousData,
  });

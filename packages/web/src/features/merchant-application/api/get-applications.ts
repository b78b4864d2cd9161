import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { applicationKeys } from './application-keys.ts';

/** The person's applications, newest first, 10 a page. */
export const useApplications = (page: number) =>
  useQuery({
    queryKey: applicationKeys.list(page),
    queryFn: () => call('billList', { class_number: '001', page_index: page, page_size: 10 }),
    placeholderData: keepPreviousData,
  });

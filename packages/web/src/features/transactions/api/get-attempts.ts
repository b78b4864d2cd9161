import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@mbo/contracts/constants';
import { call } from '../../../lib/api-client.ts';
import { transactionKeys } from '../../../lib/query-keys.ts';
import type { ListQuery } from '../lib/list-query.ts';

const attemptsBody = (merchantId: number, query: ListQuery) => ({
  merchant_id: merchantId,
  begin_time: query.begin,
  end_time: query.end,
  ...(query.attemptStatus ? { status: query.attemptStatus as 3 | 4 | 5 } : {}),
  ...(query.stores.length ? { branch_id: query.stores } : {}),
  page_index: query.page,
  page_size: PAGE_SIZE,
});

/** Pay-page and API attempts that ended without a payment, one page (only while that view is open). */
export const useAttempts = (merchantId: number, query: ListQuery, isOpen: boolean) =>
  useQuery({
    queryKey: transactionKeys.attempts(merchantId, query),
    queryFn: () => call('order_attempts_list', attemptsBody(merchantId, query)),
    select: (data) => data.page_data,
    enabled: isOpen && merchantId > 0,
    placeholderData: keepPreviousData,
  });

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { listBody, type ListQuery } from '../lib/list-query.ts';
import { transactionKeys } from '../../../lib/query-keys.ts';

export const getTransactions = (query: ListQuery) => call('transactionlist_report', listBody(query));

export const transactionsOptions = (merchantId: number, query: ListQuery) =>
  queryOptions({
    queryKey: transactionKeys.list(merchantId, query),
    queryFn: () => getTransactions(query),
    select: (data) => data.page_data,
  });

/** One page of the list (while it is shown); the previous page stays on screen while the next loads. */
export const useTransactions = (merchantId: number, query: ListQuery, isShown = true) =>
  useQuery({ ...transactionsOptions(merchantId, query), placeholderData: keepPreviousData, enabled: isShown });

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { payoutsBody, type PayoutsQuery } from '../lib/payouts-query.ts';
import { payoutsKeys } from '../../../lib/query-keys.ts';

export const getSettlements = (query: PayoutsQuery) => call('get_settlement_report_list', payoutsBody(query));

export const settlementsOptions = (merchantId: number, query: PayoutsQuery) =>
  queryOptions({
    queryKey: payoutsKeys.list(merchantId, query),
    queryFn: () => getSettlements(query),
    select: (data) => data.page_data,
  });

/** One page of payouts; the previous page stays on screen while the next loads. */
export const useSettlements = (merchantId: number, query: PayoutsQuery) =>
  useQuery({ ...settlementsOptions(merchantId, query), placeholderData: keepPreviousData });

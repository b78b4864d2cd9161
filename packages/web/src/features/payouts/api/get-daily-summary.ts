import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@mbo/contracts/constants';
import { call } from '../../../lib/api-client.ts';
import type { DailySummaryQuery } from '../lib/daily-summary-query.ts';
import { payoutsKeys } from '../../../lib/query-keys.ts';

export const getDailySummary = (query: DailySummaryQuery) =>
  call('daily_summary_report', {
    begin_time: query.begin,
    end_time: query.end,
    currency_id: query.currencyId,
    page_index: query.page,
    page_size: PAGE_SIZE,
    sort_type: 2,
  });

export const dailySummaryOptions = (merchantId: number, query: DailySummaryQuery) =>
  queryOptions({ queryKey: payoutsKeys.daily(merchantId, query), queryFn: () => getDailySummary(query) });

export const useDailySummary = (merchantId: number, query: DailySummaryQuery) =>
  useQuery({ ...dailySummaryOptions(merchantId, query), placeholderData: keepPreviousData });

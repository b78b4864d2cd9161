import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardCurrencyId } from '@mbo/contracts/calls/dashboard';
import { call } from '../../../lib/api-client.ts';
import { logFailure } from '../lib/log-failure.ts';
import { dashboardKeys } from '../../../lib/query-keys.ts';
import { DASHBOARD_STALE_MS } from './report-filter.ts';

export const getTodaySummary = (currency: DashboardCurrencyId) =>
  logFailure('today_summary_report', call('today_summary_report', { currency }, { silent: true }));

export const todaySummaryOptions = (merchantId: number, currency: DashboardCurrencyId) =>
  queryOptions({
    queryKey: dashboardKeys.today(merchantId, currency),
    queryFn: () => getTodaySummary(currency),
    staleTime: DASHBOARD_STALE_MS,
  });

/** Today's summary; its `date` is the merchant's today, which the period picker and ranges count from. */
export const useTodaySummary = (merchantId: number, currency: DashboardCurrencyId) =>
  useQuery({ ...todaySummaryOptions(merchantId, currency), placeholderData: keepPreviousData });

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { logFailure } from '../lib/log-failure.ts';
import { dashboardKeys } from '../../../lib/query-keys.ts';
import { DASHBOARD_STALE_MS, type ReportFilter } from './report-filter.ts';

export const getTrendReport = (filter: ReportFilter) =>
  logFailure('TrendReport', call('TrendReport', filter, { silent: true }));

export const trendReportOptions = (merchantId: number, filter: ReportFilter) =>
  queryOptions({
    queryKey: dashboardKeys.report(merchantId, 'TrendReport', filter),
    queryFn: () => getTrendReport(filter),
    staleTime: DASHBOARD_STALE_MS,
  });

export const useTrendReport = (merchantId: number, filter: ReportFilter | null) =>
  useQuery({ ...trendReportOptions(merchantId, filter!), enabled: filter !== null, placeholderData: keepPreviousData });

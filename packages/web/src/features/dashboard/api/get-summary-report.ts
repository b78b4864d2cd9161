import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { logFailure } from '../lib/log-failure.ts';
import { dashboardKeys } from '../../../lib/query-keys.ts';
import { DASHBOARD_STALE_MS, type ReportFilter } from './report-filter.ts';

export const getSummaryReport = (filter: ReportFilter) =>
  logFailure(
    'SummaryReport',
    call(
      'SummaryReport',
      { currency: filter.currency, startTime: filter.startTime, endTime: filter.endTime },
      { silent: true },
    ),
  );

export const summaryReportOptions = (merchantId: number, filter: ReportFilter) =>
  queryOptions({
    queryKey: dashboardKeys.report(merchantId, 'SummaryReport', filter),
    queryFn: () => getSummaryReport(filter),
    staleTime: DASHBOARD_STALE_MS,
  });

export const useSummaryReport = (merchantId: number, filter: ReportFilter | null) =>
  useQuery({
    ...summaryReportOptions(merchantId, filter!),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { logFailure } from '../lib/log-failure.ts';
import { dashboardKeys } from '../../../lib/query-keys.ts';
import { DASHBOARD_STALE_MS, type ReportFilter } from './report-filter.ts';

export const getPriceReport = (filter: ReportFilter) =>
  logFailure(
    'PriceReport',
    call(
      'PriceReport',
      { currency: filter.currency, startTime: filter.startTime, endTime: filter.endTime },
      { silent: true },
    ),
  );

export const priceReportOptions = (merchantId: number, filter: ReportFilter) =>
  queryOptions({
    queryKey: dashboardKeys.report(merchantId, 'PriceReport', filter),
    queryFn: () => getPriceReport(filter),
    staleTime: DASHBOARD_STALE_MS,
  });

export const usePriceReport = (merchantId: number, filter: ReportFilter | null) =>
  useQuery({ ...priceReportOptions(merchantId, filter!), enabled: filter !== null, placeholderData: keepPreviousData });

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { logFailure } from '../lib/log-failure.ts';
import { dashboardKeys } from '../../../lib/query-keys.ts';
import { DASHBOARD_STALE_MS, type ReportFilter } from './report-filter.ts';

export const getChannelReport = (filter: ReportFilter) =>
  logFailure(
    'ChannelReport',
    call(
      'ChannelReport',
      { currency: filter.currency, startTime: filter.startTime, endTime: filter.endTime },
      { silent: true },
    ),
  );

export const channelReportOptions = (merchantId: number, filter: ReportFilter) =>
  queryOptions({
    queryKey: dashboardKeys.report(merchantId, 'ChannelReport', filter),
    queryFn: () => getChannelReport(filter),
    staleTime: DASHBOARD_STALE_MS,
  });

export const useChannelReport = (merchantId: number, filter: ReportFilter | null) =>
  useQuery({
    ...channelReportOptions(merchantId, filter!),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });

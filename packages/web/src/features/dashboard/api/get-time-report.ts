import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api-client.ts';
import { logFailure } from '../lib/log-failure.ts';
import { dashboardKeys } from '../../../lib/query-keys.ts';
import { DASHBOARD_STALE_MS, type ReportFilter } from './report-filter.ts';

export const getTimeReport = (filter: ReportFilter) =>
  logFailure('TimeReport', call('TimeReport', filter, { silent: true }));

/** The weekday labels come in the caller's language, so the language is part of the key. */
export const timeReportOptions = (merchantId: number, filter: ReportFilter, language: string) =>
  queryOptions({
    queryKey: dashboardKeys.report(merchantId, 'TimeReport', filter, language),
    queryFn: () => getTimeReport(filter),
    staleTime: DASHBOARD_STALE_MS,
  });

export function useTimeReport(merchantId: number, filter: ReportFilter | null) {
  const { i18n } = useTranslation();
  return useQuery({
    ...timeReportOptions(merchantId, filter!, i18n.language),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });
}

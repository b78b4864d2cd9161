import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, type CallBody } from '../../../lib/api-client.ts';
import { logFailure } from '../lib/log-failure.ts';
import { dashboardKeys } from '../../../lib/query-keys.ts';
import { DASHBOARD_STALE_MS, type ReportFilter } from './report-filter.ts';

/** The reports asked for a currency and a range alone (no grouping): totals, channels, price bands. */
export type RangeReportName = 'SummaryReport' | 'ChannelReport' | 'PriceReport';

export const getRangeReport = <N extends RangeReportName>(name: N, filter: ReportFilter) =>
  logFailure(
    name,
    // The three take the same body; TypeScript cannot see that through the name's type parameter.
    call(name, { currency: filter.currency, startTime: filter.startTime, endTime: filter.endTime } as CallBody<N>, {
      silent: true,
    }),
  );

export const rangeReportOptions = <N extends RangeReportName>(name: N, merchantId: number, filter: ReportFilter) =>
  queryOptions({
    queryKey: dashboardKeys.report(merchantId, name, filter),
    queryFn: () => getRangeReport(name, filter),
    staleTime: DASHBOARD_STALE_MS,
  });

/** A range report of the dashboard; the previous answer stays drawn while a new period or currency loads. */
export const useRangeReport = <N extends RangeReportName>(name: N, merchantId: number, filter: ReportFilter | null) =>
  useQuery({
    ...rangeReportOptions(name, merchantId, filter!),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });

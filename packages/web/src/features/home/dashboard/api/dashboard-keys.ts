import type { DashboardCurrencyId, GroupTimeType } from '@mbo/contracts/calls/reports';

/** What every collection-analysis report is asked for: the currency and the period's range. */
export interface ReportFilter {
  currency: DashboardCurrencyId;
  startTime: string;
  endTime: string;
  groupTimeType: GroupTimeType;
}

/**
 * Query keys of the dashboard, under the merchant (a switch never reads another merchant's figures) and with the
 * currency and period in them, so a change of either fetches every report again.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  merchant: (merchantId: number) => [...dashboardKeys.all, merchantId] as const,
  currencies: (merchantId: number) => [...dashboardKeys.merchant(merchantId), 'currencies'] as const,
  today: (merchantId: number, currency: DashboardCurrencyId) => [...dashboardKeys.merchant(merchantId), 'today', currency] as const,
  balance: (merchantId: number, currency: DashboardCurrencyId) => [...dashboardKeys.merchant(merchantId), 'balance', currency] as const,
  latestClearing: (merchantId: number, currency: DashboardCurrencyId) => [...dashboardKeys.merchant(merchantId), 'latest-clearing', currency] as const,
  report: (merchantId: number, name: string, filter: ReportFilter, language?: string) =>
    [...dashboardKeys.merchant(merchantId), 'report', name, filter, language ?? null] as const,
};

/** Every report refetches when it is shown again (the spec: changing period or currency refetches all reports). */
export const DASHBOARD_STALE_MS = 0;

import type { DashboardCurrencyId, GroupTimeType } from '@mbo/contracts/calls/dashboard';

/** What every collection-analysis report is asked for: the currency and the period's range (part of its key). */
export interface ReportFilter {
  currency: DashboardCurrencyId;
  startTime: string;
  endTime: string;
  groupTimeType: GroupTimeType;
}

/** Every report refetches when it is shown again (the spec: changing period or currency refetches all reports). */
export const DASHBOARD_STALE_MS = 0;

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardCurrencyId } from '@mbo/contracts/calls/dashboard';
import { call } from '../../../lib/api-client.ts';
import { logFailure } from '../lib/log-failure.ts';
import { dashboardKeys } from '../../../lib/query-keys.ts';
import { DASHBOARD_STALE_MS } from './report-filter.ts';

export const getTotalBalance = (currency: DashboardCurrencyId) =>
  logFailure('Get_Total_Balance', call('Get_Total_Balance', { currency_id: currency }, { silent: true }));

export const totalBalanceOptions = (merchantId: number, currency: DashboardCurrencyId) =>
  queryOptions({
    queryKey: dashboardKeys.balance(merchantId, currency),
    queryFn: () => getTotalBalance(currency),
    staleTime: DASHBOARD_STALE_MS,
    select: (data) => data.balance,
  });

/** The merchant's available balance in the dashboard currency. */
export const useTotalBalance = (merchantId: number, currency: DashboardCurrencyId) =>
  useQuery({ ...totalBalanceOptions(merchantId, currency), placeholderData: keepPreviousData });

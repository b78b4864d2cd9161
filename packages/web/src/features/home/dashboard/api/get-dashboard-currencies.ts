import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardCurrencyId } from '@mbo/contracts/calls/reports';
import { DASHBOARD_CURRENCY_IDS } from '@mbo/contracts/constants';
import { call } from '../../../../lib/api-client.ts';
import { logFailure } from '../lib/log-failure.ts';
import { dashboardKeys } from './dashboard-keys.ts';

const isDashboardCurrency = (id: number): id is DashboardCurrencyId => (DASHBOARD_CURRENCY_IDS as readonly number[]).includes(id);

export const getDashboardCurrencies = () => logFailure('getCurrencyList', call('getCurrencyList', {}, { silent: true }));

/** The merchant's payout currencies the dashboard offers (AUD, USD); AUD alone when the list cannot be read. */
export const dashboardCurrenciesOptions = (merchantId: number) =>
  queryOptions({
    queryKey: dashboardKeys.currencies(merchantId),
    queryFn: getDashboardCurrencies,
    select: (data): DashboardCurrencyId[] => data.payout_currency_ids.filter(isDashboardCurrency),
  });

export function useDashboardCurrencies(merchantId: number): DashboardCurrencyId[] {
  const { data } = useQuery(dashboardCurrenciesOptions(merchantId));
  return data && data.length > 0 ? data : [DASHBOARD_CURRENCY_IDS[0]];
}

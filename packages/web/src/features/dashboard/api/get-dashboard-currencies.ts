import { useQuery } from '@tanstack/react-query';
import type { DashboardCurrencyId } from '@mbo/contracts/calls/dashboard';
import { DASHBOARD_CURRENCY_IDS } from '@mbo/contracts/constants';
import { currencyListOptions } from '../../../lib/api/get-currency-list.ts';

const isDashboardCurrency = (id: number): id is DashboardCurrencyId =>
  (DASHBOARD_CURRENCY_IDS as readonly number[]).includes(id);

/** The merchant's payout currencies the dashboard offers (AUD, USD); AUD alone when the list cannot be read. */
export function useDashboardCurrencies(merchantId: number): DashboardCurrencyId[] {
  const { data } = useQuery({
    ...currencyListOptions(merchantId),
    select: (list): DashboardCurrencyId[] => list.payout_currency_ids.filter(isDashboardCurrency),
  });
  return data && data.length > 0 ? data : [DASHBOARD_CURRENCY_IDS[0]];
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardCurrencyId } from '@mbo/contracts/calls/dashboard';
import { PAGE_SIZE } from '@mbo/contracts/constants';
import { call } from '../../../lib/api-client.ts';
import { logFailure } from '../lib/log-failure.ts';
import { dashboardKeys } from '../../../lib/query-keys.ts';
import { DASHBOARD_STALE_MS } from './report-filter.ts';

/** NEWEST_FIRST: the spec's sort_type 2. The server covers the last 7 days by finance date when no range is given. */
const NEWEST_FIRST = 2;

export const getLatestClearing = (currency: DashboardCurrencyId) =>
  logFailure(
    'Get_Clearing_Page',
    call(
      'Get_Clearing_Page',
      { currency_id: currency, page_index: 1, page_size: PAGE_SIZE, sort_type: NEWEST_FIRST },
      { silent: true },
    ),
  );

export const latestClearingOptions = (merchantId: number, currency: DashboardCurrencyId) =>
  queryOptions({
    queryKey: dashboardKeys.latestClearing(merchantId, currency),
    queryFn: () => getLatestClearing(currency),
    staleTime: DASHBOARD_STALE_MS,
    // The newest settlement, or null when the last 7 days had none.
    select: (data) => data.page_data.data[0] ?? null,
  });

/** The latest settlement in the dashboard currency (Get_Clearing_Page's first row). */
export const useLatestClearing = (merchantId: number, currency: DashboardCurrencyId) =>
  useQuery({ ...latestClearingOptions(merchantId, currency), placeholderData: keepPreviousData });

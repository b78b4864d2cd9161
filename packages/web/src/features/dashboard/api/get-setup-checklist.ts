import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { dashboardKeys } from '../../../lib/query-keys.ts';
import { logFailure } from '../lib/log-failure.ts';
import { DASHBOARD_STALE_MS } from './report-filter.ts';

export const setupChecklistOptions = (merchantId: number) =>
  queryOptions({
    queryKey: [...dashboardKeys.merchant(merchantId), 'setup-checklist'] as const,
    queryFn: () =>
      logFailure('get_setup_checklist', call('get_setup_checklist', { merchant_id: merchantId }, { silent: true })),
    staleTime: DASHBOARD_STALE_MS,
  });

/** What the merchant has set up so far; `has_payments` false shows the checklist instead of empty reports. */
export const useSetupChecklist = (merchantId: number) => useQuery(setupChecklistOptions(merchantId));

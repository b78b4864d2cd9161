import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { transactionKeys } from '../../../lib/query-keys.ts';

/** Stores change rarely within a session. */
const BRANCHES_STALE_MS = 5 * 60_000;

export const getBranches = () => call('get_branch_list_of_employee', {});

export const branchesOptions = (merchantId: number) =>
  queryOptions({
    queryKey: transactionKeys.branches(merchantId),
    queryFn: getBranches,
    staleTime: BRANCHES_STALE_MS,
    select: (data) => data.branchs,
  });

/** The stores the signed-in member may pick (a cashier: their own). */
export const useBranches = (merchantId: number) => useQuery(branchesOptions(merchantId));

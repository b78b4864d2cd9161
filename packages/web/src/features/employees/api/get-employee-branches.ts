import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { employeeKeys } from '../../../lib/query-keys.ts';

/** Stores change rarely within a session. */
const BRANCHES_STALE_MS = 5 * 60_000;

export const getEmployeeBranches = () => call('merchant/get_employee_branch_list', {});

/** The stores a cashier can be tied to; fetched only while the dialog needs them. */
export const useEmployeeBranches = (merchantId: number, isEnabled: boolean) =>
  useQuery({
    queryKey: employeeKeys.branches(merchantId),
    queryFn: getEmployeeBranches,
    staleTime: BRANCHES_STALE_MS,
    enabled: isEnabled,
    select: (data) => data.branchs,
  });

import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { employeeKeys } from '../../../lib/query-keys.ts';

export const getEmployee = (userId: number) => call('merchant/get_employee_detail', { user_id: userId });

/** One employee for the detail page; null asks nothing (no id to ask about). */
export const useEmployee = (merchantId: number, userId: number | null) =>
  useQuery({
    queryKey: employeeKeys.detail(merchantId, userId ?? 0),
    queryFn: () => getEmployee(userId!),
    enabled: userId !== null,
    retry: false,
  });

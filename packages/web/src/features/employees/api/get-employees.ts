import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { employeeKeys } from '../../../lib/query-keys.ts';

export const getEmployees = () => call('merchant/get_employee_list_of_merchant', {});

export const employeesOptions = (merchantId: number) =>
  queryOptions({ queryKey: employeeKeys.list(merchantId), queryFn: getEmployees, select: (data) => data.datas });

/** The merchant's employees (the list is short: no paging). */
export const useEmployees = (merchantId: number) => useQuery(employeesOptions(merchantId));

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type CallBody } from '../../../lib/api-client.ts';
import { employeeKeys } from '../../../lib/query-keys.ts';

export const createEmployee = (body: CallBody<'merchant/create_employee_V2'>) =>
  call('merchant/create_employee_V2', body);
export const updateEmployee = (body: CallBody<'merchant/update_employee_V2'>) =>
  call('merchant/update_employee_V2', body);
export const removeEmployee = (userId: number) => call('merchant/remove_employee', { user_id: userId });

/** Each change refetches the merchant's employee list and details; nothing else depends on them. */
function useEmployeeChange<Input, Output>(merchantId: number, change: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: employeeKeys.list(merchantId) }),
        client.invalidateQueries({ queryKey: employeeKeys.details(merchantId) }),
      ]),
  });
}

export const useCreateEmployee = (merchantId: number) => useEmployeeChange(merchantId, createEmployee);
export const useUpdateEmployee = (merchantId: number) => useEmployeeChange(merchantId, updateEmployee);
export const useRemoveEmployee = (merchantId: number) => useEmployeeChange(merchantId, removeEmployee);

import { useQuery } from '@tanstack/react-query';
import { call, type CallBody } from '../../../lib/api-client.ts';
import { employeeKeys } from '../../../lib/query-keys.ts';

type CheckBody = CallBody<'merchant/check_employee_account'>;
type AccountQuestion = Required<Pick<CheckBody, 'add_method' | 'country_code' | 'account'>>;

/** Silent: the dialog shows the answer beside the field. */
export const checkEmployeeAccount = (body: CheckBody) =>
  call('merchant/check_employee_account', body, { silent: true });

/** Whether the typed account is registered and already an employee; null asks nothing (the field is not valid yet). */
export const useEmployeeAccountCheck = (merchantId: number, body: AccountQuestion | null) =>
  useQuery({
    queryKey: employeeKeys.account(merchantId, body?.add_method ?? 0, body?.country_code ?? '', body?.account ?? ''),
    queryFn: () => checkEmployeeAccount(body!),
    enabled: body !== null,
    retry: false,
  });

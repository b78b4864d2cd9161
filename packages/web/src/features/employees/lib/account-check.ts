import { employeeEmailSchema, employeePhoneSchema } from '@mbo/contracts/calls/employees';
import { EMPLOYEE_ADD_METHOD, type PhoneCountryCode } from '@mbo/contracts/constants';

export interface AccountFields {
  add_method: number;
  country_code: PhoneCountryCode;
  phone?: string;
  email?: string;
}

/** The check_employee_account body for what the form holds, or null while the account is not well-formed yet. */
export function accountCheckBody(fields: Partial<AccountFields>) {
  const method =
    fields.add_method === EMPLOYEE_ADD_METHOD.email ? EMPLOYEE_ADD_METHOD.email : EMPLOYEE_ADD_METHOD.phone;
  const schema = method === EMPLOYEE_ADD_METHOD.email ? employeeEmailSchema : employeePhoneSchema;
  const parsed = schema.safeParse((method === EMPLOYEE_ADD_METHOD.email ? fields.email : fields.phone) ?? '');
  if (!parsed.success) return null;
  return { add_method: method, country_code: fields.country_code ?? '+61', account: parsed.data } as const;
}

/**
 * Employees of a merchant (second document, Employees; sections 5 and 7). An employee is a registered user who is a
 * member of the merchant with one or more roles; a cashier (role 3) is tied to one of the merchant's stores.
 * Every call serves the page 'employee' (roles 1 and 4).
 */
import { z } from 'zod';
import { ROLE_IDS } from '../access.ts';
import { DEFAULT_COUNTRY_CODE, EMPLOYEE_ADD_METHOD, PHONE_COUNTRY_CODES, PHONE_MAX, PHONE_MIN } from '../constants.ts';
import { EMAIL_PATTERN, PERSON_NAME_MAX } from '../field-rules.ts';
import { defineCall, merchant } from './define.ts';
import { branchSchema } from './transaction-schemas.ts';

const merchantId = z.number().int().positive();
const userId = z.number().int().positive();

/** The spec's phone rule for employees: digits only (the country code is chosen apart). */
export const EMPLOYEE_PHONE_PATTERN = new RegExp(`^\\d{${PHONE_MIN},${PHONE_MAX}}$`);

export const employeeNameSchema = z
  .string({ error: 'employees.name_required' })
  .trim()
  .min(1, 'employees.name_required')
  .max(PERSON_NAME_MAX, 'employees.name_too_long');
export const employeePhoneSchema = z
  .string({ error: 'employees.phone_digits' })
  .trim()
  .regex(EMPLOYEE_PHONE_PATTERN, 'employees.phone_digits');
export const employeeEmailSchema = z
  .string({ error: 'employees.email_invalid' })
  .trim()
  .regex(EMAIL_PATTERN, 'employees.email_invalid');
export const employeeCountryCodeSchema = z
  .enum(PHONE_COUNTRY_CODES, { error: 'employees.country_code_invalid' })
  .default(DEFAULT_COUNTRY_CODE);

const roleType = z
  .number({ error: 'employees.role_invalid' })
  .int('employees.role_invalid')
  .refine((role) => (ROLE_IDS as readonly number[]).includes(role), 'employees.role_invalid');
/** At least one role, each of 1–5, none twice. */
export const employeeRolesSchema = z
  .array(roleType, { error: 'employees.role_required' })
  .min(1, 'employees.role_required')
  .max(ROLE_IDS.length, 'employees.role_invalid')
  .refine((roles) => new Set(roles).size === roles.length, 'employees.role_invalid');
/** The cashier's store; ignored (stored as none) when role 3 is not among the roles. */
const branchId = z.number({ error: 'employees.branch_required' }).int().positive().nullable().optional();

const addMethod = z.union([z.literal(EMPLOYEE_ADD_METHOD.phone), z.literal(EMPLOYEE_ADD_METHOD.email)], {
  error: 'employees.add_method_invalid',
});

export const employeeSchema = z.object({
  user_id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  country_code: z.string().nullable(),
  phone: z.string().nullable(),
  roles: z.array(z.object({ type: z.number() })),
  branch_id: z.number().nullable(),
  branch_name: z.string().nullable(),
  /** The signed-in user's own row (the screen offers no delete for it). */
  is_self: z.boolean(),
});
export type Employee = z.infer<typeof employeeSchema>;

/** A membership's state on the detail page: live, or ended by a removal (the row is kept). */
export const EMPLOYEE_STATUS = { active: 1, removed: 2 } as const;

/** One employee as the detail page shows them: the list's fields, their state and when they joined this merchant. */
export const employeeDetailSchema = employeeSchema.extend({
  status: z.union([z.literal(EMPLOYEE_STATUS.active), z.literal(EMPLOYEE_STATUS.removed)]),
  /** When they were added (ISO 8601). */
  created_at: z.string(),
});
export type EmployeeDetail = z.infer<typeof employeeDetailSchema>;

/** A cashier needs a store: checked on the request, so the form and the server refuse in the same words. */
function cashierHasBranch(
  body: { roles_types: number[]; branch_id?: number | null | undefined },
  context: z.RefinementCtx,
) {
  if (body.roles_types.includes(3) && (body.branch_id === null || body.branch_id === undefined)) {
    context.addIssue({ code: 'custom', path: ['branch_id'], message: 'employees.branch_required' });
  }
}

export const createEmployeeRequest = z
  .object({
    merchant_id: merchantId,
    /** 1 by phone, 2 by e-mail: which of the two accounts names the registered user. */
    add_method: addMethod,
    name: employeeNameSchema,
    country_code: employeeCountryCodeSchema,
    phone: z.string().max(40).optional(),
    email: z.string().max(200).optional(),
    roles_types: employeeRolesSchema,
    branch_id: branchId,
  })
  .superRefine((body, context) => {
    if (body.add_method === EMPLOYEE_ADD_METHOD.phone) {
      const phone = employeePhoneSchema.safeParse(body.phone ?? '');
      if (!phone.success) context.addIssue({ code: 'custom', path: ['phone'], message: 'employees.phone_digits' });
    } else if (!employeeEmailSchema.safeParse(body.email ?? '').success) {
      context.addIssue({ code: 'custom', path: ['email'], message: 'employees.email_invalid' });
    }
    cashierHasBranch(body, context);
  })
  .meta({
    examples: [
      { merchant_id: 1, add_method: 1, name: 'Nina Tran', country_code: '+61', phone: '412000007', roles_types: [2] },
    ],
  });

export const updateEmployeeRequest = z
  .object({
    merchant_id: merchantId,
    employeeId: userId,
    name: employeeNameSchema,
    roles_types: employeeRolesSchema,
    branch_id: branchId,
  })
  .superRefine(cashierHasBranch);

export const employeesCalls = {
  'merchant/get_employee_list_of_merchant': defineCall({
    access: merchant('employee'),
    summary:
      'The live employees of the merchant, oldest first: name, e-mail, phone, roles (live ones, ascending) and the ' +
      "cashier's store.",
    request: z.object({ merchant_id: merchantId }),
    response: z.object({ datas: z.array(employeeSchema) }),
  }),
  'merchant/get_employee_detail': defineCall({
    access: merchant('employee'),
    summary:
      "One employee of the merchant (the detail page): the list's fields, whether they are still a member (status 1) " +
      "or were removed (2), and when they were added. Another merchant's employee, or a user who never was one, is " +
      'not found.',
    request: z.object({ merchant_id: merchantId, user_id: userId }),
    response: employeeDetailSchema,
  }),
  'merchant/get_employee_branch_list': defineCall({
    access: merchant('employee'),
    summary:
      "The merchant's live stores a cashier can be tied to (the employee dialog's store select; " +
      'get_branch_list_of_employee serves the transaction pages, which a merchant admin cannot open).',
    request: z.object({ merchant_id: merchantId }),
    response: z.object({ branchs: z.array(branchSchema) }),
  }),
  'merchant/check_employee_account': defineCall({
    access: merchant('employee'),
    summary:
      'Whether an account is registered (is_exist) and already an employee of this merchant (is_member): an e-mail ' +
      '(add_method 2) or a phone number of digits under a country code (add_method 1, +61 unless given). Only the ' +
      "merchant's super admins and admins may ask.",
    request: z
      .object({
        merchant_id: merchantId,
        add_method: addMethod,
        // The example (for generated documentation and tests) is a phone, matching the first add method.
        account: z
          .string({ error: 'employees.account_required' })
          .trim()
          .min(1, 'employees.account_required')
          .max(200)
          .meta({ examples: ['412000001'] }),
        country_code: employeeCountryCodeSchema,
      })
      .superRefine((body, context) => {
        const schema = body.add_method === EMPLOYEE_ADD_METHOD.phone ? employeePhoneSchema : employeeEmailSchema;
        const issue = schema.safeParse(body.account).error?.issues[0];
        if (issue) context.addIssue({ code: 'custom', path: ['account'], message: issue.message });
      }),
    response: z.object({ is_exist: z.boolean(), is_member: z.boolean() }),
    isSilent: true,
  }),
  'merchant/create_employee_V2': defineCall({
    access: merchant('employee'),
    summary:
      'Adds a registered user (by phone or e-mail) as an employee with roles; a cashier (role 3) needs one of the ' +
      'merchant\'s stores. An unregistered account is refused ("not registered yet, ask the employee to register ' +
      'first"), a current member too; a removed employee is taken back. A merchant admin (role 4) cannot grant role ' +
      "1. The name given is this merchant's name for the employee (the account's own name is untouched).",
    request: createEmployeeRequest,
    response: z.object({ user_id: z.number() }),
  }),
  'merchant/update_employee_V2': defineCall({
    access: merchant('employee'),
    summary:
      "Changes an employee's name, roles and store; the roles take effect on the employee's next call. A merchant " +
      'admin (role 4) cannot grant or take away role 1; the merchant keeps at least one super admin.',
    request: updateEmployeeRequest,
    response: z.object({}),
  }),
  'merchant/remove_employee': defineCall({
    access: merchant('employee'),
    summary:
      "Ends an employee's membership of this merchant at once: their next call to it is refused, and when they are " +
      'left a member of no merchant (and are not provider staff) their sessions end too; a member of other ' +
      'merchants keeps their session for those. Nobody removes themselves; a merchant admin (role 4) cannot remove ' +
      'a super admin; the merchant keeps at least one super admin.',
    request: z.object({ merchant_id: merchantId, user_id: userId }),
    response: z.object({}),
  }),
} as const;

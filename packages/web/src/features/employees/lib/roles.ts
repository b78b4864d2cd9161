import type { TFunction } from 'i18next';
import { canGrantRole, ROLE, ROLE_IDS } from '@mbo/contracts/access';
import type { Employee } from '@mbo/contracts/calls/employees';

export { ROLE_IDS };

/** The role names of an employee joined by ' / ' (the spec's list format). */
export const roleNames = (t: TFunction<'employees'>, roles: Employee['roles']): string =>
  roles.map((role) => t(`roles.${role.type}`, { defaultValue: String(role.type) })).join(' / ');

/** The phone as shown: country code and number, or nothing. */
export const phoneOf = (employee: Pick<Employee, 'country_code' | 'phone'>): string =>
  employee.phone ? [employee.country_code, employee.phone].filter(Boolean).join(' ') : '';

const isSuperAdmin = (roles: readonly number[]) => roles.includes(ROLE.superAdmin);

/**
 * What the signed-in member may do to an employee, as the server rules it (employees.service.ts): nobody but a super
 * admin edits or removes a super admin; removing needs every role the employee holds to be one the caller could
 * grant; nobody removes themselves. The screen only mirrors the rules: the server refuses whatever slips through.
 */
export function employeeActions(callerRoles: readonly number[], employee: Pick<Employee, 'roles' | 'is_self'>) {
  const roles = employee.roles.map((role) => role.type);
  const isLocked = isSuperAdmin(roles) && !isSuperAdmin(callerRoles);
  return {
    canEdit: !isLocked,
    canRemove: !isLocked && !employee.is_self && roles.every((role) => canGrantRole(callerRoles, role)),
  };
}

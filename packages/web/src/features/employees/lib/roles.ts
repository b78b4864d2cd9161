import type { TFunction } from 'i18next';
import { ROLE_IDS } from '@mbo/contracts/access';
import type { Employee } from '@mbo/contracts/calls/employees';

export { ROLE_IDS };

/** The role names of an employee joined by ' / ' (the spec's list format). */
export const roleNames = (t: TFunction<'employees'>, roles: Employee['roles']): string =>
  roles.map((role) => t(`roles.${role.type}`, { defaultValue: String(role.type) })).join(' / ');

/** The phone as shown: country code and number, or nothing. */
export const phoneOf = (employee: Pick<Employee, 'country_code' | 'phone'>): string =>
  employee.phone ? [employee.country_code, employee.phone].filter(Boolean).join(' ') : '';

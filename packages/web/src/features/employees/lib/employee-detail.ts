import type { Employee } from '@mbo/contracts/calls/employees';
import { readJson, writeJson } from '../../../lib/storage.ts';

/** The employee the detail page shows, kept in local storage (the spec's detail route has no id of its own). */
export const storeEmployeeDetail = (employee: Employee): void => writeJson('employeeDetail', employee);

/** The stored employee, or null when nothing (or something unreadable) is stored. */
export function readEmployeeDetail(): Employee | null {
  const stored = readJson<Employee>('employeeDetail');
  return stored && typeof stored === 'object' && typeof stored.user_id === 'number' && Array.isArray(stored.roles)
    ? stored
    : null;
}

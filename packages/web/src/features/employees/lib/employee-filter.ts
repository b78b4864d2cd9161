import type { Employee } from '@mbo/contracts/calls/employees';
import type { PagedQuery } from '../../../lib/paged-query.ts';
import { phoneOf } from './roles.ts';

/** The employee list's filters, page included, as kept in the address (keepAlive). 0: any role. */
export interface EmployeeQuery extends PagedQuery {
  keyword: string;
  role: number;
}

export const defaultEmployeeQuery = (): EmployeeQuery => ({ page: 1, keyword: '', role: 0 });

/**
 * The employees matching the filters: the keyword within the name, e-mail or phone (case aside; a phone also as
 * typed without spaces), the role among their roles. The list is short and unpaged on the server, so this runs here.
 */
export function filterEmployees(rows: readonly Employee[], query: Pick<EmployeeQuery, 'keyword' | 'role'>): Employee[] {
  const keyword = query.keyword.trim().toLowerCase();
  return rows.filter((row) => {
    if (query.role && !row.roles.some((role) => role.type === query.role)) return false;
    if (!keyword) return true;
    const phone = phoneOf(row);
    return [row.name, row.email ?? '', phone, phone.replaceAll(' ', '')].some((text) =>
      text.toLowerCase().includes(keyword),
    );
  });
}

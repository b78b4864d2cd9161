import { describe, expect, it } from 'vitest';
import type { Employee } from '@mbo/contracts/calls/employees';
import { filterEmployees } from './employee-filter.ts';

const employee = (overrides: Partial<Employee>): Employee => ({
  user_id: 1,
  name: 'Mia Chen',
  email: 'mia@example.test',
  country_code: '+61',
  phone: '0412000007',
  roles: [{ type: 2 }],
  branch_id: null,
  branch_name: null,
  is_self: false,
  ...overrides,
});

describe('filterEmployees', () => {
  const rows = [
    employee({ user_id: 1 }),
    employee({ user_id: 2, name: 'Chloe Wang', email: null, phone: '0499111222', roles: [{ type: 3 }, { type: 4 }] }),
  ];
  const ids = (keyword: string, role = 0) => filterEmployees(rows, { keyword, role }).map((row) => row.user_id);

  it('keeps everyone without filters', () => expect(ids('')).toEqual([1, 2]));
  it('matches the name, e-mail or phone, case aside', () => {
    expect(ids('CHLOE')).toEqual([2]);
    expect(ids('mia@')).toEqual([1]);
    expect(ids('0499')).toEqual([2]);
    expect(ids('+610412')).toEqual([1]);
  });
  it('matches a role among several', () => {
    expect(ids('', 4)).toEqual([2]);
    expect(ids('', 1)).toEqual([]);
    expect(ids('mia', 3)).toEqual([]);
  });
});

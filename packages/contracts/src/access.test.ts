import { describe, expect, it } from 'vitest';
import { canGrantRole, ROLE_IDS } from './access.ts';

const grantable = (roles: number[]) => ROLE_IDS.filter((role) => canGrantRole(roles, role));

describe('canGrantRole', () => {
  it('follows the page-access table: a role is grantable when the granter opens every page it opens', () => {
    expect(grantable([1])).toEqual([1, 2, 3, 4, 5]);
    // A merchant admin opens none of the transaction, payout or marketplace pages: it grants only its own role.
    expect(grantable([4])).toEqual([4]);
    // Finance opens every page a cashier does (transactions, their details, the daily summary, the dashboard).
    expect(grantable([2, 4])).toEqual([2, 3, 4]);
    expect(grantable([4, 5])).toEqual([4, 5]);
    expect(grantable([2])).toEqual([2, 3]);
    expect(grantable([])).toEqual([]);
  });
});

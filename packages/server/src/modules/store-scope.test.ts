import { describe, expect, it } from 'vitest';
import { scopedStores, storeScope } from './store-scope.ts';

const member = (roles: number[], branchId: number | null = null) => ({
  id: 1,
  roles,
  branchId,
  isVerified: true,
  timeZone: 'Australia/Sydney',
});

describe('store scope', () => {
  it('gives a cashier only their store, whatever they ask for', () => {
    expect(storeScope(member([3], 7))).toEqual([7]);
    expect(scopedStores(member([3], 7), [7, 8])).toEqual([7]);
    expect(scopedStores(member([3], 7), [8])).toEqual([]);
    expect(scopedStores(member([3], null), undefined)).toEqual([]);
  });

  it('gives every other member what they ask for (all stores when nothing is asked)', () => {
    expect(scopedStores(member([1]), undefined)).toBeNull();
    expect(scopedStores(member([2, 3], 7), [8])).toEqual([8]);
  });
});

import { describe, expect, it } from 'vitest';
import { changedByRefund, dashboardKeys, payoutsKeys, sharedKeys, transactionKeys } from './query-keys.ts';

/** react-query invalidates by prefix: a key is reached when the invalidated key is its start. */
const isUnder = (key: readonly unknown[], root: readonly unknown[]) =>
  JSON.stringify(key.slice(0, root.length)) === JSON.stringify(root);
const reachedByRefund = (key: readonly unknown[]) => changedByRefund(7).some((root) => isUnder(key, root));

describe('query keys', () => {
  it('let a refund reach the lists, balances, dashboard figures and daily summary of its merchant', () => {
    expect(reachedByRefund(transactionKeys.list(7, { page: 1 }))).toBe(true);
    expect(reachedByRefund(transactionKeys.balance(7, 1))).toBe(true);
    expect(reachedByRefund(dashboardKeys.today(7, 1))).toBe(true);
    expect(reachedByRefund(payoutsKeys.daily(7, { page: 1 }))).toBe(true);
  });

  it('keep a refund away from other merchants and from reads it does not change', () => {
    expect(reachedByRefund(transactionKeys.list(8, { page: 1 }))).toBe(false);
    expect(reachedByRefund(dashboardKeys.today(8, 1))).toBe(false);
    expect(reachedByRefund(sharedKeys.currencyList(7))).toBe(false);
    expect(reachedByRefund(transactionKeys.detail(7, 1, 5))).toBe(false);
  });
});

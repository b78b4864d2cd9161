import { describe, expect, it } from 'vitest';
import { buildMenu, isGroup, selectedMenuKey, type MenuEntry } from './menu-model.ts';

const verified = { is_verify: true };

/** Flattens the menu into keys, groups as `group/child`. */
const keys = (entries: MenuEntry[]): string[] =>
  entries.flatMap((entry) =>
    isGroup(entry) ? entry.children.map((child) => `${entry.key}/${child.key}`) : [entry.key],
  );

describe('menu', () => {
  it('gives the super admin every entry but credit when the merchant is not opened for credit', () => {
    expect(keys(buildMenu({ roles: [1], merchant: verified, isCreditOpened: false }))).toEqual([
      'home',
      'transaction',
      'balance',
      'payout',
      'reports/dailySummary',
      'reports/monthlyReport',
      'settings/store',
      'settings/employee',
      'settings/business',
      'settings/addMerchantList',
      'settings/settlement',
      'settings/securityLog',
      'api',
      'applications/account',
      'applications/transfer',
      'applications/rateRemid',
      'applications/recipients',
    ]);
  });

  it('adds the credit entries for a merchant opened for credit, to super admins and finance only', () => {
    expect(keys(buildMenu({ roles: [1], merchant: verified, isCreditOpened: true }))).toContain(
      'creditGroup/creditLine',
    );
    expect(keys(buildMenu({ roles: [2], merchant: verified, isCreditOpened: true }))).toContain('creditGroup/credit');
    for (const roles of [[3], [4], [5]])
      expect(keys(buildMenu({ roles, merchant: verified, isCreditOpened: true })).join()).not.toContain('credit');
  });

  it('shows a cashier transactions and reports but no payout, store or developer centre', () => {
    expect(keys(buildMenu({ roles: [3], merchant: verified, isCreditOpened: false }))).toEqual([
      'home',
      'transaction',
      'reports/dailySummary',
      'reports/monthlyReport',
      'settings/addMerchantList',
    ]);
  });

  it('shows finance payouts, an administrator the team and the developer centre, the exchange operator the application centre', () => {
    expect(keys(buildMenu({ roles: [2], merchant: verified, isCreditOpened: false }))).toContain('payout');
    const admin = keys(buildMenu({ roles: [4], merchant: verified, isCreditOpened: false }));
    expect(admin).toEqual(['home', 'settings/employee', 'settings/business', 'settings/addMerchantList', 'api']);
    expect(keys(buildMenu({ roles: [5], merchant: verified, isCreditOpened: false }))).toEqual([
      'home',
      'settings/addMerchantList',
      'applications/account',
      'applications/transfer',
      'applications/rateRemid',
      'applications/recipients',
    ]);
  });

  it('reduces the menu for an unverified merchant and for no merchant', () => {
    const reduced = ['home_n', 'settings/addMerchantList'];
    expect(keys(buildMenu({ roles: [1], merchant: { is_verify: false }, isCreditOpened: true }))).toEqual(reduced);
    expect(keys(buildMenu({ roles: [], merchant: null, isCreditOpened: false }))).toEqual(reduced);
  });

  it('lights up the list entry on its detail pages', () => {
    expect(selectedMenuKey('payoutDetail')).toBe('payout');
    expect(selectedMenuKey('settlementSet')).toBe('settlement');
    expect(selectedMenuKey('home')).toBe('home');
  });

  it('opens the global account and international transfer in the product', () => {
    const menu = buildMenu({ roles: [5], merchant: verified, isCreditOpened: false });
    const applications = menu.find((entry) => entry.key === 'applications');
    expect(applications && 'children' in applications ? applications.children.map((leaf) => leaf.action) : []).toEqual([
      { kind: 'route', path: '/account' },
      { kind: 'route', path: '/transfer' },
      { kind: 'route', path: '/rateRemid' },
      { kind: 'route', path: '/recipients' },
    ]);
  });
});

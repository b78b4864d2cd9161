import { describe, expect, it } from 'vitest';
import { decide, homeRedirect } from './route-guard.ts';
import { routeByPath } from './routes.ts';

const route = (path: string) => routeByPath(path)!;

describe('route guard', () => {
  it('always allows register, and login without a token', () => {
    expect(decide(route('/register'), false, [], false)).toEqual({ allow: true });
    expect(decide(route('/login'), false, [], false)).toEqual({ allow: true });
  });

  it('sends a visitor without a token to login', () => {
    expect(decide(route('/home'), false, [], false)).toEqual({ allow: false, redirect: 'login' });
  });

  it('refuses a cashier payout, and lets finance in', () => {
    expect(decide(route('/payout'), true, [3], false)).toEqual({ allow: false, redirect: 'forbidden' });
    expect(decide(route('/payout'), true, [2], false)).toEqual({ allow: true });
  });

  it('always allows addMerchantList, whatever the role', () => {
    expect(decide(route('/addMerchantList'), true, [3], false)).toEqual({ allow: true });
  });

  it('lets every signed-in user into personal verification, even with no merchant and so no role', () => {
    expect(decide(route('/personal'), true, [], false)).toEqual({ allow: true });
    expect(decide(route('/personal'), true, [3], false)).toEqual({ allow: true });
    expect(decide(route('/personal'), false, [], false)).toEqual({ allow: false, redirect: 'login' });
  });

  it('opens credit pages only for merchants opened for credit', () => {
    expect(decide(route('/credit'), true, [1], false)).toEqual({ allow: false, redirect: 'forbidden' });
    expect(decide(route('/credit'), true, [1], true)).toEqual({ allow: true });
    expect(decide(route('/creditLine'), true, [2], true)).toEqual({ allow: true });
    expect(decide(route('/creditLine'), true, [3, 4], true)).toEqual({ allow: false, redirect: 'forbidden' });
  });

  it('sends an unverified merchant or no merchant to home_n, and a verified one to home', () => {
    expect(homeRedirect(route('/home'), { is_verify: false })).toBe('/home_n');
    expect(homeRedirect(route('/home'), null)).toBe('/home_n');
    expect(homeRedirect(route('/home_n'), { is_verify: true })).toBe('/home');
    expect(homeRedirect(route('/home'), { is_verify: true })).toBeNull();
    expect(homeRedirect(route('/home_n'), null)).toBeNull();
    expect(homeRedirect(route('/payout'), null)).toBeNull();
  });

  it("shows an unverified merchant's members the refusal at every page it does not open, whatever their roles", () => {
    for (const path of ['/store', '/transaction', '/payout', '/api', '/business', '/employee', '/securityLog']) {
      expect(decide(route(path), true, [1], false, true)).toEqual({ allow: false, redirect: 'unverified' });
    }
    expect(decide(route('/transaction'), true, [3], false, true)).toEqual({ allow: false, redirect: 'unverified' });
    for (const path of ['/home_n', '/addMerchantList', '/personal', '/setting', '/message']) {
      expect(decide(route(path), true, [1], false, true)).toEqual({ allow: true });
    }
    expect(decide(route('/credit'), true, [1], true, true)).toEqual({ allow: false, redirect: 'unverified' });
    // Verified, or no merchant at all: the roles decide as before.
    expect(decide(route('/store'), true, [1], false, false)).toEqual({ allow: true });
    expect(decide(route('/store'), true, [], false, false)).toEqual({ allow: false, redirect: 'forbidden' });
  });
});

import { describe, expect, it } from 'vitest';
import { decide } from './route-guard.ts';
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

  it('sends a cashier back from payout, and lets finance in', () => {
    expect(decide(route('/payout'), true, [3], false)).toEqual({ allow: false, redirect: 'back' });
    expect(decide(route('/payout'), true, [2], false)).toEqual({ allow: true });
  });

  it('always allows addMerchantList, whatever the role', () => {
    expect(decide(route('/addMerchantList'), true, [3], false)).toEqual({ allow: true });
  });

  it('opens credit pages only for merchants opened for credit', () => {
    expect(decide(route('/credit'), true, [1], false)).toEqual({ allow: false, redirect: 'back' });
    expect(decide(route('/credit'), true, [1], true)).toEqual({ allow: true });
  });
});

// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import type { SessionSnapshot } from '../../../lib/session.ts';
import { userMenuItems } from './user-menu-items.tsx';

const merchant = {
  id: 1,
  name: 'Harbour',
  is_verify: true,
  is_opened_credit: false,
  is_fast_settle: false,
  time_zone: 'Australia/Sydney',
  branch_id: null,
};
const summary = (id: number, isDeleted = false) => ({
  id,
  name: `M${id}`,
  number: `M${id}`,
  short_name: `M${id}`,
  is_verify: true,
  is_delete: isDeleted,
});

const session = (roles: number[], merchants = [summary(1)]): SessionSnapshot => ({
  token: 't',
  user: { user: { id: 1, name: 'Olivia', phone: null, country_code: null, email: null }, merchants },
  merchant,
  roles,
});

const keys = (value: SessionSnapshot) =>
  userMenuItems(value, i18n.getFixedT('en', 'shell'))
    .map((item) => (item && 'key' in item ? item.key : null))
    .filter((key) => key !== null);

describe('user dropdown', () => {
  it('lists every item of the spec for a super admin of two live merchants', () => {
    expect(keys(session([1], [summary(1), summary(2)]))).toEqual([
      'merchantName',
      'userName',
      'profile',
      'switch',
      'team',
      'addMerchant',
      'personal',
      'security',
      'changePassword',
      'logout',
    ]);
  });

  it('offers the switcher only with more than one live merchant', () => {
    expect(keys(session([1], [summary(1), summary(2, true)]))).not.toContain('switch');
  });

  it('shows the profile only with the business role', () => {
    expect(keys(session([4]))).toContain('profile');
    expect(keys(session([2]))).not.toContain('profile');
    expect(keys(session([3]))).toEqual([
      'merchantName',
      'userName',
      'addMerchant',
      'security',
      'changePassword',
      'logout',
    ]);
  });

  it("offers personal verification to a person with no merchant yet (it is theirs, not a merchant's)", () => {
    expect(keys({ ...session([], []), merchant: null })).toContain('personal');
  });

  it('leaves out profile and team for the super admin of an unverified merchant, keeps personal verification', () => {
    const unverified = { ...session([1]), merchant: { ...merchant, is_verify: false } };
    expect(keys(unverified)).toEqual([
      'merchantName',
      'userName',
      'addMerchant',
      'personal',
      'security',
      'changePassword',
      'logout',
    ]);
  });
});

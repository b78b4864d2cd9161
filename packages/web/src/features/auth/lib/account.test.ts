// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '@mbo/contracts/constants';
import { writeString } from '../../../lib/storage.ts';
import { accountFieldNames, accountOf, initialAccountType, initialCountryCode, rememberAccount } from './account.ts';

beforeEach(() => localStorage.clear());

describe('accountOf', () => {
  it('trims an e-mail', () => {
    expect(accountOf(ACCOUNT_TYPE.email, { email: ' owner@demo.test ', countryCode: '+86' })).toEqual({
      AccountType: 1,
      Account: 'owner@demo.test',
      CountryCode: '+86',
    });
  });

  it('inserts the 0 of an Australian mobile typed without it, under +61 only', () => {
    expect(accountOf(ACCOUNT_TYPE.phone, { countryCode: '+61', phone: '412000003' }).Account).toBe('0412000003');
    expect(accountOf(ACCOUNT_TYPE.phone, { countryCode: '+61', phone: '0412000003' }).Account).toBe('0412000003');
    expect(accountOf(ACCOUNT_TYPE.phone, { countryCode: '+86', phone: '13800000000' }).Account).toBe('13800000000');
  });

  it('defaults the country code to +61', () => {
    expect(accountOf(ACCOUNT_TYPE.phone, { phone: '412000003' })).toEqual({
      AccountType: 2,
      Account: '0412000003',
      CountryCode: '+61',
    });
  });
});

describe('remembered account', () => {
  it('starts on e-mail and +61', () => {
    expect(initialAccountType()).toBe(ACCOUNT_TYPE.email);
    expect(initialCountryCode()).toBe('+61');
  });

  it('comes back to the last used tab and country code', () => {
    rememberAccount({ AccountType: ACCOUNT_TYPE.phone, Account: '0212345678', CountryCode: '+852' });
    expect(initialAccountType()).toBe(ACCOUNT_TYPE.phone);
    expect(initialCountryCode()).toBe('+852');
  });

  it('ignores a stored country code that is not offered', () => {
    writeString('countryCode', '+999');
    expect(initialCountryCode()).toBe('+61');
  });

  it('validates only the fields of the active tab', () => {
    expect(accountFieldNames(ACCOUNT_TYPE.email)).toEqual(['email']);
    expect(accountFieldNames(ACCOUNT_TYPE.phone)).toEqual(['countryCode', 'phone']);
  });
});

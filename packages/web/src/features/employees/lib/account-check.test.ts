import { describe, expect, it } from 'vitest';
import { accountCheckBody } from './account-check.ts';

describe('accountCheckBody', () => {
  it('asks about a well-formed phone or e-mail only', () => {
    expect(accountCheckBody({ add_method: 1, country_code: '+61', phone: ' 0412000007 ' })).toEqual({
      add_method: 1,
      country_code: '+61',
      account: '0412000007',
    });
    expect(accountCheckBody({ add_method: 1, country_code: '+86', phone: '0412-000' })).toBeNull();
    expect(accountCheckBody({ add_method: 2, country_code: '+61', email: 'new@demo.test' })).toEqual({
      add_method: 2,
      country_code: '+61',
      account: 'new@demo.test',
    });
    expect(accountCheckBody({ add_method: 2, country_code: '+61', email: 'new@demo' })).toBeNull();
    expect(accountCheckBody({ add_method: 2, country_code: '+61' })).toBeNull();
  });
});

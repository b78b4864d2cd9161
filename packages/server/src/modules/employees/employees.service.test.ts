import { describe, expect, it } from 'vitest';
import { accountOf } from './employees.service.ts';

describe('accountOf', () => {
  it('names the account as sign-in stores it: e-mail lower-cased, Australian mobiles with their 0', () => {
    expect(accountOf({ method: 2, countryCode: '+61', email: ' Nina@Demo.TEST ' })).toEqual({
      type: 'email',
      email: 'nina@demo.test',
    });
    expect(accountOf({ method: 1, countryCode: '+61', phone: '412000007' })).toEqual({
      type: 'phone',
      countryCode: '+61',
      phone: '0412000007',
    });
    expect(accountOf({ method: 1, countryCode: '+61', phone: '0412000007' })).toEqual({
      type: 'phone',
      countryCode: '+61',
      phone: '0412000007',
    });
    expect(accountOf({ method: 1, countryCode: '+86', phone: '13800138000' })).toEqual({
      type: 'phone',
      countryCode: '+86',
      phone: '13800138000',
    });
  });
});

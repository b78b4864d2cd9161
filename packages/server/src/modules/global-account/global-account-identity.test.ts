import { describe, expect, it } from 'vitest';
import { globalAccountNumber, luhnCheckDigit } from './global-account-identity.ts';

describe('globalAccountNumber', () => {
  it('is 16 digits: 9, the currency, the merchant, a Luhn check digit; stable and distinct', () => {
    const aud = globalAccountNumber(427, 1);
    expect(aud).toMatch(/^900100000000427\d$/);
    expect(aud).toHaveLength(16);
    expect(globalAccountNumber(427, 1)).toBe(aud);
    expect(globalAccountNumber(427, 2)).not.toBe(aud);
    expect(globalAccountNumber(428, 1)).not.toBe(aud);
    expect(luhnCheckDigit(aud.slice(0, 15))).toBe(aud[15]);
  });

  it('passes the Luhn check, so a mistyped digit is caught', () => {
    expect(luhnCheckDigit('7992739871')).toBe('3');
  });
});

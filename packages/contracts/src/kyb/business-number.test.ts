import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abnWithCheckDigits, isValidAbn } from './business-number.ts';

describe('isValidAbn', () => {
  it('accepts published valid ABNs, with or without spaces', () => {
    // The Australian Business Register's worked example, then the published ABNs of two listed companies.
    expect(isValidAbn('51824753556')).toBe(true);
    expect(isValidAbn('51 824 753 556')).toBe(true);
    expect(isValidAbn('48 123 123 124')).toBe(true);
    expect(isValidAbn('33 051 775 556')).toBe(true);
  });

  it('refuses a wrong check digit, the wrong length, letters and a leading zero', () => {
    expect(isValidAbn('51824753557')).toBe(false);
    expect(isValidAbn('5182475355')).toBe(false);
    expect(isValidAbn('518247535561')).toBe(false);
    expect(isValidAbn('5182475355a')).toBe(false);
    expect(isValidAbn('')).toBe(false);
    expect(isValidAbn('01234567890')).toBe(false);
  });

  it('refuses any single changed digit of a valid ABN', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 }), (position, delta) => {
        const digits = [...'51824753556'].map(Number);
        digits[position] = (digits[position]! + delta) % 10;
        // Weights are all coprime with 89 and smaller than it, so one changed digit always breaks the sum.
        return !isValidAbn(digits.join(''));
      }),
    );
  });
});

describe('abnWithCheckDigits', () => {
  it('leads nine digits with check digits that pass, or says none do', () => {
    expect(abnWithCheckDigits('824753556')).toBe('51824753556');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (n) => {
        const body = String(n).padStart(9, '0');
        const abn = abnWithCheckDigits(body);
        if (abn !== null) expect([abn.slice(2), isValidAbn(abn)]).toEqual([body, true]);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  feeAt,
  formatMinor,
  formatMoney,
  MINUS,
  spreadsheetMoneyFormat,
  minorToString,
  percentToPpm,
  ppmToRate,
  rateToPpm,
  toMajor,
  toMinor,
} from './money.ts';

const AUD = 1;
const JPY = 11;

describe('money', () => {
  it('converts wire amounts to minor units without floating-point error', () => {
    expect(toMinor(12.5, AUD)).toBe(1250);
    expect(toMinor(0.3, AUD)).toBe(30);
    expect(toMinor(1.1 + 2.2, AUD)).toBeNull(); // 3.3000000000000003: a float sum is refused, not rounded
    expect(toMinor(1234.56, AUD)).toBe(123456);
    expect(toMinor('19.99', AUD)).toBe(1999);
    expect(toMinor(500, JPY)).toBe(500);
  });

  it('refuses more decimals than the currency has, and non-numbers', () => {
    expect(toMinor(1.234, AUD)).toBeNull();
    expect(toMinor(1.5, JPY)).toBeNull();
    expect(toMinor('abc', AUD)).toBeNull();
    expect(toMinor(Number.NaN, AUD)).toBeNull();
  });

  it('round-trips every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (minor) => {
        expect(toMinor(toMajor(minor, AUD), AUD)).toBe(minor);
        expect(toMinor(minorToString(minor, AUD), AUD)).toBe(minor);
      }),
    );
  });

  it('gives a safe integer the same double by division as by its decimal text, up to 2^53', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.constantFrom(AUD, JPY), (minor, currency) => {
        expect(toMajor(minor, currency)).toBe(Number(minorToString(minor, currency)));
        expect(toMajor(BigInt(minor), currency)).toBe(toMajor(minor, currency));
      }),
      { numRuns: 20_000 },
    );
  });

  it('formats with two decimals and thousands separators', () => {
    expect(formatMinor(123456789, AUD)).toBe('1,234,567.89');
    expect(formatMinor(-5, AUD)).toBe('-0.05');
    expect(formatMinor(1000, JPY)).toBe('1,000');
  });

  it('computes fees half-up once', () => {
    expect(feeAt(1250, 15_000)).toBe(19); // 18.75 → 19
    expect(feeAt(1000, 15_500)).toBe(16); // 15.5 → 16
    expect(feeAt(1000, 15_499)).toBe(15);
    expect(feeAt(-1000, 15_500)).toBe(-16);
  });

  it('stores rates as parts per million', () => {
    expect(rateToPpm(0.0235)).toBe(23_500);
    expect(rateToPpm('0.09')).toBe(90_000);
    expect(ppmToRate(23_500)).toBe(0.0235);
  });
});

describe('percentToPpm', () => {
  it('reads a percentage exactly', () => {
    expect(percentToPpm('1.5')).toBe(15_000);
    expect(percentToPpm('0.0001')).toBe(1);
    expect(percentToPpm('12')).toBe(120_000);
    expect(percentToPpm('1.23456')).toBeNull();
    expect(percentToPpm('abc')).toBeNull();
  });
});

describe('formatMoney, the one money format', () => {
  it("writes the code, a space, thousands separators and the currency's decimals", () => {
    expect(formatMoney(166327, AUD)).toBe('AUD 1,663.27');
    expect(formatMoney(0, AUD)).toBe('AUD 0.00');
    expect(formatMoney(5, AUD)).toBe('AUD 0.05');
    expect(formatMoney(100000000, AUD)).toBe('AUD 1,000,000.00');
    expect(formatMoney(1000, JPY)).toBe('JPY 1,000');
    expect(formatMoney(7, JPY)).toBe('JPY 7');
    expect(formatMoney(1234567, JPY)).toBe('JPY 1,234,567');
  });

  it('writes a negative amount, or money going out, with a true minus before the code', () => {
    expect(formatMoney(-1230, AUD)).toBe(`${MINUS}AUD 12.30`);
    expect(formatMoney(1230, AUD, { isOutgoing: true })).toBe('\u2212AUD 12.30');
    expect(formatMoney(-500, JPY)).toBe('\u2212JPY 500');
    expect(formatMoney(-1230, AUD)).not.toContain('-');
  });

  it('keeps sums past 2^53 exact, as bigints or integer strings', () => {
    const huge = 2n ** 64n + 1n; // 18446744073709551617 cents
    expect(formatMoney(huge, AUD)).toBe('AUD 184,467,440,737,095,516.17');
    expect(formatMoney(huge.toString(), AUD)).toBe('AUD 184,467,440,737,095,516.17');
    expect(formatMoney(`-${huge}`, JPY)).toBe('\u2212JPY 18,446,744,073,709,551,617');
    expect(formatMoney(' 42 ', AUD)).toBe('AUD 0.42');
  });

  it('shows text that is not an integer as it is, and an unknown currency by its id', () => {
    expect(formatMoney('12.5', AUD)).toBe('AUD 12.5');
    expect(formatMoney(100, 999)).toBe('999 1.00');
  });

  it('has a spreadsheet twin with the same shape', () => {
    expect(spreadsheetMoneyFormat(AUD)).toBe('"AUD "#,##0.00;"\u2212AUD "#,##0.00');
    expect(spreadsheetMoneyFormat(JPY)).toBe('"JPY "#,##0;"\u2212JPY "#,##0');
  });
});

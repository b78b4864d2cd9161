import { describe, expect, it } from 'vitest';
import { checkOrderAmount, orderMaxMinor } from './order-amount.ts';

const AUD = 1;

describe('the order amount rule (pay page and /v1/)', () => {
  it('takes amounts above 0 up to 99,999,999.99 with at most the currency decimals', () => {
    expect(checkOrderAmount('0.01', AUD)).toEqual({ minor: 1 });
    expect(checkOrderAmount('12.5', AUD)).toEqual({ minor: 1250 });
    expect(checkOrderAmount(12.5, AUD)).toEqual({ minor: 1250 });
    expect(checkOrderAmount('99999999.99', AUD)).toEqual({ minor: 9_999_999_999 });
    expect(orderMaxMinor(AUD)).toBe(9_999_999_999);
  });

  it.each([['0'], ['-1'], ['1.234'], ['abc'], [''], ['1e3'], [0], [-5]])('refuses %s as not an amount', (amount) => {
    expect(checkOrderAmount(amount, AUD)).toEqual({ problem: 'amount_invalid' });
  });

  it.each([
    ['100000000'],
    ['100000000.00'],
    ['199999999.99'],
    ['9999999999999'],
    ['90071992547409.93'],
    ['90071992547409939.5'],
  ])('refuses %s as too large', (amount) => {
    expect(checkOrderAmount(amount, AUD)).toEqual({ problem: 'amount_too_large' });
  });
});

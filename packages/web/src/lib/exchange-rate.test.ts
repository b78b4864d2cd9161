import { describe, expect, it } from 'vitest';
import { formatExchangeRate } from './exchange-rate.ts';

describe('formatExchangeRate', () => {
  it('prints every rate with 4 decimals, the rest rounded half up', () => {
    expect(formatExchangeRate(4.7)).toBe('4.7000');
    expect(formatExchangeRate(4.70125)).toBe('4.7013');
    expect(formatExchangeRate(4.701249)).toBe('4.7012');
    expect(formatExchangeRate(0.6512)).toBe('0.6512');
    expect(formatExchangeRate(12)).toBe('12.0000');
  });
});

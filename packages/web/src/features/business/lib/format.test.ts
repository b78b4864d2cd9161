import { describe, expect, it } from 'vitest';
import { formatBsb, formatMoney, formatRate, groupInFours } from './format.ts';

describe('business formats', () => {
  it('shows rates as percentages with 2 decimals', () => {
    expect(formatRate(0.0235)).toBe('2.35%');
    expect(formatRate(0.012345)).toBe('1.23%');
    expect(formatRate(0.015)).toBe('1.50%');
    expect(formatRate(0)).toBe('0.00%');
  });

  it('groups account numbers in 4s and prints BSBs with a dash', () => {
    expect(groupInFours('123456789012')).toBe('1234 5678 9012');
    expect(groupInFours('12345678')).toBe('1234 5678');
    expect(groupInFours('123456')).toBe('1234 56');
    expect(formatBsb('062000')).toBe('062-000');
    expect(formatBsb('06-2000')).toBe('06-2000');
  });

  it('shows amounts with 2 decimals and thousands separators', () => {
    expect(formatMoney(50000, 1)).toBe('AUD 50,000.00');
    expect(formatMoney(0.55, 2)).toBe('USD 0.55');
  });
});

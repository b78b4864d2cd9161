import { describe, expect, it } from 'vitest';
import { formatBsb, groupInFours } from './bank-format.ts';

describe('bank details', () => {
  it('groups account numbers in 4s and prints BSBs with a dash', () => {
    expect(groupInFours('123456789012')).toBe('1234 5678 9012');
    expect(groupInFours('12345678')).toBe('1234 5678');
    expect(groupInFours('123456')).toBe('1234 56');
    expect(formatBsb('062000')).toBe('062-000');
    expect(formatBsb('06-2000')).toBe('06-2000');
  });
});

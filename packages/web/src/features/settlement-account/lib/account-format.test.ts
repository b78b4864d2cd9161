import { describe, expect, it } from 'vitest';
import { groupInFours } from './account-format.ts';

describe('groupInFours', () => {
  it('groups an account number in 4s from the left', () => {
    expect(groupInFours('12345678')).toBe('1234 5678');
    expect(groupInFours('123456789')).toBe('1234 5678 9');
    expect(groupInFours('9001000000004271')).toBe('9001 0000 0000 4271');
    expect(groupInFours('12345')).toBe('1234 5');
    expect(groupInFours('')).toBe('');
  });
});

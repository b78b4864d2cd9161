import { describe, expect, it } from 'vitest';
import { feeText } from './fee-text.ts';

describe('feeText', () => {
  it('shows a dash for a refund that gave no fee back (card payments), the amount otherwise', () => {
    expect(feeText(0, 1, true)).toBe('—');
    expect(feeText(0.38, 1, true)).toBe('−AUD 0.38');
    expect(feeText(1.5, 2, false)).toBe('USD 1.50');
    expect(feeText(0, 1, false)).toBe('AUD 0.00');
  });
});

import { describe, expect, it } from 'vitest';
import { maskCardNumber } from './card-mask.ts';

describe('maskCardNumber', () => {
  it('shows the first 6 and last 4 digits of a full number', () => {
    expect(maskCardNumber('4111111111111111')).toBe('411111******1111');
    expect(maskCardNumber('4111 1111 1111 1111')).toBe('411111******1111');
    expect(maskCardNumber('378282246310005')).toBe('378282*****0005');
  });

  it('keeps a number stored masked as it is', () => {
    expect(maskCardNumber('622848******0017')).toBe('622848******0017');
  });

  it('never shows more than the last 4 of a short number, and nothing of an empty one', () => {
    expect(maskCardNumber('1234567890')).toBe('******7890');
    expect(maskCardNumber('123')).toBe('123');
    expect(maskCardNumber('')).toBeNull();
    expect(maskCardNumber(null)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { feePreview } from './collection-query.ts';

describe('feePreview', () => {
  it('shows the 0.5 % fee and the net in the currency’s minor units, nothing for an invalid amount', () => {
    expect(feePreview(1_234.56, 1)).toEqual({ fee: 6.17, net: 1_228.39 });
    expect(feePreview(10_000, 11)).toEqual({ fee: 50, net: 9_950 });
    expect(feePreview(10.005, 1)).toBeNull();
    expect(feePreview(1.5, 11)).toBeNull();
    expect(feePreview(0, 1)).toBeNull();
    expect(feePreview(null, 1)).toBeNull();
  });
});

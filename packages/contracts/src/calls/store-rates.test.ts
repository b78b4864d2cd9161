import { describe, expect, it } from 'vitest';
import {
  cardFlatFeesOverMax,
  joinNames,
  percentToPpm,
  ppmToPercentText,
  rateFractionToPpm,
  ratesOverMax,
} from './store-rates.ts';

describe('percentToPpm (the rate as typed)', () => {
  it('reads digits with at most 2 decimals; blank is 0', () => {
    expect(percentToPpm('9')).toBe(90_000);
    expect(percentToPpm('2.35')).toBe(23_500);
    expect(percentToPpm('0.5')).toBe(5_000);
    expect(percentToPpm('.5')).toBe(5_000);
    expect(percentToPpm('3.')).toBe(30_000);
    expect(percentToPpm('')).toBe(0);
    expect(percentToPpm('  ')).toBe(0);
  });

  it('refuses 3 decimals, signs, letters and a second point', () => {
    for (const text of ['1.234', '-1', '1e2', 'abc', '1.2.3', '1,5']) expect(percentToPpm(text), text).toBeNull();
  });

  it('prints back what it read', () => {
    expect(ppmToPercentText(23_500)).toBe('2.35');
    expect(ppmToPercentText(90_000)).toBe('9');
    expect(ppmToPercentText(5_000)).toBe('0.5');
  });
});

describe('rateFractionToPpm (the rate on the wire)', () => {
  it('takes fractions with at most 4 decimals, not negative', () => {
    expect(rateFractionToPpm(0.0235)).toBe(23_500);
    expect(rateFractionToPpm(0)).toBe(0);
    expect(rateFractionToPpm(0.02355)).toBeNull();
    expect(rateFractionToPpm(-0.01)).toBeNull();
  });
});

describe('ratesOverMax', () => {
  it('refuses 9.5 % naming the channel, accepts 9 %, in both languages', () => {
    expect(ratesOverMax([{ payment_channel_id: 1, online_rate: 0.095 }], [], 'en')).toEqual(['WeChat Pay']);
    expect(ratesOverMax([{ payment_channel_id: 1, online_rate: 0.095 }], [], 'zh_CN')).toEqual(['微信支付']);
    expect(ratesOverMax([{ payment_channel_id: 1, online_rate: 0.09 }], [], 'en')).toEqual([]);
  });

  it('names every channel above the cap in form order, card currencies last', () => {
    const names = ratesOverMax(
      [
        { payment_channel_id: 7, online_rate: 0.1 },
        { payment_channel_id: 2, online_rate: 0.2 },
        { payment_channel_id: 3, online_rate: 0.01 },
      ],
      [{ currency: 2, fee_rate: 0.0901, flat_fee: 0 }],
      'en',
    );
    expect(joinNames(names, 'en')).toBe('Alipay (in store), UnionPay (online), Card (store surcharge) USD');
  });
});

describe('cardFlatFeesOverMax', () => {
  it("keeps the card flat fee at or under the merchant's channel-10 flat fee", () => {
    expect(cardFlatFeesOverMax([{ currency: 1, fee_rate: 0, flat_fee: 0.3 }], 30)).toEqual([]);
    expect(cardFlatFeesOverMax([{ currency: 1, fee_rate: 0, flat_fee: 0.31 }], 30)).toHaveLength(1);
    expect(cardFlatFeesOverMax([{ currency: 1, fee_rate: 0, flat_fee: 0.001 }], 30)).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { translate } from '../i18n.ts';
import { CARD_FLAT_FEE_MAX_MINOR, rateProblems, type RateRule } from './rate-rules.ts';

const rule = (payment_channel_id: number, rate: number, extra: Partial<RateRule> = {}): RateRule => ({
  payment_channel_id,
  disburse_period_days: 1,
  rate,
  flat_fee: 0,
  ...extra,
});
const floors = [rule(1, 0.012), rule(1, 0.015, { disburse_period_days: 0 }), rule(10, 0.018, { flat_fee: 20 })];
const messages = (rates: RateRule[], options: { isCnyPricing?: boolean; floors?: RateRule[] | null } = {}) =>
  rateProblems(rates, {
    floors: options.floors === undefined ? floors : options.floors,
    language: 'en',
    ...options,
  }).map((problem) => translate('en', problem.key, problem.params));

describe('reseller rate rules', () => {
  it('take a rate at the floor and refuse one a hundredth of a percent under it, naming the channel and floor', () => {
    expect(messages([rule(1, 0.012)])).toEqual([]);
    expect(messages([rule(1, 0.0119)])).toEqual(['WeChat Pay (T+1): the rate cannot be below 1.20%.']);
    expect(messages([rule(1, 0.0149, { disburse_period_days: 0 })])).toEqual([
      'WeChat Pay (T+0): the rate cannot be below 1.50%.',
    ]);
  });

  it('refuse the same channel and period twice, but take one channel in both periods', () => {
    expect(messages([rule(1, 0.02), rule(1, 0.016, { disburse_period_days: 0 })])).toEqual([]);
    expect(messages([rule(1, 0.02), rule(1, 0.03)])).toEqual([
      'WeChat Pay (T+1) is added twice. Each channel can be added once.',
    ]);
  });

  it('refuse a channel without a base rate, a flat fee off the card channels, and one over the maximum', () => {
    expect(messages([rule(2, 0.02)])).toEqual(['Alipay (in store) (T+1) has no base rate: it cannot be offered.']);
    expect(messages([rule(1, 0.02, { flat_fee: 5 })])).toEqual(['WeChat Pay: only card channels take a fixed fee.']);
    expect(messages([rule(10, 0.02, { flat_fee: CARD_FLAT_FEE_MAX_MINOR })])).toEqual([]);
    expect(messages([rule(10, 0.02, { flat_fee: CARD_FLAT_FEE_MAX_MINOR + 1 })])).toEqual([
      'Card (online): the card fixed fee cannot be more than AUD 0.50.',
    ]);
    expect(messages([rule(10, 0.02, { flat_fee: 19 })])).toEqual([
      'Card (online) (T+1): the fixed fee cannot be below AUD 0.20.',
    ]);
  });

  it('offer no card fee for CNY pricing, and check format and maximum without floors', () => {
    expect(messages([rule(10, 0.02, { flat_fee: 20 })], { isCnyPricing: true })).toEqual([
      'Card fees are not offered for pricing in CNY.',
    ]);
    expect(messages([rule(2, 0.02)], { floors: null })).toEqual([]);
    expect(messages([rule(2, 0.02001)], { floors: null })).toEqual([
      'Alipay (in store) (T+1): enter the rate as a percent with at most 2 decimals.',
    ]);
    expect(messages([rule(2, 0.0901)], { floors: null })).toEqual([
      'Alipay (in store) (T+1): the rate cannot be above 9.00%.',
    ]);
  });
});

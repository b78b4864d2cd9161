import { describe, expect, it } from 'vitest';
import { rateProblems, type RateRule } from '@mbo/contracts/resellers/rate-rules';
import { floorText, isRowStarted, offeredChannels, offeredPeriods, toRateRow, toRateRule } from './rate-rows.ts';

const FLOORS: RateRule[] = [
  { payment_channel_id: 1, disburse_period_days: 1, rate: 0.012, flat_fee: 0 },
  { payment_channel_id: 1, disburse_period_days: 0, rate: 0.015, flat_fee: 0 },
  { payment_channel_id: 10, disburse_period_days: 1, rate: 0.018, flat_fee: 20 },
];

describe('the add-merchant rate rows', () => {
  it('travel as exact fractions and AUD cents', () => {
    expect(toRateRule({ payment_channel_id: 1, disburse_period_days: 1, percent: '2.35' })).toEqual({
      payment_channel_id: 1,
      disburse_period_days: 1,
      rate: 0.0235,
      flat_fee: 0,
    });
    expect(toRateRule({ payment_channel_id: 10, disburse_period_days: 1, percent: '1.9', flat_fee: '0.30' })).toEqual({
      payment_channel_id: 10,
      disburse_period_days: 1,
      rate: 0.019,
      flat_fee: 30,
    });
  });

  it('turn what cannot be read into values the rules refuse with a format message', () => {
    const rule = toRateRule({ payment_channel_id: 1, disburse_period_days: 1, percent: 'abc' });
    expect(rateProblems([rule], { floors: FLOORS, language: 'en' })[0]?.key).toBe('resellers.rate_format');
    const fee = toRateRule({ payment_channel_id: 10, disburse_period_days: 1, percent: '2', flat_fee: '0.123' });
    expect(rateProblems([fee], { floors: FLOORS, language: 'en' })[0]?.key).toBe('resellers.rate_format');
  });

  it('ignore a fixed fee typed for a channel without one', () => {
    expect(
      toRateRule({ payment_channel_id: 1, disburse_period_days: 1, percent: '2', flat_fee: '0.30' }).flat_fee,
    ).toBe(0);
  });

  it('come back from a stored rate as they were typed', () => {
    expect(toRateRow({ payment_channel_id: 10, disburse_period_days: 0, rate: 0.0235, flat_fee: 5 })).toEqual({
      payment_channel_id: 10,
      disburse_period_days: 0,
      percent: '2.35',
      flat_fee: '0.05',
    });
    expect(toRateRow({ payment_channel_id: 1, disburse_period_days: 1, rate: 0.02, flat_fee: 0 }).flat_fee).toBeNull();
  });

  it('show the floor beside a row once channel and period are chosen', () => {
    expect(floorText(FLOORS, 1, 1)).toBe('1.20 %');
    expect(floorText(FLOORS, 10, 1)).toBe('1.80 % + AUD 0.20');
    expect(floorText(FLOORS, 1, null)).toBeNull();
    expect(floorText(FLOORS, 2, 1)).toBeNull();
  });

  it('offer only channels and periods with a base rate, and no card channel for CNY pricing', () => {
    expect(offeredChannels(FLOORS, false)).toEqual([1, 10]);
    expect(offeredChannels(FLOORS, true)).toEqual([1]);
    expect(offeredPeriods(FLOORS, 1)).toEqual([0, 1]);
    expect(offeredPeriods(FLOORS, 10)).toEqual([1]);
    expect(offeredPeriods(FLOORS, null)).toEqual([]);
  });

  it('leave a wholly empty row out', () => {
    expect(isRowStarted({})).toBe(false);
    expect(isRowStarted({ percent: ' ' })).toBe(false);
    expect(isRowStarted({ payment_channel_id: 1 })).toBe(true);
  });
});

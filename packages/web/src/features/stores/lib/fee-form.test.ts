import { describe, expect, it } from 'vitest';
import { feeBody, feeValuesOf, flatFeeMinor } from './fee-form.ts';

describe('the fee form', () => {
  it('sends every fee-editable channel as a fraction, blank as 0, and filled card currencies only', () => {
    const body = feeBody({
      fee_type: 3,
      rates: { 1: '1.5', 10: '2.35', 99: '' },
      cards: { 1: { fee_rate: '1.5', flat_fee: '0.2' }, 2: { fee_rate: '', flat_fee: '' } },
    });
    expect(body.rates).toEqual([
      { payment_channel_id: 1, online_rate: 0.015 },
      { payment_channel_id: 2, online_rate: 0 },
      { payment_channel_id: 3, online_rate: 0 },
      { payment_channel_id: 5, online_rate: 0 },
      { payment_channel_id: 7, online_rate: 0 },
      { payment_channel_id: 10, online_rate: 0.0235 },
      { payment_channel_id: 99, online_rate: 0 },
    ]);
    expect(body.cardpay_rates).toEqual([{ currency: 1, fee_rate: 0.015, flat_fee: 0.2 }]);
  });

  it('sends no rates for fee types 1 and 2', () => {
    expect(feeBody({ fee_type: 2, rates: { 1: '3' }, cards: {} })).toEqual({
      fee_type: 2,
      rates: [],
      cardpay_rates: [],
    });
  });

  it('reads a store back into the form', () => {
    const values = feeValuesOf({
      fee_type: 3,
      rates: [
        { payment_channel_id: 1, online_rate: 0.0235, offline_rate: 0.0235, b2b_rate: 0.0235, b2b2c_rate: 0.0235 },
      ],
      cardpay_rates: [{ currency: 2, currency_code: 'USD', fee_rate: 0.018, flat_fee: 0.2 }],
    });
    expect(values).toEqual({ fee_type: 3, rates: { 1: '2.35' }, cards: { 2: { fee_rate: '1.8', flat_fee: '0.20' } } });
  });

  it('reads flat fees with at most 2 decimals', () => {
    expect(flatFeeMinor('0.3')).toBe(30);
    expect(flatFeeMinor('')).toBe(0);
    expect(flatFeeMinor('0.305')).toBeNull();
  });
});

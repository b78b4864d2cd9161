import { describe, expect, it } from 'vitest';
import { formatMoney, formatRate, newRequestId, parseAmount, validatePayForm, type PayFormValues } from './form.ts';

const valid: PayFormValues = { amount: '12.50', currencyId: 1, note: '', name: '', phone: '', method: 'wechat' };

describe('the pay form', () => {
  it('reads amounts as minor units, refusing what the server refuses', () => {
    expect(parseAmount('12.50', 1)).toEqual({ minor: 1250 });
    expect(parseAmount(' 12.5 ', 1)).toEqual({ minor: 1250 });
    expect(parseAmount('0.01', 1)).toEqual({ minor: 1 });
    expect(parseAmount('', 1)).toEqual({ error: 'error_amount_required' });
    for (const bad of ['0', '0.00', '-1', '1.234', '1,50', 'abc', '1e3'])
      expect(parseAmount(bad, 1), bad).toEqual({ error: 'error_amount_invalid' });
    expect(parseAmount('99999999.99', 1)).toEqual({ minor: 9_999_999_999 });
    expect(parseAmount('100000000', 1)).toEqual({ error: 'error_amount_too_large' });
  });

  it('asks for a note only when the store requires one, and for name and phone when the store wants them', () => {
    expect(validatePayForm(valid, { messageType: 1, isGetUserInfo: false })).toEqual({});
    expect(validatePayForm(valid, { messageType: 3, isGetUserInfo: false })).toEqual({});
    expect(validatePayForm(valid, { messageType: 2, isGetUserInfo: false })).toEqual({ note: 'error_note_required' });
    expect(validatePayForm({ ...valid, note: '  ' }, { messageType: 2, isGetUserInfo: false })).toEqual({
      note: 'error_note_required',
    });
    expect(validatePayForm(valid, { messageType: 1, isGetUserInfo: true })).toEqual({
      name: 'error_name_required',
      phone: 'error_phone_required',
    });
    expect(
      validatePayForm({ ...valid, name: 'Li Wei', phone: '04x' }, { messageType: 1, isGetUserInfo: true }),
    ).toEqual({ phone: 'error_phone_invalid' });
    expect(
      validatePayForm({ ...valid, name: 'Li Wei', phone: '0412 345 678' }, { messageType: 1, isGetUserInfo: true }),
    ).toEqual({});
    expect(validatePayForm({ ...valid, amount: '', method: null }, { messageType: 1, isGetUserInfo: false })).toEqual({
      amount: 'error_amount_required',
      method: 'error_method_required',
    });
  });

  it('formats money and rates for the customer', () => {
    expect(formatMoney(12.69, 'AUD', 1)).toBe('AUD 12.69');
    expect(formatMoney(1234.5, 'USD', 2)).toBe('USD 1,234.50');
    expect(formatRate(0.015)).toBe('1.5%');
    expect(formatRate(0.0175)).toBe('1.75%');
  });

  it('makes a new request id each time', () => {
    const ids = new Set(Array.from({ length: 20 }, newRequestId));
    expect(ids.size).toBe(20);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });
});

import { describe, expect, it } from 'vitest';
import { payoutsBody, defaultPayoutsQuery, type PayoutsQuery } from './payouts-query.ts';

const base: PayoutsQuery = { ...defaultPayoutsQuery(), begin: '2026-03-01', end: '2026-03-31' };

describe('the payouts list request', () => {
  it('puts the range under the chosen date type', () => {
    expect(payoutsBody(base)).toMatchObject({
      finance_start_date: '2026-03-01',
      finance_end_date: '2026-03-31',
      page_index: 1,
      page_size: 10,
      sort_type: 2,
    });
    expect(payoutsBody({ ...base, dateType: 'planned' })).toMatchObject({
      plan_settle_start_date: '2026-03-01',
      plan_settle_end_date: '2026-03-31',
    });
    const actual = payoutsBody({ ...base, dateType: 'actual' });
    expect(actual).toMatchObject({ actual_settle_start_date: '2026-03-01', actual_settle_end_date: '2026-03-31' });
    expect(actual).not.toHaveProperty('finance_start_date');
  });

  it('maps status, type, unlimited settlement and currency, and leaves out what is not chosen', () => {
    expect(payoutsBody({ ...base, status: 2, settlementType: 1, isUnlimited: false, currency: 2 })).toMatchObject({
      status: 2,
      settlement_type: 1,
      settlement_method: 1,
      currency: 2,
    });
    const plain = payoutsBody({ ...base, begin: null, end: null });
    expect(plain).toMatchObject({ settlement_method: 0, settlement_type: 0 });
    for (const key of ['status', 'currency', 'finance_start_date', 'settlement_id'])
      expect(plain).not.toHaveProperty(key);
  });

  it('searches a settlement number on its own', () => {
    const body = payoutsBody({ ...base, status: 1, currency: 1, number: 'S260301000000001' });
    expect(body).toMatchObject({ settlement_id: 'S260301000000001' });
    for (const key of ['status', 'currency', 'finance_start_date']) expect(body).not.toHaveProperty(key);
  });

  it('opens on the last 30 days of finance dates, newest first', () => {
    const query = defaultPayoutsQuery();
    const days = (Date.parse(query.end!) - Date.parse(query.begin!)) / 86_400_000;
    expect(days).toBe(29);
    expect(query).toMatchObject({ dateType: 'finance', sortType: 2, page: 1, isUnlimited: true, settlementType: 0 });
  });
});

describe('a linked payouts list (the balance page)', () => {
  it('opens on the linked currency, status and finance dates', () => {
    const query = defaultPayoutsQuery('Australia/Sydney', {
      currency: 2,
      status: 2,
      begin: '2026-10-31',
      end: '2026-11-29',
    });
    expect(query).toMatchObject({
      currency: 2,
      status: 2,
      begin: '2026-10-31',
      end: '2026-11-29',
      dateType: 'finance',
    });
    expect(payoutsBody(query)).toMatchObject({
      currency: 2,
      status: 2,
      finance_start_date: '2026-10-31',
      finance_end_date: '2026-11-29',
    });
  });

  it('keeps the default dates when the linked range is backwards', () => {
    const query = defaultPayoutsQuery('Australia/Sydney', { currency: 1, begin: '2026-11-29', end: '2026-10-31' });
    expect(query.begin).not.toBe('2026-11-29');
    expect(query.currency).toBe(1);
  });
});

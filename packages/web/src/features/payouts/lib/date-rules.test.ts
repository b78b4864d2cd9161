import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { defaultDailySummaryQuery } from './daily-summary-query.ts';
import { isDisabledDay, isDisabledPlannedDay, lastDays } from './date-rules.ts';

describe('the payout and daily summary date rules', () => {
  it('allow tomorrow but not the day after, and at most 365 days from the first end picked', () => {
    expect(isDisabledDay(dayjs().add(1, 'day'))).toBe(false);
    expect(isDisabledDay(dayjs().add(2, 'day'))).toBe(true);
    const from = dayjs('2026-01-01');
    expect(isDisabledDay(dayjs('2025-01-01'), { from })).toBe(false);
    expect(isDisabledDay(dayjs('2024-12-31'), { from })).toBe(true);
  });

  it('let planned dates lie ahead, within the span', () => {
    expect(isDisabledPlannedDay(dayjs().add(30, 'day'))).toBe(false);
    expect(isDisabledPlannedDay(dayjs('2027-01-02'), { from: dayjs('2026-01-01') })).toBe(true);
  });

  it('default the daily summary to the last 7 days in AUD, or the merchant\'s first currency without AUD', () => {
    const [begin, end] = lastDays(7);
    expect(defaultDailySummaryQuery()).toEqual({ begin, end, currencyId: 1, page: 1 });
    expect(dayjs(end).diff(dayjs(begin), 'day')).toBe(6);
    expect(defaultDailySummaryQuery([2, 1]).currencyId).toBe(1);
    expect(defaultDailySummaryQuery([2]).currencyId).toBe(2);
  });
});

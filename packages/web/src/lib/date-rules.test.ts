import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { isDisabledDay, isDisabledPlannedDay, lastDays } from './date-rules.ts';

describe('the date pickers rules', () => {
  it('offer days up to tomorrow, none after', () => {
    expect(isDisabledDay(dayjs())).toBe(false);
    expect(isDisabledDay(dayjs().add(1, 'day'))).toBe(false);
    expect(isDisabledDay(dayjs().add(2, 'day'))).toBe(true);
  });

  it('once one end is picked, keep the other within 365 days of it', () => {
    const from = dayjs('2026-01-10');
    expect(isDisabledDay(dayjs('2025-01-10'), { from })).toBe(false);
    expect(isDisabledDay(dayjs('2025-01-09'), { from })).toBe(true);
    expect(isDisabledDay(dayjs('2026-01-09'), { from: dayjs('2025-01-09') })).toBe(false);
    expect(isDisabledDay(dayjs('2026-01-10'), { from: dayjs('2025-01-09') })).toBe(true);
  });

  it('let planned dates lie ahead, within the span', () => {
    expect(isDisabledPlannedDay(dayjs().add(30, 'day'))).toBe(false);
    expect(isDisabledPlannedDay(dayjs('2027-01-02'), { from: dayjs('2026-01-01') })).toBe(true);
  });

  it('give the last N days up to today', () => {
    const [begin, end] = lastDays(7);
    expect(dayjs(end).diff(dayjs(begin), 'day')).toBe(6);
    expect(end).toBe(dayjs().format('YYYY-MM-DD'));
  });
});

import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { isDisabledDay } from './date-rules.ts';

describe('the range picker rule', () => {
  it('offers days up to tomorrow, none after', () => {
    expect(isDisabledDay(dayjs())).toBe(false);
    expect(isDisabledDay(dayjs().add(1, 'day'))).toBe(false);
    expect(isDisabledDay(dayjs().add(2, 'day'))).toBe(true);
  });

  it('once one end is picked, keeps the other within 365 days of it', () => {
    const from = dayjs('2026-01-10');
    expect(isDisabledDay(dayjs('2025-01-10'), { from })).toBe(false);
    expect(isDisabledDay(dayjs('2025-01-09'), { from })).toBe(true);
    expect(isDisabledDay(dayjs('2026-01-09'), { from: dayjs('2025-01-09') })).toBe(false);
    expect(isDisabledDay(dayjs('2026-01-10'), { from: dayjs('2025-01-09') })).toBe(true);
  });
});

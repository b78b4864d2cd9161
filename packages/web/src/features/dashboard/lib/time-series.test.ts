import { describe, expect, it } from 'vitest';
import type { TimeRow } from '@mbo/contracts/calls/dashboard';
import { addDays, mondayOf, rangeOf } from './period.ts';
import { hasPayments, timeSeries } from './time-series.ts';

const row = (
  group_time: string,
  group_time_text: string,
  transaction_amount: number,
  transaction_count: number,
): TimeRow => ({
  group_time,
  group_time_text,
  transaction_amount,
  transaction_count,
});

describe('periods', () => {
  it('start weeks on Monday and never reach past today', () => {
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(mondayOf('2026-11-16')).toBe('2026-11-16');
    expect(rangeOf({ kind: 'week', date: '2026-11-18' }, '2026-11-19')).toEqual({
      startTime: '2026-11-16',
      endTime: '2026-11-19',
      groupTimeType: 1,
    });
    expect(rangeOf({ kind: 'week', date: '2026-11-01' }, '2026-11-19')).toEqual({
      startTime: '2026-10-26',
      endTime: '2026-11-01',
      groupTimeType: 1,
    });
    expect(rangeOf({ kind: 'month', date: '2026-11-05' }, '2026-11-19')).toEqual({
      startTime: '2026-11-01',
      endTime: '2026-11-19',
      groupTimeType: 0,
    });
    expect(rangeOf({ kind: 'month', date: '2024-02-05' }, '2026-11-19')).toEqual({
      startTime: '2024-02-01',
      endTime: '2024-02-29',
      groupTimeType: 0,
    });
    expect(rangeOf({ kind: 'day', date: '2026-11-03' }, '2026-11-19')).toEqual({
      startTime: '2026-11-03',
      endTime: '2026-11-03',
      groupTimeType: 2,
    });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('the time series', () => {
  it('puts a day on 24 hours, hours still to come left empty', () => {
    const series = timeSeries(
      { kind: 'day', date: '2026-11-19' },
      [row('2026-11-19 00:00:00', '00:00', 10, 1), row('2026-11-19 01:00:00', '01:00', 0, 0)],
      [],
      'amount',
    );
    expect(series.categories).toHaveLength(24);
    expect(series.current.slice(0, 3)).toEqual([10, 0, null]);
    expect(series.previous).toBeUndefined();
  });

  it('puts this week so far beside the whole week before, Monday first', () => {
    const previous = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((text, index) =>
      row(addDays('2026-11-09', index), text, index, index * 2),
    );
    const rows = [row('2026-11-16', 'Mon', 5, 1), row('2026-11-17', 'Tue', 7, 3)];
    const series = timeSeries({ kind: 'week', date: '2026-11-17' }, rows, previous, 'count');
    expect(series.categories).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(series.current).toEqual([1, 3, null, null, null, null, null]);
    expect(series.previous).toEqual([0, 2, 4, 6, 8, 10, 12]);
  });

  it('puts a month on every one of its dates', () => {
    const series = timeSeries(
      { kind: 'month', date: '2026-02-10' },
      [row('2026-02-01', '02-01', 3, 1), row('2026-02-02', '02-02', 0, 0)],
      [],
      'amount',
    );
    expect(series.categories).toHaveLength(28);
    expect(series.categories[27]).toBe('02-28');
    expect(series.current.slice(0, 3)).toEqual([3, 0, null]);
  });

  it('tells an empty report from one with payments', () => {
    expect(hasPayments([row('2026-11-19', 'x', 0, 0)])).toBe(false);
    expect(hasPayments([row('2026-11-19', 'x', 1, 1)])).toBe(true);
  });
});

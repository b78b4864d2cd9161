import { describe, expect, it } from 'vitest';
import { GROUP_TIME_TYPE } from '@mbo/contracts/constants';
import { addMonths, isoWeekday, mondayOf, monthEndOf } from './calendar.ts';
import { changeRate, fitsPeriod, trendLabel, trendPlan } from './report-periods.ts';

const { day, week, month } = GROUP_TIME_TYPE;

describe('the calendar', () => {
  it('starts weeks on Monday and knows month ends, leap years included', () => {
    expect(isoWeekday('2026-05-17')).toBe(7);
    expect(mondayOf('2026-05-17')).toBe('2026-05-11');
    expect(mondayOf('2026-05-11')).toBe('2026-05-11');
    expect(mondayOf('2026-01-01')).toBe('2025-12-29');
    expect(monthEndOf('2028-02-10')).toBe('2028-02-29');
    expect(addMonths('2026-01-31', -2)).toBe('2025-11-01');
  });

  it('counts days across a daylight-saving change as whole days', () => {
    // Sydney leaves daylight saving on 2026-04-05: the dates are calendar days, so nothing is skipped.
    expect(mondayOf('2026-04-08')).toBe('2026-04-06');
    expect(trendPlan({ start: '2026-04-06', end: '2026-04-06' }, day).previous).toEqual({
      start: '2026-04-05',
      end: '2026-04-05',
    });
  });
});

describe('periods', () => {
  it('tells whether a range is one day, one Monday-to-Sunday week, or days of one month', () => {
    expect(fitsPeriod(day, { start: '2026-05-12', end: '2026-05-12' })).toBe(true);
    expect(fitsPeriod(day, { start: '2026-05-12', end: '2026-05-13' })).toBe(false);
    expect(fitsPeriod(week, { start: '2026-05-11', end: '2026-05-17' })).toBe(true);
    expect(fitsPeriod(week, { start: '2026-05-11', end: '2026-05-13' })).toBe(true);
    expect(fitsPeriod(week, { start: '2026-05-10', end: '2026-05-12' })).toBe(false);
    expect(fitsPeriod(month, { start: '2026-05-01', end: '2026-05-31' })).toBe(true);
    expect(fitsPeriod(month, { start: '2026-04-30', end: '2026-05-01' })).toBe(false);
  });
});

describe('the trend plan', () => {
  it('compares this week so far with the same days of last week, over seven weekly bars', () => {
    const plan = trendPlan({ start: '2026-05-11', end: '2026-05-13' }, week);
    expect(plan.previous).toEqual({ start: '2026-05-04', end: '2026-05-06' });
    expect(plan.bars).toHaveLength(7);
    expect(plan.bars[0]).toEqual({ start: '2026-03-30', end: '2026-04-05' });
    expect(plan.bars[5]).toEqual({ start: '2026-05-04', end: '2026-05-10' });
    expect(plan.bars[6]).toEqual({ start: '2026-05-11', end: '2026-05-13' });
    expect(trendLabel(plan.unit, plan.bars[5]!)).toBe('05-04~05-10');
  });

  it('compares a month with the same days of the month before, cut at its end', () => {
    expect(trendPlan({ start: '2026-03-01', end: '2026-03-31' }, month).previous).toEqual({
      start: '2026-02-01',
      end: '2026-02-28',
    });
    expect(trendPlan({ start: '2026-03-01', end: '2026-03-10' }, month).previous).toEqual({
      start: '2026-02-01',
      end: '2026-02-10',
    });
    const plan = trendPlan({ start: '2026-03-01', end: '2026-03-31' }, month);
    expect(plan.bars[0]).toEqual({ start: '2025-09-01', end: '2025-09-30' });
    expect(trendLabel(plan.unit, plan.bars[6]!)).toBe('2026-03');
  });

  it('compares a day with the day before, and a free range with the span just before it', () => {
    const daily = trendPlan({ start: '2026-05-01', end: '2026-05-01' }, day);
    expect(daily.previous).toEqual({ start: '2026-04-30', end: '2026-04-30' });
    expect(daily.bars[0]).toEqual({ start: '2026-04-25', end: '2026-04-25' });
    expect(trendLabel(daily.unit, daily.bars[0]!)).toBe('04-25');
    const span = trendPlan({ start: '2026-05-01', end: '2026-05-10' }, undefined);
    expect(span.previous).toEqual({ start: '2026-04-21', end: '2026-04-30' });
    expect(span.bars[0]).toEqual({ start: '2026-03-02', end: '2026-03-11' });
  });
});

describe('the change rate', () => {
  it('is a fraction rounded half-up to six decimals, null with nothing before', () => {
    expect(changeRate(150, 100)).toBe(0.5);
    expect(changeRate(50, 100)).toBe(-0.5);
    expect(changeRate(2, 3)).toBe(-0.333333);
    expect(changeRate(1, 3)).toBe(-0.666667);
    expect(changeRate(4, 3)).toBe(0.333333);
    expect(changeRate(5, 3)).toBe(0.666667);
    expect(changeRate(5, 0)).toBeNull();
    expect(changeRate(0, 0)).toBeNull();
  });
});

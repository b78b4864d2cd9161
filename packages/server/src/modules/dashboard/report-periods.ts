/**
 * The periods of the dashboard: whether a range is one day, one week (Monday first) or days of one month, and the
 * trend's periods and previous period. All dates are merchant-local `YYYY-MM-DD`.
 */
import type { GroupTimeType } from '@mbo/contracts/calls/dashboard';
import { daysBetween } from '@mbo/contracts/date-filter';
import { DASHBOARD_TREND_PERIODS, GROUP_TIME_TYPE } from '@mbo/contracts/constants';
import { ppmToRate } from '@mbo/contracts/money';
import { addDays } from '@mbo/contracts/date-filter';
import { addMonths, earlier, mondayOf, monthEndOf, monthStartOf } from './calendar.ts';

export interface DateRange {
  start: string;
  end: string;
}

/** Whether a range lies within one period of the kind: one day, one Monday-to-Sunday week, one month. */
export function fitsPeriod(group: GroupTimeType, range: DateRange): boolean {
  if (group === GROUP_TIME_TYPE.day) return range.start === range.end;
  if (group === GROUP_TIME_TYPE.week) return mondayOf(range.start) === mondayOf(range.end);
  return range.start.slice(0, 7) === range.end.slice(0, 7);
}

/** The whole calendar period of a kind that contains a date. */
function periodOf(group: GroupTimeType, date: string): DateRange {
  if (group === GROUP_TIME_TYPE.day) return { start: date, end: date };
  if (group === GROUP_TIME_TYPE.week) return { start: mondayOf(date), end: addDays(mondayOf(date), 6) };
  return { start: monthStartOf(date), end: monthEndOf(date) };
}

/** The calendar period `steps` periods before the one that contains a date. */
function periodBefore(group: GroupTimeType, date: string, steps: number): DateRange {
  if (group === GROUP_TIME_TYPE.day) return periodOf(group, addDays(date, -steps));
  if (group === GROUP_TIME_TYPE.week) return periodOf(group, addDays(mondayOf(date), -7 * steps));
  return periodOf(group, addMonths(date, -steps));
}

export type TrendUnit = GroupTimeType | 'span';

export interface TrendPlan {
  unit: TrendUnit;
  /** Oldest first; the last is the chosen range itself (which may be part of its period: this week so far). */
  bars: DateRange[];
  /** The same part of the period before the chosen one: this week so far against the same days of last week. */
  previous: DateRange;
}

/**
 * The trend's bars and comparison. With a calendar kind the earlier bars are whole periods; without one (a free
 * range) they are spans as long as the chosen range, back to back before it.
 */
export function trendPlan(range: DateRange, group: GroupTimeType | undefined): TrendPlan {
  const older = Array.from({ length: DASHBOARD_TREND_PERIODS - 1 }, (_, index) => DASHBOARD_TREND_PERIODS - 1 - index);
  if (group === undefined) {
    const length = daysBetween(range.start, range.end) + 1;
    const shifted = (steps: number) => ({
      start: addDays(range.start, -length * steps),
      end: addDays(range.end, -length * steps),
    });
    return { unit: 'span', bars: [...older.map(shifted), range], previous: shifted(1) };
  }
  const own = periodOf(group, range.start);
  const before = periodBefore(group, range.start, 1);
  const offset = daysBetween(own.start, range.start);
  const previousStart = earlier(addDays(before.start, offset), before.end);
  const previousEnd = earlier(addDays(previousStart, daysBetween(range.start, range.end)), before.end);
  return {
    unit: group,
    bars: [...older.map((steps) => periodBefore(group, range.start, steps)), range],
    previous: { start: previousStart, end: previousEnd },
  };
}

/** The label of a trend bar: `MM-DD` for a day, `YYYY-MM` for a month, `MM-DD~MM-DD` for a week or a span. */
export function trendLabel(unit: TrendUnit, bar: DateRange): string {
  if (unit === GROUP_TIME_TYPE.month) return bar.start.slice(0, 7);
  if (bar.start === bar.end) return bar.start.slice(5);
  return `${bar.start.slice(5)}~${bar.end.slice(5)}`;
}

/**
 * A change from `previous` to `current` as a fraction rounded half-up to six decimals (0.123457 = +12.35 %);
 * null when there was nothing before to compare with.
 */
export function changeRate(current: number, previous: number): number | null {
  if (previous === 0) return null;
  const scaled = (BigInt(current - previous) * 2_000_000n) / BigInt(previous);
  const ppm = scaled >= 0n ? (scaled + 1n) / 2n : -((-scaled + 1n) / 2n);
  return ppmToRate(Number(ppm));
}

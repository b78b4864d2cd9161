/**
 * The collection analysis period: a day, a week (Monday to Sunday) or a month, picked by one of its dates. Its
 * range never reaches past the merchant's today (the spec: no future dates), so this week and this month end today.
 * Dates are merchant-local `YYYY-MM-DD`; they are plain calendar arithmetic, whatever the browser's time zone.
 */
import dayjs from 'dayjs';
import type { GroupTimeType } from '@mbo/contracts/calls/dashboard';
import { GROUP_TIME_TYPE } from '@mbo/contracts/constants';

export type PeriodKind = 'day' | 'week' | 'month';
export const PERIOD_KINDS: readonly PeriodKind[] = ['day', 'week', 'month'];

export interface Period {
  kind: PeriodKind;
  /** Any date inside the period. */
  date: string;
}

export interface PeriodRange {
  startTime: string;
  endTime: string;
  groupTimeType: GroupTimeType;
}

const FORMAT = 'YYYY-MM-DD';
const GROUP: Record<PeriodKind, GroupTimeType> = {
  day: GROUP_TIME_TYPE.day,
  week: GROUP_TIME_TYPE.week,
  month: GROUP_TIME_TYPE.month,
};

/** The Monday of the week of a date (dayjs's day(): 0 is Sunday in every locale). */
export function mondayOf(date: string): string {
  const value = dayjs(date);
  return value.subtract((value.day() + 6) % 7, 'day').format(FORMAT);
}

export const addDays = (date: string, days: number): string => dayjs(date).add(days, 'day').format(FORMAT);

const earlier = (a: string, b: string) => (a <= b ? a : b);

export function rangeOf(period: Period, today: string): PeriodRange {
  const groupTimeType = GROUP[period.kind];
  if (period.kind === 'day') return { startTime: period.date, endTime: period.date, groupTimeType };
  if (period.kind === 'week') {
    const monday = mondayOf(period.date);
    return { startTime: monday, endTime: earlier(addDays(monday, 6), today), groupTimeType };
  }
  const first = dayjs(period.date).startOf('month');
  return {
    startTime: first.format(FORMAT),
    endTime: earlier(first.endOf('month').format(FORMAT), today),
    groupTimeType,
  };
}

/** The dates a period's chart runs over: every hour of a day, Monday to Sunday, every date of the month. */
export function monthDates(period: Period): string[] {
  const first = dayjs(period.date).startOf('month');
  return Array.from({ length: first.daysInMonth() }, (_, index) => first.add(index, 'day').format(FORMAT));
}

export const isFuture = (date: string, today: string): boolean => date > today;

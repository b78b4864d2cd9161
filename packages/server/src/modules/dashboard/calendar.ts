/**
 * Calendar arithmetic on merchant-local dates written `YYYY-MM-DD`. The dates are already in the merchant's time
 * zone, so they are handled as plain calendar days (through UTC, which has no daylight saving to skip a day).
 */
import { addDays, daysBetween } from '@mbo/contracts/date-filter';

const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromTime = (time: number) => new Date(time).toISOString().slice(0, 10);

/** 1 Monday … 7 Sunday (ISO). */
export function isoWeekday(date: string): number {
  const day = new Date(toTime(date)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The Monday of the week a date is in (weeks start on Monday). */
export const mondayOf = (date: string): string => addDays(date, 1 - isoWeekday(date));

export const monthStartOf = (date: string): string => `${date.slice(0, 7)}-01`;

/** The first day of the month `months` away from a date's month. */
export function addMonths(date: string, months: number): string {
  const [year, month] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  return fromTime(Date.UTC(year, month - 1 + months, 1));
}

export const monthEndOf = (date: string): string => addDays(addMonths(date, 1), -1);

/** Every date from `start` to `end`, both included. */
export function datesFrom(start: string, end: string): string[] {
  const count = daysBetween(start, end) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(start, index));
}

export const earlier = (a: string, b: string): string => (a <= b ? a : b);

import { formatWireTime } from '../lib/time.ts';

const DAY_MS = 86_400_000;

/** A calendar date (`YYYY-MM-DD`) moved by whole days. */
export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 Monday … 6 Sunday (weeks start on Monday). */
export function weekdayOf(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** How far the zone's clock is ahead of UTC at an instant, in ms. */
function offsetAt(at: Date, timeZone: string): number {
  return Date.parse(`${formatWireTime(at, timeZone).replace(' ', 'T')}Z`) - at.getTime();
}

/**
 * The instants of a local date's clock times in a zone. The offset is taken once, at local noon: right for the
 * opening hours the demo uses (daylight-saving changes happen at 2–3 am), and one formatter call per day rather
 * than per payment.
 */
export function localClock(date: string, timeZone: string): (minuteOfDay: number, second?: number) => Date {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  const offset = offsetAt(
    new Date(midnight + 12 * 3_600_000 - offsetAt(new Date(midnight + 12 * 3_600_000), timeZone)),
    timeZone,
  );
  return (minuteOfDay, second = 0) => new Date(midnight + minuteOfDay * 60_000 + second * 1000 - offset);
}

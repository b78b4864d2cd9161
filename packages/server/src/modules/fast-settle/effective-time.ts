import { FAST_SETTLE_EFFECTIVE_HOUR } from '@mbo/contracts/calls/fast-settle';
import { formatWireTime } from '../../lib/time.ts';

const DAY_MS = 86_400_000;

/** The instant a wall-clock time (`YYYY-MM-DD`, an hour) of a time zone falls on. */
function instantOfWallTime(date: string, hour: number, timeZone: string): Date {
  const wall = Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
  const offsetAt = (instant: number) =>
    Date.parse(`${formatWireTime(new Date(instant), timeZone).replace(' ', 'T')}Z`) - instant;
  // The offset at the first guess may be the other side of a daylight-saving change; the second guess is exact
  // for every wall time that exists once (04:00 in every zone that changes at 02:00 or 03:00, as Australia does).
  const guess = wall - offsetAt(wall);
  return new Date(wall - offsetAt(guess));
}

/**
 * The 04:00 rule (first document §4): an approved T+0 change takes effect at 04:00 of the merchant's day when it is
 * approved before 04:00 there, else at 04:00 of the next day. Wall-clock, in the merchant's time zone, so a
 * daylight-saving change that night moves the instant, not the hour.
 */
export function fastSettleEffectiveAt(approvedAt: Date, timeZone: string): Date {
  const [date, time] = formatWireTime(approvedAt, timeZone).split(' ') as [string, string];
  const isBeforeHour = Number(time.slice(0, 2)) < FAST_SETTLE_EFFECTIVE_HOUR;
  const day = isBeforeHour ? date : new Date(Date.parse(`${date}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return instantOfWallTime(day, FAST_SETTLE_EFFECTIVE_HOUR, timeZone);
}

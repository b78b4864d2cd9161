import { DEFAULT_TIME_ZONE } from '@mbo/contracts/constants';

// Building a formatter is costly and the payment path needs one per payment: one per time zone, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** `YYYY-MM-DD HH:mm:ss` in a time zone: the wire format of times. */
export function formatWireTime(at: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const parts = formatterFor(timeZone).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`;
}

// Every UTC offset in use, and every daylight-saving change, falls on a quarter hour: within one quarter hour of UTC
// the local date and hour are the same everywhere. The payment path asks twice per payment; formatting is the cost.
const QUARTER_HOUR_MS = 15 * 60_000;
const dateHours = new Map<string, { date: string; hour: number }>();

/** The calendar date (`YYYY-MM-DD`) and hour of an instant in a time zone. */
export function localDateHour(at: Date, timeZone: string): { date: string; hour: number } {
  const key = `${timeZone}@${Math.floor(at.getTime() / QUARTER_HOUR_MS)}`;
  let found = dateHours.get(key);
  if (!found) {
    const [date, time] = formatWireTime(at, timeZone).split(' ');
    found = { date: date!, hour: Number(time!.slice(0, 2)) };
    if (dateHours.size >= 4_096) dateHours.clear();
    dateHours.set(key, found);
  }
  return { ...found };
}

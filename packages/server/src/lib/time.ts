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

/** The calendar date (`YYYY-MM-DD`) and hour of an instant in a time zone. */
export function localDateHour(at: Date, timeZone: string): { date: string; hour: number } {
  const [date, time] = formatWireTime(at, timeZone).split(' ');
  return { date: date!, hour: Number(time!.slice(0, 2)) };
}

import { addDays } from '@mbo/contracts/date-filter';
import { todayIn } from './date-rules.ts';

/** The quick ranges of the list pickers (issue 13 §3), by the days of the merchant's calendar. */
export const DATE_PRESETS = ['today', 'last7', 'last30', 'thisMonth', 'lastMonth'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** The last day of a `YYYY-MM` month. */
const lastOfMonth = (year: number, month: number): string =>
  new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

/**
 * A preset's first and last day, `YYYY-MM-DD`, counted in the time zone's calendar (the merchant's: a browser in
 * another zone, or a day when the clocks change, does not move them). Calendar arithmetic on dates, never on
 * instants, so a 23- or 25-hour day is still one day.
 */
export function presetRange(preset: DatePreset, timeZone: string | undefined, now = new Date()): [string, string] {
  const today = todayIn(timeZone, now);
  const [year, month] = today.split('-').map(Number) as [number, number];
  switch (preset) {
    case 'today':
      return [today, today];
    case 'last7':
      return [addDays(today, -6), today];
    case 'last30':
      return [addDays(today, -29), today];
    case 'thisMonth':
      return [`${today.slice(0, 7)}-01`, today];
    case 'lastMonth': {
      const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
      const start = `${previous.year}-${String(previous.month).padStart(2, '0')}-01`;
      return [start, lastOfMonth(previous.year, previous.month)];
    }
  }
}

import { addDays } from '@mbo/contracts/date-filter';
import { AU_HOLIDAY_YEARS, AU_PUBLIC_HOLIDAYS } from './au-public-holidays.ts';

/**
 * The Australian business-day calendar of settlement dates: weekdays that are not national public holidays.
 * Dates are calendar dates (`YYYY-MM-DD`) without a time zone: a finance date is already the merchant-local day.
 */
const HOLIDAYS = new Set(AU_PUBLIC_HOLIDAYS.map((holiday) => holiday.date));
export const isWeekend = (date: string): boolean => {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
};

export const isPublicHoliday = (date: string): boolean => HOLIDAYS.has(date);

export const isBusinessDay = (date: string): boolean => !isWeekend(date) && !isPublicHoliday(date);

/** Whether the holiday data covers this date's year (outside it, only weekends count). */
export const isCalendarCovered = (date: string): boolean => {
  const year = Number(date.slice(0, 4));
  return year >= AU_HOLIDAY_YEARS.first && year <= AU_HOLIDAY_YEARS.last;
};

/**
 * The `count`-th business day after `date` (T+count). `date` itself never counts, whether or not it is a business
 * day: a Saturday's T+1 is Monday, a Friday's T+1 is Monday, the day before Good Friday's T+1 is Easter Tuesday.
 * A count of 0 gives the first business day on or after `date`.
 */
export function addBusinessDays(date: string, count: number): string {
  if (!Number.isInteger(count) || count < 0)
    throw new Error(`business-day count must be a whole number ≥ 0, got ${count}`);
  let current = date;
  if (count === 0) {
    while (!isBusinessDay(current)) current = addDays(current, 1);
    return current;
  }
  let left = count;
  while (left > 0) {
    current = addDays(current, 1);
    if (isBusinessDay(current)) left -= 1;
  }
  return current;
}

import { describe, expect, it } from 'vitest';
import { AU_HOLIDAY_YEARS, AU_PUBLIC_HOLIDAYS } from './au-public-holidays.ts';
import { addDays, daysBetween } from '@mbo/contracts/date-filter';
import { addBusinessDays, isBusinessDay, isCalendarCovered, isPublicHoliday, isWeekend } from './business-days.ts';

describe('the Australian business-day calendar', () => {
  it('has the seven national holidays in every covered year, all on weekdays, sorted and unique', () => {
    for (let year = AU_HOLIDAY_YEARS.first; year <= AU_HOLIDAY_YEARS.last; year += 1) {
      const ofYear = AU_PUBLIC_HOLIDAYS.filter((holiday) => holiday.date.startsWith(`${year}-`));
      expect(ofYear).toHaveLength(7);
    }
    const dates = AU_PUBLIC_HOLIDAYS.map((holiday) => holiday.date);
    expect(new Set(dates).size).toBe(dates.length);
    expect([...dates].sort()).toEqual(dates);
    // Anzac Day is the one holiday that is not moved off a weekend.
    const onWeekend = AU_PUBLIC_HOLIDAYS.filter((holiday) => isWeekend(holiday.date)).map((holiday) => holiday.date);
    expect(onWeekend).toEqual(['2026-04-25', '2027-04-25']);
  });

  it('places Easter from the computus (Good Friday two days before, Easter Monday one day after Easter Sunday)', () => {
    for (let year = AU_HOLIDAY_YEARS.first; year <= AU_HOLIDAY_YEARS.last; year += 1) {
      const sunday = easterSunday(year);
      expect(isPublicHoliday(addDays(sunday, -2))).toBe(true);
      expect(isPublicHoliday(addDays(sunday, 1))).toBe(true);
    }
  });

  it('knows weekends, holidays and substitute days', () => {
    expect(isWeekend('2026-03-07')).toBe(true); // Saturday
    expect(isWeekend('2026-03-08')).toBe(true); // Sunday
    expect(isBusinessDay('2026-03-09')).toBe(true); // Monday
    expect(isBusinessDay('2025-01-27')).toBe(false); // Australia Day observed (the 26th is a Sunday)
    expect(isBusinessDay('2026-12-28')).toBe(false); // Boxing Day observed (the 26th is a Saturday)
    expect(isBusinessDay('2027-12-27')).toBe(false); // Christmas observed
    expect(isBusinessDay('2027-12-28')).toBe(false); // Boxing Day observed
    expect(isBusinessDay('2028-01-03')).toBe(false); // New Year's Day observed
    expect(isBusinessDay('2026-04-27')).toBe(true); // the Monday after Anzac Day on a Saturday is not a national holiday
  });

  it('adds business days over weekends and holidays', () => {
    expect(addBusinessDays('2026-03-10', 1)).toBe('2026-03-11'); // Tuesday → Wednesday
    expect(addBusinessDays('2026-03-13', 1)).toBe('2026-03-16'); // Friday → Monday
    expect(addBusinessDays('2026-03-14', 1)).toBe('2026-03-16'); // Saturday → Monday
    expect(addBusinessDays('2026-03-15', 1)).toBe('2026-03-16'); // Sunday → Monday
    expect(addBusinessDays('2026-03-13', 3)).toBe('2026-03-18'); // Friday T+3 → Wednesday
    expect(addBusinessDays('2026-04-02', 1)).toBe('2026-04-07'); // Thursday before Easter → Tuesday after
    expect(addBusinessDays('2026-04-02', 2)).toBe('2026-04-08');
    expect(addBusinessDays('2025-12-24', 1)).toBe('2025-12-29'); // over Christmas and Boxing Day and a weekend
    expect(addBusinessDays('2027-12-24', 1)).toBe('2027-12-29'); // both observed on Monday and Tuesday
    expect(addBusinessDays('2027-12-31', 1)).toBe('2028-01-04'); // New Year's Day observed on Monday
    expect(addBusinessDays('2026-01-23', 1)).toBe('2026-01-27'); // Friday before Australia Day (Monday)
    expect(addBusinessDays('2026-04-24', 1)).toBe('2026-04-27'); // Anzac Day on a Saturday: Monday is a business day
  });

  it('gives the first business day on or after a date for a count of 0, and refuses nonsense', () => {
    expect(addBusinessDays('2026-03-11', 0)).toBe('2026-03-11');
    expect(addBusinessDays('2026-04-03', 0)).toBe('2026-04-07');
    expect(() => addBusinessDays('2026-03-11', -1)).toThrow();
    expect(() => addBusinessDays('2026-3-11', 1)).toThrow();
  });

  it('crosses months and years, and says which years the data covers', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-01-01', '2026-03-01')).toBe(59);
    expect(isCalendarCovered('2026-06-01')).toBe(true);
    expect(isCalendarCovered('2029-01-02')).toBe(false);
    expect(addBusinessDays('2029-01-05', 1)).toBe('2029-01-08'); // weekends still count beyond the data
  });
});

/** Anonymous Gregorian computus (Meeus/Jones/Butcher). */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

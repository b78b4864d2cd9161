/** The adult age of personal verification (issue 11: "birthday in the past and an adult"). */
export const ADULT_AGE_YEARS = 18;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (not 2026-02-30), as its parts; null otherwise. */
export function parseIsoDate(text: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/**
 * Today as YYYY-MM-DD in UTC. The web form and the server judge by the same clock, so a date accepted in the form is
 * not refused by the server a moment later (a person far from UTC sees the day change at their own midnight ± 14 h).
 */
export const todayIso = (now = new Date()): string => now.toISOString().slice(0, 10);

/** The date `years` before `today` (29 February falls back to 28 February in a year without it). */
export function yearsBefore(today: string, years: number): string {
  const parts = parseIsoDate(today)!;
  const date = new Date(Date.UTC(parts.year - years, parts.month - 1, parts.day));
  if (date.getUTCMonth() !== parts.month - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/** Whether someone born on `birthday` is at least ADULT_AGE_YEARS old on `today` (ISO strings compare as dates). */
export const isAdult = (birthday: string, today = todayIso()): boolean =>
  birthday <= yearsBefore(today, ADULT_AGE_YEARS);

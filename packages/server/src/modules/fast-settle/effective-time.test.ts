import { describe, expect, it } from 'vitest';
import { fastSettleEffectiveAt } from './effective-time.ts';

const SYDNEY = 'Australia/Sydney';
const at = (iso: string) => new Date(iso);
const effective = (iso: string, timeZone = SYDNEY) => fastSettleEffectiveAt(at(iso), timeZone).toISOString();

describe('fastSettleEffectiveAt (the 04:00 rule)', () => {
  it('takes effect at 04:00 that day when approved before 04:00, else at 04:00 the next day (AEDT, +11)', () => {
    // 2026-01-15 03:59:59 Sydney = 16:59:59 UTC the day before.
    expect(effective('2026-01-14T16:59:59Z')).toBe('2026-01-14T17:00:00.000Z');
    // 04:00:00 sharp is not before 04:00: the next day.
    expect(effective('2026-01-14T17:00:00Z')).toBe('2026-01-15T17:00:00.000Z');
    // Just after midnight: that day.
    expect(effective('2026-01-14T13:00:00Z')).toBe('2026-01-14T17:00:00.000Z');
    // 23:59 Sydney: 04:00 the next day.
    expect(effective('2026-01-15T12:59:00Z')).toBe('2026-01-15T17:00:00.000Z');
  });

  it('in winter (AEST, +10) 04:00 is 18:00 UTC', () => {
    expect(effective('2026-06-10T17:30:00Z')).toBe('2026-06-10T18:00:00.000Z');
    expect(effective('2026-06-10T18:00:00Z')).toBe('2026-06-11T18:00:00.000Z');
  });

  it('across the October change (first Sunday, 02:00 → 03:00): the 04:00 after it is +11', () => {
    // Sunday 2026-10-04. 01:30 AEST (Saturday 15:30 UTC) and 03:30 AEDT (Saturday 16:30 UTC) are both before 04:00.
    expect(effective('2026-10-03T15:30:00Z')).toBe('2026-10-03T17:00:00.000Z');
    expect(effective('2026-10-03T16:30:00Z')).toBe('2026-10-03T17:00:00.000Z');
    // 04:00 AEDT that Sunday itself: the Monday's 04:00.
    expect(effective('2026-10-03T17:00:00Z')).toBe('2026-10-04T17:00:00.000Z');
    // Saturday 10:00 AEST, before the change: Sunday's 04:00 is already summer time.
    expect(effective('2026-10-03T00:00:00Z')).toBe('2026-10-03T17:00:00.000Z');
  });

  it('across the April change (first Sunday, 03:00 → 02:00): the 04:00 after it is +10', () => {
    // Sunday 2026-04-05. 02:30 happens twice: 15:30 UTC (AEDT) and 16:30 UTC (AEST); both are before 04:00.
    expect(effective('2026-04-04T15:30:00Z')).toBe('2026-04-04T18:00:00.000Z');
    expect(effective('2026-04-04T16:30:00Z')).toBe('2026-04-04T18:00:00.000Z');
    // 03:59 AEST that Sunday (17:59 UTC) is still before 04:00.
    expect(effective('2026-04-04T17:59:00Z')).toBe('2026-04-04T18:00:00.000Z');
    // Saturday 20:00 AEDT, before the change: Sunday's 04:00 is winter time.
    expect(effective('2026-04-04T09:00:00Z')).toBe('2026-04-04T18:00:00.000Z');
    // 04:00 AEST that Sunday: Monday's 04:00.
    expect(effective('2026-04-04T18:00:00Z')).toBe('2026-04-05T18:00:00.000Z');
  });

  it("follows the merchant's time zone (Perth, no daylight saving; Auckland)", () => {
    expect(effective('2026-10-03T19:00:00Z', 'Australia/Perth')).toBe('2026-10-03T20:00:00.000Z');
    expect(effective('2026-10-03T20:00:00Z', 'Australia/Perth')).toBe('2026-10-04T20:00:00.000Z');
    expect(effective('2026-01-14T14:00:00Z', 'Pacific/Auckland')).toBe('2026-01-14T15:00:00.000Z');
  });

  it('rolls over month and year ends', () => {
    expect(effective('2026-12-31T12:00:00Z')).toBe('2026-12-31T17:00:00.000Z');
    expect(effective('2027-02-28T10:00:00Z')).toBe('2027-02-28T17:00:00.000Z');
  });
});

import { describe, expect, it } from 'vitest';
import { presetRange } from './date-presets.ts';

const SYDNEY = 'Australia/Sydney';

describe('date presets', () => {
  it("count the merchant's days, not the browser's or UTC's", () => {
    // 14:30 UTC on 31 March is already 1 April in Sydney (UTC+11 until 5 April 2026).
    const now = new Date('2026-03-31T14:30:00Z');
    expect(presetRange('today', SYDNEY, now)).toEqual(['2026-04-01', '2026-04-01']);
    expect(presetRange('thisMonth', SYDNEY, now)).toEqual(['2026-04-01', '2026-04-01']);
    expect(presetRange('lastMonth', SYDNEY, now)).toEqual(['2026-03-01', '2026-03-31']);
    expect(presetRange('today', 'UTC', now)).toEqual(['2026-03-31', '2026-03-31']);
  });

  it('keep whole days across the change of clocks (Sydney: 5 April and 4 October 2026)', () => {
    // Just after the end of daylight saving (a 25-hour day) and just after its start (a 23-hour day).
    expect(presetRange('last7', SYDNEY, new Date('2026-04-05T14:00:00Z'))).toEqual(['2026-03-31', '2026-04-06']);
    expect(presetRange('last7', SYDNEY, new Date('2026-10-04T13:30:00Z'))).toEqual(['2026-09-29', '2026-10-05']);
    expect(presetRange('last30', SYDNEY, new Date('2026-10-04T00:30:00Z'))).toEqual(['2026-09-05', '2026-10-04']);
    // 00:30 local on the day the clocks go forward, an hour that exists; 23:59 local the night before.
    expect(presetRange('today', SYDNEY, new Date('2026-10-03T15:59:00Z'))).toEqual(['2026-10-04', '2026-10-04']);
    expect(presetRange('today', SYDNEY, new Date('2026-10-03T12:59:00Z'))).toEqual(['2026-10-03', '2026-10-03']);
  });

  it('take last month across a year and a leap February', () => {
    expect(presetRange('lastMonth', SYDNEY, new Date('2027-01-10T00:00:00Z'))).toEqual(['2026-12-01', '2026-12-31']);
    expect(presetRange('lastMonth', 'UTC', new Date('2028-03-15T00:00:00Z'))).toEqual(['2028-02-01', '2028-02-29']);
    expect(presetRange('thisMonth', 'UTC', new Date('2028-03-15T00:00:00Z'))).toEqual(['2028-03-01', '2028-03-15']);
  });
});

import { describe, expect, it } from 'vitest';
import { formatWireTime, localDateHour } from './time.ts';

// Each instant against the formatter itself (no cache) and against the known local time.
const cases: [string, string, string, number][] = [
  // Sydney leaves daylight saving at 03:00 AEDT on 2026-04-05 (16:00 UTC the day before): 02:00 happens twice.
  ['2026-04-04T15:59:59Z', 'Australia/Sydney', '2026-04-05', 2],
  ['2026-04-04T16:00:00Z', 'Australia/Sydney', '2026-04-05', 2],
  ['2026-04-04T17:00:00Z', 'Australia/Sydney', '2026-04-05', 3],
  // Adelaide (+10:30 / +9:30): the hour turns at :30 UTC.
  ['2026-01-15T13:29:59Z', 'Australia/Adelaide', '2026-01-15', 23],
  ['2026-01-15T13:30:00Z', 'Australia/Adelaide', '2026-01-16', 0],
  // Lord Howe moves by half an hour; Kathmandu is +5:45.
  ['2026-04-04T14:59:59Z', 'Australia/Lord_Howe', '2026-04-05', 1],
  ['2026-04-04T15:00:00Z', 'Australia/Lord_Howe', '2026-04-05', 1],
  ['2026-04-04T15:30:00Z', 'Australia/Lord_Howe', '2026-04-05', 2],
  ['2026-06-01T18:14:59Z', 'Asia/Kathmandu', '2026-06-01', 23],
  ['2026-06-01T18:15:00Z', 'Asia/Kathmandu', '2026-06-02', 0],
  ['2026-06-01T15:59:59Z', 'Asia/Shanghai', '2026-06-01', 23],
  ['2026-06-01T16:00:00Z', 'Asia/Shanghai', '2026-06-02', 0],
];

describe('localDateHour', () => {
  it.each(cases)('%s in %s is %s, hour %i', (at, zone, date, hour) => {
    const instant = new Date(at);
    // Twice: the second answer comes from the quarter-hour cache.
    for (let round = 0; round < 2; round += 1) expect(localDateHour(instant, zone)).toEqual({ date, hour });
    const [wireDate, wireTime] = formatWireTime(instant, zone).split(' ');
    expect({ date: wireDate, hour: Number(wireTime!.slice(0, 2)) }).toEqual({ date, hour });
  });

  it('answers every minute of a day with daylight-saving changes as the formatter does', () => {
    const start = Date.parse('2026-10-03T00:00:00Z');
    for (const zone of ['Australia/Sydney', 'Australia/Adelaide', 'Australia/Lord_Howe', 'Australia/Eucla']) {
      for (let minute = 0; minute < 2 * 24 * 60; minute += 1) {
        const instant = new Date(start + minute * 60_000 + 59_000);
        const [date, time] = formatWireTime(instant, zone).split(' ');
        expect(localDateHour(instant, zone)).toEqual({ date, hour: Number(time!.slice(0, 2)) });
      }
    }
  });

  it('gives each caller its own object', () => {
    const first = localDateHour(new Date('2026-06-01T00:00:00Z'), 'Australia/Sydney');
    first.hour = 99;
    expect(localDateHour(new Date('2026-06-01T00:00:00Z'), 'Australia/Sydney').hour).toBe(10);
  });
});

import { describe, expect, it } from 'vitest';
import { isAdult, parseIsoDate, yearsBefore } from './dates.ts';
import { idTypesFor, isIdNumberValid } from './id-types.ts';

describe('personal verification dates', () => {
  it('reads only real calendar dates', () => {
    expect(parseIsoDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    for (const bad of ['1999-02-29', '2024-13-01', '2024-4-1', '01/04/2024', ''])
      expect(parseIsoDate(bad), bad).toBeNull();
  });

  it('is an adult from the 18th birthday on, a 29 February birthday from 28 February', () => {
    expect(isAdult('2008-11-25', '2026-11-25')).toBe(true);
    expect(isAdult('2008-11-26', '2026-11-25')).toBe(false);
    expect(yearsBefore('2026-02-28', 18)).toBe('2008-02-28');
    expect(yearsBefore('2024-02-29', 18)).toBe('2006-02-28');
  });
});

describe('ID types by issuing country', () => {
  it('China 30 and 31; Australia (and any other) 3 and 6', () => {
    expect(idTypesFor(2)).toEqual([30, 31]);
    expect(idTypesFor(1)).toEqual([3, 6]);
  });

  it('checks the Chinese ID card check digit', () => {
    expect(isIdNumberValid(30, '11010519491231002X')).toBe(true);
    expect(isIdNumberValid(30, '110105194912310021')).toBe(false);
    expect(isIdNumberValid(31, 'E12345678')).toBe(true);
    expect(isIdNumberValid(6, 'AB')).toBe(false);
  });
});

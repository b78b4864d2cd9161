import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window.ts';

const counts = [
  { day: '2026-11-18', count: 4 },
  { day: '2026-11-20', count: 7 },
  { day: '2026-11-21', count: 3 },
];

describe('pageWindow', () => {
  it('newest first: the first page spans the latest days until it is full', () => {
    expect(pageWindow(counts, 0, 10, false)).toEqual({
      range: { from: '2026-11-20 00:00:00', to: '2026-11-22 00:00:00' },
      offset: 0,
    });
  });

  it('a later page starts on the day its first row falls on, offset within that day', () => {
    // Rows by day, newest first: 21st 0–2, 20th 3–9, 18th 10–13.
    expect(pageWindow(counts, 5, 10, false)).toEqual({
      range: { from: '2026-11-18 00:00:00', to: '2026-11-21 00:00:00' },
      offset: 2,
    });
    expect(pageWindow(counts, 10, 10, false)).toEqual({
      range: { from: '2026-11-18 00:00:00', to: '2026-11-19 00:00:00' },
      offset: 0,
    });
  });

  it('oldest first walks the days the other way', () => {
    expect(pageWindow(counts, 0, 10, true)).toEqual({
      range: { from: '2026-11-18 00:00:00', to: '2026-11-21 00:00:00' },
      offset: 0,
    });
    expect(pageWindow(counts, 10, 10, true)).toEqual({
      range: { from: '2026-11-20 00:00:00', to: '2026-11-22 00:00:00' },
      offset: 6,
    });
  });

  it('a page that ends exactly at a day boundary does not take the next day', () => {
    expect(pageWindow(counts, 0, 3, false)).toEqual({
      range: { from: '2026-11-21 00:00:00', to: '2026-11-22 00:00:00' },
      offset: 0,
    });
  });

  it('nothing beyond the last row', () => {
    expect(pageWindow(counts, 14, 10, false)).toBeNull();
    expect(pageWindow([], 0, 10, false)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { addDays, dateRangeProblem, daysBetween, parseWireDateTime } from './date-filter.ts';

const TODAY = '2026-11-21';

describe('date filters', () => {
  it('reads dates and wire times that exist, nothing else', () => {
    expect(parseWireDateTime('2026-11-21')).toEqual({ date: '2026-11-21', time: null });
    expect(parseWireDateTime('2026-11-21 23:59:59')).toEqual({ date: '2026-11-21', time: '23:59:59' });
    for (const text of ['2026-02-29', '2026-11-31', '2026-11-21 24:00:00', '21/11/2026', '2026-11-21T10:00:00', '']) {
      expect(parseWireDateTime(text), text).toBeNull();
    }
    expect(parseWireDateTime('2028-02-29')).not.toBeNull();
  });

  it('counts days across months and years', () => {
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
    expect(daysBetween('2026-11-21', '2025-11-21')).toBe(-365);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });

  it('keeps the rules: a date, order, 365 days, nothing after tomorrow', () => {
    expect(dateRangeProblem('', TODAY, TODAY)).toBe('transactions.date_required');
    expect(dateRangeProblem('2026-13-01', TODAY, TODAY)).toBe('transactions.date_invalid');
    expect(dateRangeProblem('2026-11-21', '2026-11-20', TODAY)).toBe('transactions.date_order');
    expect(dateRangeProblem('2026-11-21 10:00:01', '2026-11-21 10:00:00', TODAY)).toBe('transactions.date_order');
    expect(dateRangeProblem('2025-11-20', TODAY, TODAY)).toBe('transactions.date_span');
    expect(dateRangeProblem('2025-11-21', TODAY, TODAY)).toBeNull();
    expect(dateRangeProblem(TODAY, '2026-11-22', TODAY)).toBeNull();
    expect(dateRangeProblem(TODAY, '2026-11-23', TODAY)).toBe('transactions.date_future');
    expect(dateRangeProblem('2026-11-21 00:00:00', '2026-11-21 23:59:59', TODAY)).toBeNull();
  });
});

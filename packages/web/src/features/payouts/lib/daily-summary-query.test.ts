import { describe, expect, it } from 'vitest';
import { lastDays } from '../../../lib/date-rules.ts';
import { defaultDailySummaryQuery } from './daily-summary-query.ts';

describe('the daily summary query', () => {
  it("defaults to the last 7 days in AUD, or the merchant's first currency without AUD", () => {
    const [begin, end] = lastDays(7);
    expect(defaultDailySummaryQuery()).toEqual({ begin, end, currencyId: 1, page: 1 });
    expect(defaultDailySummaryQuery([2, 1]).currencyId).toBe(1);
    expect(defaultDailySummaryQuery([2]).currencyId).toBe(2);
  });
});

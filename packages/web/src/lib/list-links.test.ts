import { describe, expect, it } from 'vitest';
import { parseDay, parseId, payoutsPath, transactionsPath } from './list-links.ts';

describe('list links', () => {
  it('keep every filter that defines a daily-summary row: the day and the currency', () => {
    expect(transactionsPath({ begin: '2026-11-27', end: '2026-11-27', currency: 2 })).toBe(
      '/transaction?filter_data=2026-11-27&currency=2',
    );
    expect(transactionsPath({ begin: '2026-11-20', end: '2026-11-27', currency: 1 })).toBe(
      '/transaction?filter_data=2026-11-20&filter_end=2026-11-27&currency=1',
    );
  });

  it('open the payouts of a currency and status, and finance dates when given', () => {
    expect(payoutsPath({ currency: 1, status: 1 })).toBe('/payout?currency=1&status=1');
    expect(payoutsPath({ currency: 2, status: 2, begin: '2026-10-29', end: '2026-11-27' })).toBe(
      '/payout?currency=2&status=2&begin=2026-10-29&end=2026-11-27',
    );
  });

  it('read back only well-formed values', () => {
    expect(parseId('2')).toBe(2);
    expect(parseId('0')).toBeNull();
    expect(parseId('x1')).toBeNull();
    expect(parseDay('2026-11-27')).toBe('2026-11-27');
    expect(parseDay('27/11/2026')).toBeNull();
  });
});

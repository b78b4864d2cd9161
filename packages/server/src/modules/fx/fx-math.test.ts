import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '@mbo/contracts/lookups/currencies';
import { buyForSell, customerRateE10, rateFromE10, rateToE10, sellForBuy } from './fx-math.ts';
import { createSandboxRates, SANDBOX_UNITS_PER_USD } from './sandbox-rates.ts';

const AUD = 1;
const CNY = 3;
const JPY = 11;
const IDR = 10;

describe('fx arithmetic', () => {
  it('rounds the bought amount down and the sold amount up, in each currency’s minor units', () => {
    const rate = rateToE10(4.6523)!; // CNY per AUD
    expect(buyForSell(100_00, rate, AUD, CNY)).toBe(465_23);
    expect(buyForSell(1, rate, AUD, CNY)).toBe(4); // 0.01 AUD → 0.046523 CNY → 0.04
    expect(sellForBuy(465_23, rate, AUD, CNY)).toBe(100_00);
    expect(sellForBuy(465_24, rate, AUD, CNY)).toBe(100_01);
    const yen = rateToE10(101.37)!; // JPY per AUD, JPY without decimals
    expect(buyForSell(10_00, yen, AUD, JPY)).toBe(1_013);
    expect(sellForBuy(1_013, yen, AUD, JPY)).toBe(10_00);
    const rupiah = rateToE10(0.0000921)!; // AUD per IDR, IDR without decimals
    expect(buyForSell(1_000_000, rupiah, IDR, AUD)).toBe(92_10);
    expect(sellForBuy(92_10, rupiah, IDR, AUD)).toBe(1_000_000);
  });

  it('never gives more than the rate allows, and asks the least that buys the amount', () => {
    const rate = rateToE10(0.2149)!;
    for (let buy = 1; buy < 5_000; buy += 37) {
      const sell = sellForBuy(buy, rate, CNY, AUD);
      expect(buyForSell(sell, rate, CNY, AUD)).toBeGreaterThanOrEqual(buy);
      expect(buyForSell(sell - 1, rate, CNY, AUD)).toBeLessThan(buy);
    }
  });

  it('takes the spread off the mid rate, rounding against the customer', () => {
    expect(customerRateE10(46_523_000_000, 5_000)).toBe(46_290_385_000);
    expect(customerRateE10(3, 5_000)).toBe(2);
    expect(rateFromE10(rateToE10('4.6523')!)).toBe(4.6523);
    expect(rateToE10('0')).toBeNull();
    expect(rateToE10('abc')).toBeNull();
  });
});

describe('sandbox rates', () => {
  const rates = createSandboxRates(1);
  const at = new Date('2026-11-29T01:00:00Z');

  it('price every pair of the listed currencies near the table’s cross rate', async () => {
    for (const sell of CURRENCIES) {
      for (const buy of CURRENCIES) {
        if (sell.id === buy.id) continue;
        const mid = rateFromE10((await rates.midRateE10(sell.id, buy.id, at))!);
        const table = SANDBOX_UNITS_PER_USD[buy.code]! / SANDBOX_UNITS_PER_USD[sell.code]!;
        expect(Math.abs(mid / table - 1)).toBeLessThan(0.02);
      }
    }
  });

  it('move over time, deterministically for a time and seed', async () => {
    const now = await rates.midRateE10(AUD, CNY, at);
    expect(await rates.midRateE10(AUD, CNY, at)).toBe(now);
    expect(await createSandboxRates(1).midRateE10(AUD, CNY, at)).toBe(now);
    expect(await rates.midRateE10(AUD, CNY, new Date(at.getTime() + 5 * 60_000))).not.toBe(now);
    expect(await createSandboxRates(2).midRateE10(AUD, CNY, at)).not.toBe(now);
  });
});

import { exponentOf } from '@mbo/contracts/money';

/**
 * The arithmetic of rates and amounts, exact (BigInt), in one place. Rates are integers scaled by 10^10 (RATE_SCALE):
 * units of the buy currency per unit of the sell currency. Amounts are minor units of their currency.
 *
 * The one rounding rule: a conversion never gives more than its rate allows. With the sell amount fixed, the buy
 * amount is rounded down to the buy currency's minor unit; with the buy amount fixed, the sell amount is rounded up
 * to the sell currency's minor unit. Either way the fraction of a minor unit (less than one) stays with the
 * provider's FX position account of the pair, so the ledger holds it: money is neither created nor lost.
 */
export const RATE_DECIMALS = 10;
const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS);
const PPM = 1_000_000n;
/** The largest amount quoted, in minor units: far inside the safe-integer range after any rate. */
export const FX_MAX_MINOR = 10 ** 14;

/** A decimal rate to its scaled integer (nearest), or null when it is not a positive finite number. */
export function rateToE10(rate: number | string): number | null {
  const value = typeof rate === 'number' ? rate : Number(rate.trim());
  if (!Number.isFinite(value) || value <= 0) return null;
  const scaled = Math.round(value * Number(RATE_SCALE));
  return scaled > 0 && Number.isSafeInteger(scaled) ? scaled : null;
}

/** A scaled rate as the wire's decimal number. */
export const rateFromE10 = (rateE10: number): number => Number(rateE10) / Number(RATE_SCALE);

/** The customer rate: the mid rate less our spread, rounded down (never better than the spread says). */
export function customerRateE10(midRateE10: number, spreadPpm: number): number {
  return Number((BigInt(midRateE10) * (PPM - BigInt(spreadPpm))) / PPM);
}

/** 10^(buy exponent) and 10^(sell exponent + rate decimals): buy = sell × rate × num / den. */
function scales(sellCurrencyId: number, buyCurrencyId: number): { num: bigint; den: bigint } {
  return {
    num: 10n ** BigInt(exponentOf(buyCurrencyId)),
    den: 10n ** BigInt(exponentOf(sellCurrencyId) + RATE_DECIMALS),
  };
}

/** What selling `sellMinor` buys at the rate, rounded down. */
export function buyForSell(sellMinor: number, rateE10: number, sellCurrencyId: number, buyCurrencyId: number): number {
  const { num, den } = scales(sellCurrencyId, buyCurrencyId);
  return Number((BigInt(sellMinor) * BigInt(rateE10) * num) / den);
}

/** What must be sold to buy `buyMinor` at the rate, rounded up. */
export function sellForBuy(buyMinor: number, rateE10: number, sellCurrencyId: number, buyCurrencyId: number): number {
  const { num, den } = scales(sellCurrencyId, buyCurrencyId);
  const divisor = BigInt(rateE10) * num;
  return Number((BigInt(buyMinor) * den + divisor - 1n) / divisor);
}

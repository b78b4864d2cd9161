/**
 * The one rule for an order's amount, at both entrances: the customer pay page (checked in the page and again on
 * the server) and the merchant API's POST /v1/orders.
 */
import { exponentOf, toMinor } from './money.ts';

/** 99,999,999.99 in minor units of a two-decimal currency: the largest order taken. */
const ORDER_MAX_MINOR_AT_2_DECIMALS = 9_999_999_999;

/** The largest order in the currency's minor units: 99,999,999.99, cut to the currency's decimals. */
export function orderMaxMinor(currencyId: number): number {
  const exponent = exponentOf(currencyId);
  return exponent >= 2
    ? ORDER_MAX_MINOR_AT_2_DECIMALS * 10 ** (exponent - 2)
    : Math.floor(ORDER_MAX_MINOR_AT_2_DECIMALS / 10 ** (2 - exponent));
}

/** What is wrong with an amount; the catalogue key is `gateway.<problem>` (the pay page's words at both entrances). */
export type OrderAmountProblem = 'amount_invalid' | 'amount_too_large';

/** An order amount (major units, as typed or sent) in minor units: above 0, no more decimals than the currency has, at most orderMaxMinor. */
export function checkOrderAmount(
  amount: string | number,
  currencyId: number,
): { minor: number } | { problem: OrderAmountProblem } {
  const minor = toMinor(amount, currencyId);
  if (minor === null) {
    // A plain decimal with few enough decimals fails only by leaving the safe-integer range: too large, not malformed.
    const decimal = /^\s*\d+(?:\.(\d*?)0*)?\s*$/.exec(String(amount));
    return decimal && (decimal[1] ?? '').length <= exponentOf(currencyId)
      ? { problem: 'amount_too_large' }
      : { problem: 'amount_invalid' };
  }
  if (minor <= 0) return { problem: 'amount_invalid' };
  if (minor > orderMaxMinor(currencyId)) return { problem: 'amount_too_large' };
  return { minor };
}

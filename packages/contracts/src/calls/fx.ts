/**
 * FX (issue 14 §2; second document §4 "Order flow rules", §8 "Sorry, your quote has expired", §9 currencies): rates,
 * quotes honoured until they expire, conversions between the currencies of the merchant's global account, and rate
 * alerts (`rateRemid`). The spec shows no shapes for these calls; the names follow its area/Call pattern. Access:
 * the application centre's pages (`account`, `transfer`, `rateRemid`: the `marketplace` page key, roles 1 and 5).
 * Amounts are major units of their currency; rates are decimals (units of the buy currency per unit of the sell
 * currency); times `YYYY-MM-DD HH:mm:ss` in the merchant's time zone, `expires_at_ms` epoch milliseconds.
 */
import { z } from 'zod';
import { CURRENCIES } from '../lookups/currencies.ts';
import { defineCall, merchant } from './define.ts';

/** A quote is honoured this long unless the deployment sets FX_QUOTE_TTL_MS (the server's config). */
export const FX_QUOTE_TTL_MS_DEFAULT = 60_000;
/** Our spread under the mid rate unless the deployment sets FX_SPREAD_PPM: 0.5 %. */
export const FX_SPREAD_PPM_DEFAULT = 5_000;
/**
 * What a stored quote prices: 1 a conversion; 2 a transfer order to a recipient (its fee included, never converted);
 * 3 a transfer order before the recipient is chosen, priced as a bank account in the receive currency (the wizard's
 * step 1; an order takes it only for a recipient paid at that price, `keepsQuotePrice`).
 */
export const FX_QUOTE_PURPOSE = { conversion: 1, remittance: 2, remittanceBeforeRecipient: 3 } as const;
/** Which amount a quote fixes: the one the merchant sells (sends) or the one it buys (receives). */
export const FX_FIXED_SIDE = { sell: 1, buy: 2 } as const;
/** A rate alert fires when the mid rate is at or above (1) or at or below (2) its target. */
export const RATE_ALERT_DIRECTION = { above: 1, below: 2 } as const;
export const RATE_ALERT_STATUS = { watching: 1, fired: 2 } as const;
/** Alerts a user may keep per merchant. */
export const RATE_ALERTS_MAX = 20;

const merchantId = z.number().int().positive();
const currencyIds = CURRENCIES.map((currency) => currency.id);
const currencyId = z
  .number({ error: 'fx.currency_invalid' })
  .int('fx.currency_invalid')
  .refine((id) => currencyIds.includes(id), 'fx.currency_invalid');
/** A decimal amount as typed (string) or a number; checked against the currency's decimals on the server. */
const amount = z.union([z.number(), z.string().max(24)], { error: 'fx.amount_invalid' });
const pair = { sell_currency_id: currencyId, buy_currency_id: currencyId };

export const fxQuoteSchema = z.object({
  quote_id: z.number(),
  sell_currency_id: z.number(),
  buy_currency_id: z.number(),
  fixed_side: z.number(),
  sell_amount: z.number(),
  buy_amount: z.number(),
  fee_amount: z.number(),
  /** sell + fee: what leaves the sell currency. */
  total_amount: z.number(),
  /** The customer rate (mid less our spread). */
  rate: z.number(),
  mid_rate: z.number(),
  spread_ppm: z.number(),
  created_at: z.string(),
  expires_at: z.string(),
  expires_at_ms: z.number(),
  /** How long the quote is honoured from now, whole seconds. */
  expires_in_seconds: z.number(),
  /** The merchant's global account balance in the sell currency. */
  sell_available: z.number(),
});
export type FxQuote = z.output<typeof fxQuoteSchema>;

export const fxConversionSchema = z.object({
  id: z.number(),
  number: z.string(),
  quote_id: z.number(),
  sell_currency_id: z.number(),
  buy_currency_id: z.number(),
  sell_amount: z.number(),
  buy_amount: z.number(),
  fee_amount: z.number(),
  rate: z.number(),
  mid_rate: z.number(),
  spread_ppm: z.number(),
  created_at: z.string(),
});
export type FxConversion = z.output<typeof fxConversionSchema>;

export const rateAlertSchema = z.object({
  id: z.number(),
  sell_currency_id: z.number(),
  buy_currency_id: z.number(),
  target_rate: z.number(),
  direction: z.number(),
  status: z.number(),
  /** The mid rate now, for the list. */
  current_rate: z.number().nullable(),
  fired_at: z.string().nullable(),
  fired_rate: z.number().nullable(),
  created_at: z.string(),
});
export type RateAlert = z.output<typeof rateAlertSchema>;

export const fxCalls = {
  'fx/GetRates': defineCall({
    access: merchant('marketplace'),
    summary:
      'The mid rate and our customer rate from one currency to every other listed currency, now (the rate source ' +
      'moves them); refused when this deployment has no rate source.',
    request: z.object({ merchant_id: merchantId, sell_currency_id: currencyId }),
    response: z.object({
      spread_ppm: z.number(),
      at: z.string(),
      data: z.array(z.object({ buy_currency_id: z.number(), mid_rate: z.number(), rate: z.number() })),
    }),
  }),
  'fx/GetQuote': defineCall({
    access: merchant('marketplace'),
    summary:
      'A quote to sell one currency for another, giving either the sell amount or the buy amount (not both): the ' +
      'customer rate, fee, both amounts; stored and honoured exactly until it expires (60 s by default).',
    request: z.object({
      merchant_id: merchantId,
      ...pair,
      sell_amount: amount.optional(),
      buy_amount: amount.optional(),
    }),
    response: z.object({ quote: fxQuoteSchema }),
  }),
  'fx/Convert': defineCall({
    access: merchant('marketplace'),
    summary:
      "Executes a quote on the merchant's global account: the sell currency debited, the buy currency credited, " +
      'once per quote and per idempotency key (a retry answers the first conversion). An expired quote answers ' +
      'return_code QUOTE_EXPIRED with a fresh quote (`quote`) for the same amounts; a short balance ' +
      'INSUFFICIENT_BALANCE.',
    request: z.object({
      merchant_id: merchantId,
      quote_id: z.number().int().positive(),
      idempotency_key: z
        .string()
        .min(8)
        .max(64)
        .regex(/^[A-Za-z0-9_-]+$/)
        .meta({ examples: ['convert-3f1c2a9e'] }),
    }),
    response: z.object({ conversion: fxConversionSchema }),
  }),
  'fx/GetRateAlerts': defineCall({
    access: merchant('marketplace'),
    summary: "The signed-in user's rate alerts in this merchant, newest first, with each pair's mid rate now.",
    request: z.object({ merchant_id: merchantId }),
    response: z.object({ data: z.array(rateAlertSchema) }),
  }),
  'fx/AddRateAlert': defineCall({
    access: merchant('marketplace'),
    summary:
      'A rate alert: a message and an e-mail, once, when the mid rate of the pair is at or above (1) or at or ' +
      'below (2) the target rate.',
    request: z.object({
      merchant_id: merchantId,
      ...pair,
      target_rate: z.union([z.number(), z.string().max(24)], { error: 'fx.target_rate_invalid' }),
      direction: z.union([z.literal(1), z.literal(2)], { error: 'fx.direction_invalid' }),
    }),
    response: z.object({ alert: rateAlertSchema }),
  }),
  'fx/DeleteRateAlert': defineCall({
    access: merchant('marketplace'),
    summary: "Deletes one of the signed-in user's rate alerts.",
    request: z.object({ merchant_id: merchantId, id: z.number().int().positive() }),
    response: z.object({}),
  }),
} as const;

/** A rate as people read it: 4 decimals from 1 up (4.6523), 2 from 1 000 up, 6 significant digits below 1. */
export function formatRate(rate: number): string {
  if (rate >= 1_000) return rate.toFixed(2);
  if (rate >= 1) return rate.toFixed(4);
  return Number(rate.toPrecision(6)).toString();
}

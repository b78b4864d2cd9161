/**
 * Business info and fees (second document, Business info; sections 3, 7 and 9). Every call serves the page
 * 'business' (roles 1 and 4). Amounts are major units (card quota: AUD), rates are fractions.
 */
import { z } from 'zod';
import { defineCall, merchant } from './define.ts';

const merchantId = z.number().int().positive();

const industryNames = z.object({ name: z.string(), en_name: z.string() });

export const merchantInfoSchema = z.object({
  name: z.string(),
  number: z.string(),
  short_name: z.string(),
  office_phone: z.string().nullable(),
  mobile_phone: z.string().nullable(),
  email: z.string().nullable(),
  industry_id: z.number().nullable(),
  /** The industry's names, or null when none is set. */
  industry: industryNames.nullable(),
  /** Street, suburb, state and postcode on one line. */
  street: z.string().nullable(),
  time_zone: z.string(),
  abn: z.string().nullable(),
  bank: z.object({
    /** The AUD settlement bank account, or null when the merchant settles to its global account. */
    australia_bank: z.object({ account_name: z.string(), account_number: z.string(), bsb: z.string() }).nullable(),
  }),
  rates: z.array(
    z.object({
      payment_channel_id: z.number(),
      /** Fraction (0.0235 is 2.35%). */
      online_rate: z.number(),
      /** AUD per payment, channels 9 and 10 only (null for the others). */
      flat_fee: z.number().nullable(),
      /** T+ business days. */
      disburse_period: z.number(),
    }),
  ),
});
export type MerchantInfo = z.infer<typeof merchantInfoSchema>;

const networkFeeSchema = z.object({
  network_alias: z.string(),
  network_en_alias: z.string(),
  /** Fraction of the amount. */
  percent_rate: z.number(),
  /** Major units of the schedule's currency. */
  min_fee_amount: z.number(),
  fixed_amount: z.number(),
});

export const feeRateSchema = z.object({
  currency: z.string(),
  currency_id: z.number(),
  collection_fee_rate: z.array(networkFeeSchema),
  payment_fee_rate: z.array(networkFeeSchema),
});
export type FeeRate = z.infer<typeof feeRateSchema>;

export const businessCalls = {
  'merchant/get_merchant_info_V2': defineCall({
    access: merchant('business'),
    summary:
      "The merchant's business info: contact, industry, address, time zone, ABN, the AUD settlement bank account " +
      '(if any) and the rates per payment channel (rate as a fraction, flat fee for channels 9 and 10, T+ period).',
    request: z.object({ merchant_id: merchantId }),
    response: z.object({ merchant: merchantInfoSchema }),
  }),
  'GlobalAccounts/Collection/GetFeeList': defineCall({
    access: merchant('business'),
    summary:
      "The provider's global-account fee schedule for each currency the merchant holds: collection and payment fees " +
      'per network (rate as a fraction, minimum and fixed fee in that currency).',
    request: z.object({ merchant_id: merchantId }),
    response: z.object({ fee_rate: z.array(feeRateSchema) }),
  }),
  'Branch/GetCardpayRemainingQuota': defineCall({
    access: merchant('business'),
    summary:
      'The 14-day card collection quota in AUD: the limit, what AUD card payments (channels 9–16) made in the last ' +
      '14 merchant-local days (today included) have used — each less what was refunded of it — and what remains ' +
      '(never below 0).',
    request: z.object({ merchant_id: merchantId }),
    response: z.object({
      data: z.object({
        FourteenDayCollectionLimit: z.number(),
        CardpayFourteenDayAmount: z.number(),
        remaining: z.number(),
        currency: z.literal('AUD'),
      }),
    }),
  }),
  'Industry/Get_Industry': defineCall({
    access: merchant('business'),
    summary: "One industry's names (Chinese name, English en_name) and level.",
    request: z.object({ merchant_id: merchantId, industry_id: z.number().int().positive() }),
    response: z.object({
      industry: industryNames.extend({ id: z.number(), level: z.number(), parent_id: z.number().nullable() }),
    }),
  }),
} as const;

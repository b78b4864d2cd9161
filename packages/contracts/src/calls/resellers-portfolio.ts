/**
 * The reseller's portfolio and its monthly margin statement (issue 15, "The reseller's portfolio"): the merchants and
 * the not yet approved applications the caller's reseller brought (a reseller also its sub-resellers'), their
 * application and verification status and their rates against the floor; and per month, the margin earned on their
 * settled payments, on screen and as XLSX or PDF. Months and times are the reseller's: Australia/Sydney
 * (RESELLER_TIME_ZONE). Money in integer minor units as decimal strings (sums are exact past 2^53).
 */
import { z } from 'zod';
import { PAGE_SIZE } from '../constants.ts';
import { defineCall, reseller } from './define.ts';

/** The time zone of every reseller's months and times (resellers have no time zone of their own). */
export const RESELLER_TIME_ZONE = 'Australia/Sydney';

/** A portfolio entry's application status: under review, rejected, approved (a live merchant). */
export const PORTFOLIO_STATUS = { underReview: 1, rejected: 2, approved: 3 } as const;
export const PORTFOLIO_STATUSES = [1, 2, 3] as const;
export type PortfolioStatus = (typeof PORTFOLIO_STATUSES)[number];

/** One channel of a merchant against its reseller's base rate (the floor) for the same channel and period. */
export const portfolioRateSchema = z.object({
  payment_channel_id: z.number(),
  disburse_period_days: z.number(),
  /** The merchant's rate, a fraction (0.0235 is 2.35 %). */
  rate: z.number(),
  flat_fee: z.number(),
  /** The reseller's base rate for the channel and period; null where it has none. */
  floor_rate: z.number().nullable(),
  floor_flat_fee: z.number().nullable(),
  /** rate − floor, a fraction (percent points × 100); null without a floor. */
  margin_rate: z.number().nullable(),
});
export type PortfolioRate = z.output<typeof portfolioRateSchema>;

export const portfolioEntrySchema = z.object({
  /** 'merchant' a live merchant, 'application' an application not approved (under review or rejected). */
  kind: z.enum(['merchant', 'application']),
  id: z.number(),
  name: z.string(),
  /** The merchant's number (M…) or the application's (MA…). */
  number: z.string(),
  reseller_id: z.number(),
  reseller_name: z.string(),
  /** Whether the caller's own reseller brought it (else one of its sub-resellers). */
  is_own: z.boolean(),
  status: z.number(),
  /** Whether the merchant is verified; null for an application. */
  is_verified: z.boolean().nullable(),
  /** `YYYY-MM-DD HH:mm:ss`, Australia/Sydney. */
  created_time: z.string(),
  rates: z.array(portfolioRateSchema),
});
export type PortfolioEntry = z.output<typeof portfolioEntrySchema>;

const monthSchema = z
  .string({ error: 'resellers_portfolio.month_invalid' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'resellers_portfolio.month_invalid' })
  .meta({ examples: ['2026-03'] });

/** A statement row: one merchant's settled payments of one channel and currency in the month. */
export const marginRowSchema = z.object({
  merchant_id: z.number(),
  merchant_name: z.string(),
  merchant_number: z.string(),
  reseller_id: z.number(),
  reseller_name: z.string(),
  is_own: z.boolean(),
  payment_channel_id: z.number(),
  disburse_period_days: z.number(),
  currency_id: z.number(),
  payment_count: z.number(),
  /** Integer minor units of the currency, as decimal strings. */
  amount: z.string(),
  merchant_fee: z.string(),
  /** For a sub-reseller's merchant on a reseller's statement: the sub-reseller's base fee; else null. */
  sub_base_fee: z.string().nullable(),
  /** The caller's base fee: its base rate × amount (rounded half-up once) + its base fixed fee × count. */
  base_fee: z.string(),
  /** What the caller earns: merchant fee (or the sub-reseller's base fee) − base fee. */
  margin: z.string(),
});
export type MarginRow = z.output<typeof marginRowSchema>;

export const marginTotalSchema = z.object({
  currency_id: z.number(),
  payment_count: z.number(),
  amount: z.string(),
  merchant_fee: z.string(),
  base_fee: z.string(),
  margin: z.string(),
});
export type MarginTotal = z.output<typeof marginTotalSchema>;

export const resellerPortfolioCalls = {
  'reseller/portfolio': defineCall({
    access: reseller(),
    summary:
      "The merchants and not yet approved applications the caller's reseller brought (a reseller: also its " +
      "sub-resellers'), newest first, 10 per page; filter by status, sub-reseller and a keyword on name or number. " +
      'Each with its rates against its reseller’s base rates.',
    request: z.object({
      page_index: z.number().int().min(1).default(1),
      page_size: z.number().int().min(1).max(50).default(PAGE_SIZE),
      /** PORTFOLIO_STATUS; absent: all. */
      status: z
        .union([z.literal(1), z.literal(2), z.literal(3)], { error: 'resellers_portfolio.status_invalid' })
        .optional(),
      /** The caller's own reseller or one of its sub-resellers; absent: all in reach. */
      reseller_id: z.number().int().positive().optional(),
      keyword: z.string().trim().max(100).optional(),
    }),
    response: z.object({
      page_data: z.object({ data: z.array(portfolioEntrySchema), total_count: z.number() }),
      /** The resellers in reach (own first, then the sub-resellers): the sub-reseller filter's choices. */
      resellers: z.array(z.object({ id: z.number(), name: z.string(), is_own: z.boolean() })),
    }),
  }),
  'reseller/margin_statement': defineCall({
    access: reseller(),
    summary:
      'The margin statement of a month (Australia/Sydney) over the settled payments of the merchants in reach: per ' +
      'merchant, channel and currency the count, amount, merchant fee, base fee and margin, with totals per currency. ' +
      'With `format` "xlsx" or "pdf", the same as a file in the caller’s language, answered as its download link.',
    request: z.object({
      month: monthSchema,
      format: z.enum(['json', 'xlsx', 'pdf']).default('json'),
    }),
    response: z.object({
      month: z.string(),
      rows: z.array(marginRowSchema),
      totals: z.array(marginTotalSchema),
      /** For a file: its download link (valid one hour, for this session) and name. */
      url: z.string().nullable(),
      file_name: z.string().nullable(),
    }),
  }),
} as const;

/**
 * T+0 same-day settlement (issue 12 §2; first document §2 "T+0 settlement", §4, §5, §7 "T+0", §8, §9): the
 * configuration in force, the fee table, and the merchant's change requests with the spec's call names (the leading
 * slash of the spec's paths dropped, as for every call). Page `settlementSet`: role 1. A request is reviewed in the
 * provider's console (queue `fast_settle_request`); an approved one takes effect at 04:00 merchant time (the 04:00
 * rule). Rates are fractions (0.015 = 1.5 %), GST inclusive; times `YYYY-MM-DD HH:mm:ss` in the merchant's time zone.
 */
import { z } from 'zod';
import { API_PAGE_SIZE_MAX, PAGE_SIZE } from '../constants.ts';
import { FAST_SETTLE, FAST_SETTLE_RATE_PPM, SETTLEMENT_DAY_TYPES } from '../kyb/application-choices.ts';
import { FAST_SETTLE_REQUEST_STATUS } from '../statuses.ts';
import { codeSchema } from '../validation.ts';
import { defineCall, merchant } from './define.ts';

export { FAST_SETTLE, FAST_SETTLE_RATE_PPM, FAST_SETTLE_REQUEST_STATUS, SETTLEMENT_DAY_TYPES };

/** The verification-code purpose (MsgType) of a T+0 change request (after the spec's 1–8 and the API key's 9). */
export const FAST_SETTLE_MSG_TYPE = 11;
/** Who asked for a change: the merchant on its page (first document §6), or the provider (onboarding, console). */
export const FAST_SETTLE_SOURCE = { merchant: 'merchant', provider: 'provider' } as const;
/** The page's state (first document §2): 1 T+0 not opened yet (promo), 2 opened (on/off, range, fee table). */
export const FAST_SETTLE_PAGE_STATE = { notEnabled: 1, enabled: 2 } as const;
/** An approved change takes effect at this hour of the merchant's day: that day if approved before it, else the next. */
export const FAST_SETTLE_EFFECTIVE_HOUR = 4;
/** The provider's rates as fractions: workday ('0') 1.5 %, holiday ('1') 2 %, GST inclusive (§9). */
export const FAST_SETTLE_RATES = {
  workday: FAST_SETTLE_RATE_PPM['0'] / 1_000_000,
  holiday: FAST_SETTLE_RATE_PPM['1'] / 1_000_000,
} as const;

export type DayType = (typeof SETTLEMENT_DAY_TYPES)[number];

const merchantId = z.number().int().positive();
const onOff = z
  .union([z.literal(FAST_SETTLE.yes), z.literal(FAST_SETTLE.no)], { error: 'fast_settle.on_off_invalid' })
  .meta({ examples: [FAST_SETTLE.no] });
const dayType = z.enum(SETTLEMENT_DAY_TYPES, { error: 'fast_settle.range_invalid' });
/** The range as a list or as the spec's comma string ("0,1"); 0 workday, 1 holiday; sorted, each once. */
export const fastSettleRangeSchema = z
  .union([z.array(dayType).max(2), z.string().max(8)], { error: 'fast_settle.range_invalid' })
  .transform((value, ctx) => {
    const items =
      typeof value === 'string'
        ? value
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean)
        : value;
    const parsed = z.array(dayType).safeParse(items);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: 'fast_settle.range_invalid' });
      return z.NEVER;
    }
    return [...new Set(parsed.data)].sort();
  });

/** What a change asks for; shared by the code and the request, which the code is bound to. */
const changeFields = {
  is_fast_settle: onOff,
  fast_settlement_range: fastSettleRangeSchema.default([]),
};
/** When on, at least one range item (first document §5). */
const rangeRule = <T extends { is_fast_settle: number; fast_settlement_range: string[] }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.is_fast_settle === FAST_SETTLE.yes && value.fast_settlement_range.length === 0)
    ctx.addIssue({ code: 'custom', path: ['fast_settlement_range'], message: 'fast_settle.range_required' });
};

const feeRate = z.object({ fee_rate: z.number() });
export const fastSettleConfigSchema = z.object({
  is_fast_settle: z.number(),
  fast_settlement_range: z.array(z.string()),
  workday: feeRate,
  everyday: feeRate,
  /** When it took effect. */
  active_time: z.string(),
});
export type FastSettleConfigView = z.output<typeof fastSettleConfigSchema>;

export const fastSettleRequestSchema = z.object({
  id: z.number(),
  bill_no: z.string(),
  is_fast_settle: z.number(),
  fast_settlement_range_list: z.array(z.string()),
  /** 1 completed, 2 rejected, 3 under review. */
  bill_status: z.number(),
  bill_status_name: z.string(),
  /** The rejection reason in the caller's language; null unless rejected. */
  reason: z.string().nullable(),
  work_fee_rate: z.number(),
  every_fee_rate: z.number(),
  source: z.string(),
  source_user_name: z.string(),
  create_date: z.string(),
  /** When an approved request takes (took) effect; null otherwise. */
  active_time: z.string().nullable(),
});
export type FastSettleRequestView = z.output<typeof fastSettleRequestSchema>;

export const fastSettleCalls = {
  'Merchant/GetSettlementMerchantConfig': defineCall({
    access: merchant('settlementSet'),
    summary:
      'The T+0 page state (status 1 not opened, 2 opened; is_fast_settle says the same as a boolean, for the promo ' +
      'banner) and the configuration in force now (null when none is: T+1 only).',
    aliases: ['GetSettlementMerchantConfig'],
    request: z.object({ merchant_id: merchantId }),
    response: z.object({
      data: z.object({
        is_fast_settle: z.boolean(),
        status: z.number(),
        config: fastSettleConfigSchema.nullable(),
      }),
    }),
  }),
  'Merchant/GetSettlementConfigTaskByMerchantId': defineCall({
    access: merchant('settlementSet'),
    summary: 'The approved change waiting for its 04:00 (null when none waits).',
    request: z.object({ merchant_id: merchantId, merchant_number: z.string().max(32).optional() }),
    response: z.object({ data: fastSettleRequestSchema.nullable() }),
  }),
  'Merchant/GetMerchantSettlementConfigAppleCount': defineCall({
    access: merchant('settlementSet'),
    summary:
      "How many of the merchant's change requests are under review (0 or 1): above 0, the page does not open the " +
      'edit. is_check is accepted as the spec sends it and changes nothing.',
    request: z.object({ merchant_id: merchantId, is_check: z.union([z.boolean(), z.number()]).optional() }),
    response: z.object({ count: z.number() }),
  }),
  'Guests/GetMechantFeeRateRulesById': defineCall({
    access: merchant('settlementSet'),
    summary: "The T+0 fee table: the provider's rates for workdays (1.5 %) and holidays (2 %), GST inclusive.",
    request: z.object({ merchant_id: merchantId }),
    response: z.object({
      data: z.object({ fast_fee_rate: z.number(), everyday_fee_rate: z.number(), is_gst_inclusive: z.boolean() }),
    }),
  }),
  'Merchant/SendSettlementConfigCode': defineCall({
    access: merchant('settlementSet'),
    summary:
      "Not named by the spec: sends the verification code of a T+0 change to the signed-in user's phone (e-mail when " +
      'they have none), bound to the change asked for, valid 5 minutes; no new code within 60 s. sent_to is masked.',
    request: z.object({ merchant_id: merchantId, ...changeFields }).superRefine(rangeRule),
    response: z.object({ sent_to: z.string() }),
  }),
  'Merchant/AddMerchantSettlementConfigApple': defineCall({
    access: merchant('settlementSet'),
    summary:
      'Submits a T+0 change request (under review) with the code of Merchant/SendSettlementConfigCode. The source is ' +
      "recorded as merchant and the requester from the session, whatever data says; the rates are the provider's: " +
      'work_fee_rate/every_fee_rate other than 0.015/0.02 are refused. One request under review per merchant.',
    request: z.object({
      merchant_id: merchantId,
      data: z
        .object({
          merchant_id: merchantId.optional(),
          merchant_name: z.string().max(200).optional(),
          merchant_number: z.string().max(32).optional(),
          ...changeFields,
          work_fee_rate: z.number().optional(),
          every_fee_rate: z.number().optional(),
          source: z.string().max(32).optional(),
          source_user_id: z.number().optional(),
          source_user_name: z.string().max(200).optional(),
        })
        .superRefine(rangeRule),
      code: z
        .string({ error: 'auth.code_required' })
        .trim()
        .min(1, 'auth.code_required')
        .pipe(codeSchema)
        .meta({ examples: ['123456'] }),
    }),
    response: z.object({ data: z.object({ id: z.number(), bill_no: z.string() }) }),
  }),
  'Merchant/GetMerchantSettlementConfigAppleList': defineCall({
    access: merchant('settlementSet'),
    summary: "The merchant's change requests, newest first, 10 per page; bill_no and source filter.",
    request: z.object({
      merchant_id: merchantId,
      bill_no: z.string().trim().max(40).optional(),
      other_conditions: z
        .object({
          merchant_id: merchantId.optional(),
          merchant_name: z.string().max(200).optional(),
          source: z.string().max(32).optional(),
        })
        .optional(),
      page_index: z.number().int().min(1).default(1),
      page_size: z.number().int().min(1).max(API_PAGE_SIZE_MAX).default(PAGE_SIZE),
    }),
    response: z.object({ data: z.array(fastSettleRequestSchema), total_count: z.number() }),
  }),
  'Merchant/GetMerchantSettlementConfigApple': defineCall({
    access: merchant('settlementSet'),
    summary: 'One change request of the merchant.',
    request: z.object({ merchant_id: merchantId, id: z.number().int().positive() }),
    response: z.object({ data: fastSettleRequestSchema }),
  }),
} as const;

/**
 * A reseller's own calls (issue 15; second document, sections 1, 5 and 7): who the caller's reseller is, and the rate
 * rules (`GetMechantFeeRateRules`, the spec's spelling): the floors of the rates it may give.
 */
import { z } from 'zod';
import { defineCall, reseller } from './define.ts';

export const rateRuleSchema = z.object({
  payment_channel_id: z.number({ error: 'validation.body_invalid' }).int(),
  /** 0 T+0, 1 T+1. */
  disburse_period_days: z.number({ error: 'validation.body_invalid' }).int(),
  /** A fraction (0.0235 is 2.35 %), at most 4 decimals. */
  rate: z.number({ error: 'validation.body_invalid' }),
  /** The card fixed fee in AUD cents (channels 9 and 10 only). */
  flat_fee: z.number({ error: 'validation.body_invalid' }).int().optional().default(0),
});

export const resellerCalls = {
  'reseller/profile': defineCall({
    access: reseller(),
    summary:
      "The caller's reseller: its number (the sign-up link's resellerid), level (1 reseller, 2 sub-reseller), name " +
      'and, for a sub-reseller, its superior; and the signed-in member’s name (the workspace header).',
    request: z.object({}),
    response: z.object({
      id: z.number(),
      code: z.string(),
      level: z.number(),
      name: z.string(),
      parent_name: z.string().nullable(),
      member_name: z.string(),
    }),
    isBackground: true,
  }),
  GetMechantFeeRateRules: defineCall({
    access: reseller(),
    summary:
      "The rate rules: the base rates (floors) of the caller's reseller by channel and period, or (a reseller " +
      'asking with one of its sub-resellers in reseller_id) that sub-reseller’s. No rate it gives may be below them.',
    request: z.object({ reseller_id: z.number().int().positive().optional() }),
    response: z.object({ data: z.array(rateRuleSchema) }),
  }),
};

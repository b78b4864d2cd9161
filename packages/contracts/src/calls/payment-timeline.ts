/**
 * The story of one payment (issue 13 §2), which transaction_detail returns with a payment or a refund: the payment
 * created and paid, each refund with its number and who made it, the payout (settlement) each of them was cleared
 * in, when it was paid and to which account. Times are merchant-local `YYYY-MM-DD HH:mm:ss`, dates `YYYY-MM-DD`.
 */
import { z } from 'zod';
import { payoutAccountSchema, payoutRefSchema } from './payouts.ts';

const text = z.string();

/** The payout a payment or a refund was cleared in. */
export const timelinePayoutSchema = payoutRefSchema.extend({
  finance_date: text,
  /** SETTLEMENT_METHOD: 1 T+1, 2 T+0. */
  settlement_method: z.number(),
  /** When it was cleared: the T+0 run's time, or for T+1 the finance date. */
  cleared_at: text,
  /** A T+0 payout the bank returned or the network refused (status 3 or 4): when. */
  returned_at: text.nullable(),
  /** The T+1 clearing that paid a returned or failed T+0 payout's money again. */
  repaid_by: payoutRefSchema.nullable(),
  /** Where it was (or is to be) paid; null for a member who may not open payouts. */
  account: payoutAccountSchema.nullable(),
});
export type TimelinePayout = z.output<typeof timelinePayoutSchema>;

export const timelineRefundSchema = z.object({
  id: z.number(),
  number: text,
  amount: z.number(),
  /** REFUND_STATUS: 1 succeeded, 2 failed; and its name in the caller's language. */
  status: z.number(),
  status_name: text,
  create_date_time: text,
  reason: text.nullable(),
  /** The name of the member who made it; null when it came through the API (is_api) or no one is recorded. */
  created_by: text.nullable(),
  /** Made by the merchant's system through the API (its out_refund_no in api_refund_no). */
  is_api: z.boolean(),
  api_refund_no: text.nullable(),
  /** The payout that took it from the merchant's money; null while not yet cleared. */
  payout: timelinePayoutSchema.nullable(),
});
export type TimelineRefund = z.output<typeof timelineRefundSchema>;

export const paymentTimelineSchema = z.object({
  payment_id: z.number(),
  payment_number: text,
  currency: z.number(),
  currency_number: text,
  /** What the customer paid (gross). */
  amount: z.number(),
  created_at: text,
  paid_at: text,
  /** The payout the payment was cleared in; null while not yet cleared. */
  payout: timelinePayoutSchema.nullable(),
  /** Its refunds, oldest first. */
  refunds: z.array(timelineRefundSchema),
});
export type PaymentTimeline = z.output<typeof paymentTimelineSchema>;

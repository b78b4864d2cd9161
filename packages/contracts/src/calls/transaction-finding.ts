/**
 * Finding a payment (issue 13 §3): one number, whatever it names — a payment, a refund, an order (ours or the
 * merchant's `out_trade_no`), a payout — across every date and filter; and the pay-page and API attempts that did
 * not end in a payment (orders failed, cancelled or expired). Both are scoped like the transaction list: the
 * merchant in `merchant_id`, a cashier's own store; payouts only for roles that open the payouts page.
 */
import { z } from 'zod';
import { ORDER_STATUS } from '../statuses.ts';
import { defineCall, merchant } from './define.ts';
import { filterDate, pageFields } from './transaction-schemas.ts';

const id = z.number().int().positive();

/** What a number names. */
export const FOUND_KIND = { payment: 'payment', refund: 'refund', payout: 'payout', order: 'order' } as const;
export type FoundKind = (typeof FOUND_KIND)[keyof typeof FOUND_KIND];

/** Which of its numbers matched: its own, our order number, or the merchant's out_trade_no. */
export const MATCHED_BY = { number: 'number', order_number: 'order_number', out_trade_no: 'out_trade_no' } as const;

export const foundSchema = z.object({
  kind: z.enum(['payment', 'refund', 'payout', 'order']),
  matched_by: z.enum(['number', 'order_number', 'out_trade_no']),
  /** The payment's, refund's, payout's or (an unpaid order) the order's id. */
  id: z.number(),
  /** Its own number (a payment found by its order: the payment's number). */
  number: z.string(),
  /** A refund: the payment it gives back. */
  payment_id: z.number().nullable(),
  /** Merchant-local `YYYY-MM-DD HH:mm:ss` (a payout: its finance date). */
  time: z.string(),
  amount: z.number(),
  currency_number: z.string(),
  /** An order: ORDER_STATUS; otherwise the row's own status. */
  status: z.number(),
  status_name: z.string(),
});
export type Found = z.output<typeof foundSchema>;

/** The statuses of an attempt that did not end in a payment. */
export const ATTEMPT_STATUSES = [ORDER_STATUS.failed, ORDER_STATUS.cancelled, ORDER_STATUS.expired] as const;

export const attemptSchema = z.object({
  id: z.number(),
  number: z.string(),
  out_trade_no: z.string().nullable(),
  created_at: z.string(),
  branch: z.number(),
  branch_name: z.string(),
  /** Source type name in the caller's language. */
  source_name: z.string(),
  payment_channel: z.string().nullable(),
  amount: z.number(),
  currency_number: z.string(),
  status: z.number(),
  status_name: z.string(),
  failure_reason: z.string().nullable(),
});
export type Attempt = z.output<typeof attemptSchema>;

export const transactionFindingCalls = {
  find_by_number: defineCall({
    access: merchant('transaction'),
    summary:
      'What a number names, across all dates and filters: a payment, a refund, an order (our number or the ' +
      "merchant's out_trade_no; a paid order answers its payment) or a payout (roles that open the payouts page " +
      "only). Exact match; another merchant's number or another store's (a cashier) finds nothing.",
    request: z.object({
      merchant_id: id,
      number: z
        .string({ error: 'transactions.number_required' })
        .trim()
        .min(1, 'transactions.number_required')
        .max(64)
        .meta({ examples: ['P260101000000001'] }),
    }),
    response: z.object({ matches: z.array(foundSchema) }),
  }),
  order_attempts_list: defineCall({
    access: merchant('transaction'),
    summary:
      'Pay-page and API orders of a date range that ended without a payment (3 failed, 4 cancelled, 5 expired; ' +
      'status picks one), newest first, one page with the total. Same date rules and store scope as the list.',
    request: z.object({
      merchant_id: id,
      begin_time: filterDate,
      end_time: filterDate,
      status: z.union([z.literal(3), z.literal(4), z.literal(5)]).optional(),
      branch_id: z.array(id).max(301).optional(),
      ...pageFields,
    }),
    response: z.object({ page_data: z.object({ data: z.array(attemptSchema), total_count: z.number().int() }) }),
  }),
} as const;

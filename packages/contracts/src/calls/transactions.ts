/**
 * The calls of the transactions area (second document, section 7: "Transactions and reports"): the list, its
 * export, a payment's or a refund's detail, the statistics. The refund calls are the refunds area's (refunds.ts).
 * Calls the spec describes without a literal name are named in its style (transaction_detail ...). Every call is
 * scoped to the merchant in `merchant_id` and, for a cashier, to their store.
 */
import { z } from 'zod';
import { defineCall, merchant } from './define.ts';
import { paymentTimelineSchema } from './payment-timeline.ts';
import {
  branchSchema,
  pageFields,
  refundSchema,
  transactionFilterFields,
  transactionSchema,
} from './transaction-schemas.ts';

const merchantId = z.number().int().positive();
const id = z.number().int().positive();
const dateOrTime = z
  .string({ error: 'transactions.date_required' })
  .trim()
  .min(1, 'transactions.date_required')
  .max(19);
const countResponse = z.object({ amount: z.number(), quatity: z.number().int() });
const statisticsRequest = z.object({
  merchant_id: merchantId,
  currency_id: id,
  start_time: dateOrTime,
  end_time: dateOrTime,
});

export const transactionsCalls = {
  transactionlist_report: defineCall({
    access: merchant('transaction'),
    summary:
      'Payments and refunds of a date range, one page (newest first unless sort_type 1), with the total count. Date ' +
      'rules: start not after end, at most 365 days, nothing beyond tomorrow (merchant time zone). A cashier sees ' +
      'their store only.',
    request: z.object({ ...transactionFilterFields, ...pageFields }),
    response: z.object({ page_data: z.object({ data: z.array(transactionSchema), total_count: z.number().int() }) }),
  }),
  export_transaction_list_report: defineCall({
    access: merchant('transaction'),
    summary:
      "The whole filtered set of transactionlist_report as an XLSX file, column headers in the caller's language; " +
      'returns a download link (valid one hour) as filepath.',
    request: z.object(transactionFilterFields),
    response: z.object({ filepath: z.string(), file_name: z.string(), row_count: z.number().int() }),
  }),
  transaction_detail: defineCall({
    access: merchant('transactionDetail'),
    summary:
      'One payment (turnover_type 1) or refund (2) with every field of a transaction; card numbers masked. timeline: ' +
      "the story of the payment (a refund's: of its payment): created, paid, each refund with its number and who " +
      'made it, the payout each was cleared in, when it was paid and to which account (payout ids, numbers and ' +
      'accounts only for members who may open payouts).',
    request: z.object({
      merchant_id: merchantId,
      transaction_id: id,
      turnover_type: z.union([z.literal(1), z.literal(2)]),
    }),
    response: z.object({ transaction: transactionSchema, timeline: paymentTimelineSchema }),
  }),
  refundDetail: defineCall({
    access: merchant('transactionDetail'),
    summary:
      "One refund: amount, fee given back, status, fund source. merchant_no, when given, must be this merchant's number.",
    request: z.object({ merchant_id: merchantId, refund_id: id, merchant_no: z.string().trim().max(32).optional() }),
    response: z.object({ refund: refundSchema }),
  }),
  get_branch_list_of_employee: defineCall({
    access: merchant('transaction'),
    summary:
      'The stores the signed-in employee may see in this merchant (a cashier: their own store). employee_id, when ' +
      'given, must be the signed-in user.',
    request: z.object({ merchant_id: merchantId, employee_id: id.optional() }),
    response: z.object({ branchs: z.array(branchSchema) }),
  }),
  statistics_payment_count: defineCall({
    access: merchant('transaction'),
    summary: 'Payments of a date range in one currency: gross amount and count.',
    request: statisticsRequest,
    response: countResponse,
  }),
  statistics_refund_count: defineCall({
    access: merchant('transaction'),
    summary: 'Succeeded refunds of a date range in one currency: amount and count.',
    request: statisticsRequest,
    response: countResponse,
  }),
  statistics_net_count: defineCall({
    access: merchant('transaction'),
    summary:
      'Net sales of a date range in one currency: payments − refunds − merchant fees (net of fees given back), and ' +
      'the number of transactions (payments and refunds), the total the transaction list shows for that range.',
    request: statisticsRequest,
    response: countResponse,
  }),
} as const;

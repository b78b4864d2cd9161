/**
 * The calls of the transactions area (second document, section 7: "Transactions and reports" and "Refund").
 * Calls the spec describes without a literal name are named in its style (transaction_detail,
 * get_real_refund_amount, send_refund_code ...). Every call is scoped to the merchant in `merchant_id` and, for a
 * cashier, to their store.
 */
import { z } from 'zod';
import { defineCall, merchant } from './define.ts';
import {
  branchSchema,
  pageFields,
  refundSchema,
  transactionFilterFields,
  transactionSchema,
} from './transaction-schemas.ts';

/** Where the web sends a merchant whose funds cannot cover a refund (the global account page, to top up). */
export const TOP_UP_PATH = '/account';
/** A refund reason's longest length. */
export const REFUND_REASON_MAX = 200;

const merchantId = z.number().int().positive();
const id = z.number().int().positive();
const refundAmount = z
  .number({ error: 'transactions.refund_amount_positive' })
  .positive('transactions.refund_amount_positive');
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
    summary: 'One payment (turnover_type 1) or refund (2) with every field of a transaction; card numbers masked.',
    request: z.object({
      merchant_id: merchantId,
      transaction_id: id,
      turnover_type: z.union([z.literal(1), z.literal(2)]),
    }),
    response: z.object({ transaction: transactionSchema }),
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

  get_merchant_payment_config: defineCall({
    access: merchant('transactionDetail'),
    summary:
      'Refund settings of a payment channel: refund_operate_fee (no fee is charged for refunding: 0) and whether a ' +
      'refund gives back the merchant fee (not on card channels 9–16).',
    request: z.object({ merchant_id: merchantId, payment_channel_id: id }),
    response: z.object({
      config: z.object({
        payment_channel_id: z.number(),
        refund_operate_fee: z.number(),
        is_fee_returned: z.boolean(),
      }),
    }),
  }),
  get_real_refund_amount: defineCall({
    access: merchant('transactionDetail'),
    summary:
      "What a refund of this amount takes from the merchant's funds: the amount less the part of the fee given back.",
    request: z.object({ merchant_id: merchantId, transaction_id: id, amount: refundAmount }),
    response: z.object({ real_refund_amount: z.number(), fee_returned_amount: z.number() }),
  }),
  get_refund_account: defineCall({
    access: merchant('transactionDetail'),
    summary: "The merchant's global account in a currency, which refunds draw on when the available balance is short.",
    request: z.object({ merchant_id: merchantId, currency_id: id }),
    response: z.object({ account: z.object({ id: z.number(), currency_id: z.number() }) }),
  }),
  get_refund_global_account_balance: defineCall({
    access: merchant('transactionDetail'),
    summary: "The available funds of the merchant's global account (from get_refund_account).",
    request: z.object({ merchant_id: merchantId, account_id: id }),
    response: z.object({ account: z.object({ id: z.number(), currency_id: z.number(), available_funds: z.number() }) }),
  }),
  Get_Total_Balance: defineCall({
    access: merchant('transaction'),
    summary: "The merchant's available balance in a currency: collected funds not yet settled, in major units.",
    request: z.object({ merchant_id: merchantId, currency_id: id }),
    response: z.object({ balance: z.number() }),
  }),
  send_refund_code: defineCall({
    access: merchant('transactionDetail'),
    summary:
      "Sends a refund verification code by SMS to the signed-in user's phone (e-mail when they have none), bound " +
      'to this payment and amount, valid 5 minutes; no new code within 60 s. sent_to is the masked recipient.',
    request: z.object({ merchant_id: merchantId, transaction_id: id, amount: refundAmount }),
    response: z.object({ sent_to: z.string() }),
  }),
  merchant_refund: defineCall({
    access: merchant('transactionDetail'),
    summary:
      'Refunds (part of) a payment: amount above 0 and at most gross − refunded, the code of send_refund_code for ' +
      'this payment and amount (single use). Taken from the available balance first, then the global account; ' +
      'return_code INSUFFICIENT_BALANCE when both together fall short, FULLY_REFUNDED when nothing is left to ' +
      "refund. request_id is the client's idempotency key: a retry with it answers the first refund and moves no money.",
    request: z.object({
      merchant_id: merchantId,
      merchant_number: z.string().trim().max(32).optional(),
      transaction_id: id,
      reason: z.string().trim().max(REFUND_REASON_MAX).optional(),
      amount: refundAmount,
      code: z.string({ error: 'auth.code_required' }).trim().min(1, 'auth.code_required').max(10),
      request_id: z.string().trim().min(8).max(64),
    }),
    response: z.object({ refund: refundSchema }),
  }),
} as const;

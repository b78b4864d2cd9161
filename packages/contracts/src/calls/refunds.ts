/**
 * The calls of the refunds area (second document, section 7: "Refund"): what a refund of a payment would take and
 * draw on, its verification code, and the refund itself. Refunds are listed and shown as transactions
 * (transactions.ts: refundDetail, the list); a refund's row shape is in transaction-schemas.ts.
 */
import { z } from 'zod';
import { defineCall, merchant } from './define.ts';
import { refundSchema } from './transaction-schemas.ts';

/** Where the web sends a merchant whose funds cannot cover a refund (the global account page, to top up). */
export const TOP_UP_PATH = '/account';
/** A refund reason's longest length. */
export const REFUND_REASON_MAX = 200;

const merchantId = z.number().int().positive();
const id = z.number().int().positive();
const refundAmount = z.number({ error: 'refunds.refund_amount_positive' }).positive('refunds.refund_amount_positive');

export const refundsCalls = {
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
      "What a refund of this amount takes from the merchant's funds: the amount less the part of the fee given back; " +
      'and where it would be drawn from now, as merchant_refund draws it: the available balance first, the rest ' +
      'from the global account (`from_balance_amount`, `from_global_account_amount`); `is_covered` false when both ' +
      'together fall short (merchant_refund would answer INSUFFICIENT_BALANCE).',
    request: z.object({ merchant_id: merchantId, transaction_id: id, amount: refundAmount }),
    response: z.object({
      real_refund_amount: z.number(),
      fee_returned_amount: z.number(),
      from_balance_amount: z.number(),
      from_global_account_amount: z.number(),
      is_covered: z.boolean(),
    }),
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

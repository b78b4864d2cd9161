/**
 * International money transfer — the remittance wizard and its orders (issue 14 §4; second document §1 prerequisites,
 * §2 "Remittance wizard", §3 "Transfer order", §4 statuses and order-flow rules, §5 "Remittance", §8, §9 limits,
 * fees, reasons). The spec shows no paths or shapes ("method POST, payload and result shapes not shown"); the names
 * follow its Area/Call pattern. Every call is the application centre's (`marketplace`: roles 1 and 5, as
 * `account`/`transfer` in 000 §6) for the merchant of the body.
 *
 * The flow: GetPrerequisites (personal verification passed, company information submitted) → GetQuote (amount,
 * recipient, speed: fee, rate, what arrives, the limit; a cross-currency quote is honoured until it expires) →
 * CreateOrder (reason, notification e-mail, reference; an unpaid order) → PayOrder (balance: processing at once;
 * POLi: a bank redirect; bank transfer: a receipt the console confirms) or CloseOrder. Unpaid orders close by
 * themselves when the payment window ends ("Remittance order has timed out"); the payout network completes or fails
 * processing orders; a failed order's money returns to the global account.
 *
 * Amounts are major units of their currency; rates decimals (receive-currency units per send-currency unit); times
 * `YYYY-MM-DD HH:mm:ss` in the merchant's time zone, `*_ms` epoch milliseconds.
 */
import { z } from 'zod';
import { CURRENCIES } from '../lookups/currencies.ts';
import { TRANSFER_SPEED } from '../remittance/fees.ts';
import { REMITTANCE_STATUS_FILTER, SEND_PAYMENT_METHOD } from '../remittance/order-flow.ts';
import { isRemittanceReason } from '../remittance/reasons.ts';
import { REMITTANCE_REFERENCE } from '../remittance/limits.ts';
import { API_PAGE_SIZE_MAX, PAGE_SIZE } from '../constants.ts';
import { calendarDateSchema } from './calendar-date.ts';
import { defineCall, merchant } from './define.ts';

/** An unpaid order closes by itself this long after it was created unless the deployment sets REMITTANCE_PAYMENT_WINDOW_MS. */
export const REMITTANCE_PAYMENT_WINDOW_MS_DEFAULT = 30 * 60_000;
/** The receipt of a bank-transfer payment: a PDF or an image under 10 MB (002 §5, §9). */
export const REMITTANCE_RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
/** Why an order was closed: 1 by the user, 2 the payment window ended ("Remittance order has timed out"). */
export const REMITTANCE_CLOSED_REASON = { user: 1, timeout: 2 } as const;
/** What keeps a merchant from sending money (002 §1, §8); null when nothing does. */
export const REMITTANCE_BLOCKER = {
  personalMissing: 'personal_missing',
  personalUnderReview: 'personal_under_review',
  personalRejected: 'personal_rejected',
  companyMissing: 'company_missing',
} as const;
export type RemittanceBlocker = (typeof REMITTANCE_BLOCKER)[keyof typeof REMITTANCE_BLOCKER];

const merchantId = z.number().int().positive();
const currencyIds = CURRENCIES.map((currency) => currency.id);
const currencyId = z
  .number({ error: 'remittance.currency_invalid' })
  .int('remittance.currency_invalid')
  .refine((id) => currencyIds.includes(id), 'remittance.currency_invalid');
/** A decimal amount as typed; at most two decimals (002 §5) and the currency's own, checked on the server. */
const amount = z.union([z.number(), z.string().max(24)], { error: 'remittance.amount_invalid' });
const speed = z.union([z.literal(TRANSFER_SPEED.fast), z.literal(TRANSFER_SPEED.advanced)], {
  error: 'remittance.speed_invalid',
});
const recipientId = z
  .number({ error: 'remittance.recipient_required' })
  .int()
  .positive('remittance.recipient_required');
const idempotencyKey = z
  .string({ error: 'remittance.idempotency_key_invalid' })
  .regex(/^[\w-]{8,64}$/, 'remittance.idempotency_key_invalid')
  .meta({ examples: ['7d1f6f2a-4f9b-4a55-9a51-0c9f1d0e2b7a'] });
const paymentMethod = z.union(
  [
    z.literal(SEND_PAYMENT_METHOD.balance),
    z.literal(SEND_PAYMENT_METHOD.poli),
    z.literal(SEND_PAYMENT_METHOD.bankTransfer),
  ],
  { error: 'remittance.payment_method_required' },
);

/** The order fields the wizard's review step collects (002 §5: reason and e-mail required; reference 1–18). */
export const remittanceDetailsFields = {
  reason: z
    .number({ error: 'remittance.reason_required' })
    .int('remittance.reason_required')
    .refine(isRemittanceReason, 'remittance.reason_required'),
  notify_email: z
    .string({ error: 'remittance.email_required' })
    .trim()
    .min(1, 'remittance.email_required')
    .max(254, 'remittance.email_invalid')
    .email('remittance.email_invalid')
    .meta({ examples: ['finance@demo.test'] }),
  reference: z
    .string({ error: 'remittance.reference_invalid' })
    .trim()
    .regex(REMITTANCE_REFERENCE, 'remittance.reference_invalid')
    .meta({ examples: ['Invoice 1042'] }),
};

export const remittanceQuoteSchema = z.object({
  /** The stored FX quote (cross-currency), null for a same-currency transfer (nothing to convert, nothing expires). */
  quote_id: z.number().nullable(),
  /** Null for a quote before the recipient is chosen (priced as a bank account in the receive currency). */
  recipient_id: z.number().nullable(),
  send_currency_id: z.number(),
  send_currency: z.string(),
  receive_currency_id: z.number(),
  receive_currency: z.string(),
  /** 1 the send amount was given, 2 the receive amount. */
  fixed_side: z.number(),
  send_amount: z.number(),
  receive_amount: z.number(),
  /** Receive units per send unit (1 for the same currency). */
  rate: z.number(),
  mid_rate: z.number(),
  fee_amount: z.number(),
  /** The GST included in the fee (fees are GST-inclusive, 002 §9). */
  fee_gst: z.number(),
  /** FEE_WAIVER: 0 none, 1 the first remittance, 2 a product user. */
  fee_waiver: z.number(),
  /** send + fee: what leaves the send currency. */
  total_amount: z.number(),
  /** TRANSFER_SPEED after the Fast → Advanced switch; `speed_switched` when the wizard must say so. */
  speed: z.number(),
  speed_switched: z.boolean(),
  /** The amount in CNY the limits are judged by (fen as yuan), and the limit of the speed. */
  limit_cny: z.number(),
  cny_equivalent: z.number(),
  expires_at: z.string().nullable(),
  expires_at_ms: z.number().nullable(),
  expires_in_seconds: z.number().nullable(),
  /** The global account's available balance in the send currency. */
  send_available: z.number(),
});
export type RemittanceQuote = z.output<typeof remittanceQuoteSchema>;

export const transferOrderSchema = z.object({
  id: z.number(),
  number: z.string(),
  status: z.number(),
  status_name: z.string(),
  /** The progress widget's reading of the status: in_progress, complete, failed, closed. */
  progress: z.string(),
  recipient: z.object({
    id: z.number(),
    name: z.string(),
    kind: z.number(),
    account_display: z.string(),
    payment_network_name: z.string(),
  }),
  quote_id: z.number().nullable(),
  send_currency_id: z.number(),
  send_currency: z.string(),
  send_amount: z.number(),
  receive_currency_id: z.number(),
  receive_currency: z.string(),
  receive_amount: z.number(),
  rate: z.number(),
  fee_amount: z.number(),
  fee_gst: z.number(),
  fee_waiver: z.number(),
  total_amount: z.number(),
  speed: z.number(),
  speed_name: z.string(),
  payment_method: z.number().nullable(),
  payment_method_name: z.string(),
  reason: z.number(),
  reason_name: z.string(),
  notify_email: z.string(),
  reference: z.string(),
  closed_reason: z.number().nullable(),
  /** Why it was closed or failed, in the user's language ("Remittance order has timed out"). */
  status_note: z.string().nullable(),
  /** The 25 AUD abnormal-handling fee taken from a returned transfer, in the receive currency; 0 otherwise. */
  abnormal_fee_amount: z.number(),
  /** What came back to the global account when it failed or was returned; 0 otherwise. */
  returned_amount: z.number(),
  has_receipt: z.boolean(),
  batch_id: z.number().nullable(),
  /** When an unpaid order closes by itself. */
  pay_by: z.string(),
  pay_by_ms: z.number(),
  create_time: z.string(),
  paid_time: z.string().nullable(),
  completed_time: z.string().nullable(),
  ended_time: z.string().nullable(),
});
export type TransferOrder = z.output<typeof transferOrderSchema>;

const orderAnswer = z.object({ order: transferOrderSchema });
const orderRef = { merchant_id: merchantId, order_id: z.number().int().positive() };
const dateSchema = calendarDateSchema('remittance.date_invalid');

export const remittanceCalls = {
  'Remittance/GetPrerequisites': defineCall({
    access: merchant('marketplace'),
    summary:
      'Whether the signed-in user may send money for the merchant (002 §1): their personal verification passed and ' +
      "the merchant's company information submitted. `blocker` names what is missing and `message` says it in the " +
      "user's language ('Please complete your personal verification first', 'Please wait for review', …).",
    request: z.object({ merchant_id: merchantId }),
    response: z.object({ ready: z.boolean(), blocker: z.string().nullable(), message: z.string().nullable() }),
  }),
  'Remittance/GetQuote': defineCall({
    access: merchant('marketplace'),
    summary:
      "Prices a transfer to a recipient, or before one is chosen (the wizard's step 1: `receive_currency_id` instead, " +
      'priced as a bank account in that currency on its usual network): the send amount or the receive amount (not ' +
      'both; at most two decimals and the currency’s own), the speed (Fast switches to Advanced when the recipient ' +
      'does not support it), the fee (GST-inclusive; free for product users and the first remittance), the rate and ' +
      'what arrives. With a recipient its currency is the receive currency; another `receive_currency_id` is refused. ' +
      'A cross-currency quote is stored and honoured exactly until it expires (60 s by default). Refused: the ' +
      'prerequisites, "AUD does not support send money" (AUD to an AUD bank account), an amount over the limit of ' +
      'its speed in CNY.',
    request: z.object({
      merchant_id: merchantId,
      recipient_id: recipientId.optional(),
      send_currency_id: currencyId,
      /** Required without a recipient; with one it must be the recipient's currency when given. */
      receive_currency_id: currencyId.optional(),
      send_amount: amount.optional(),
      receive_amount: amount.optional(),
      speed: speed.default(TRANSFER_SPEED.fast),
    }),
    response: z.object({ quote: remittanceQuoteSchema }),
  }),
  'Remittance/CreateOrder': defineCall({
    access: merchant('marketplace'),
    summary:
      'Creates an unpaid transfer order from a live quote (cross-currency: `quote_id`) or a same-currency amount, ' +
      'with its reason (0–12), notification e-mail and reference (1–18 letters, digits or spaces). Once per ' +
      'idempotency key. An expired quote answers QUOTE_EXPIRED with a fresh quote for the same amount. A quote made ' +
      'before the recipient was chosen is taken only for a recipient paid at its price (not a product user, the same ' +
      'speed after the Fast → Advanced switch); otherwise it is refused and the transfer is quoted with the recipient.',
    request: z.object({
      merchant_id: merchantId,
      recipient_id: recipientId,
      quote_id: z.number().int().positive().optional(),
      send_currency_id: currencyId,
      send_amount: amount.optional(),
      receive_amount: amount.optional(),
      speed: speed.default(TRANSFER_SPEED.fast),
      ...remittanceDetailsFields,
      idempotency_key: idempotencyKey,
    }),
    response: orderAnswer,
  }),
  'Remittance/PayOrder': defineCall({
    access: merchant('marketplace'),
    summary:
      'Pays an unpaid order: 1 from the global account’s balance (processing at once; refused when the balance is ' +
      'short), 2 POLi (answers the bank redirect; the order is paying until the bank answers), 3 bank transfer ' +
      '(paying; upload the receipt, the console confirms it). Concurrent and repeated calls pay once. An order whose ' +
      'quote expired is re-priced and answers QUOTE_EXPIRED with the updated order ("the exchange rate was updated").',
    request: z.object({ ...orderRef, payment_method: paymentMethod }),
    response: z.object({ order: transferOrderSchema, redirect_url: z.string().nullable() }),
  }),
  'Remittance/CloseOrder': defineCall({
    access: merchant('marketplace'),
    summary: 'Closes (cancels) an unpaid order after the user confirmed; closing a closed order answers it unchanged.',
    request: z.object(orderRef),
    response: orderAnswer,
  }),
  'Remittance/SubmitPaymentReceipt': defineCall({
    access: merchant('marketplace'),
    summary:
      'Attaches the bank transfer’s receipt (an uploaded file: PDF or image under 10 MB, judged by content) to an ' +
      'order paying by bank transfer; it then waits for the console’s confirmation.',
    request: z.object({
      ...orderRef,
      file: z
        .string()
        .regex(/^[\w-]{16,64}$/, { error: 'remittance.receipt_required' })
        .meta({ examples: ['0123456789abcdef0123'] }),
    }),
    response: orderAnswer,
  }),
  'Remittance/GetOrderList': defineCall({
    access: merchant('marketplace'),
    summary:
      'The remittance history, newest first, 10 a page: created between the dates (at most 365 days, the ' +
      "merchant's calendar), of a status (1, 2, 3, 4, 6, 7, 99; all when absent), and by order number or recipient name.",
    request: z.object({
      merchant_id: merchantId,
      start_date: dateSchema.optional(),
      end_date: dateSchema.optional(),
      status: z
        .number()
        .int()
        .refine(
          (status) => (REMITTANCE_STATUS_FILTER as readonly number[]).includes(status),
          'remittance.status_invalid',
        )
        .nullish(),
      keyword: z.string().trim().max(100).optional(),
      batch_id: z.number().int().positive().optional(),
      page_index: z.number().int().min(1).default(1),
      page_size: z.number().int().min(1).max(API_PAGE_SIZE_MAX).default(PAGE_SIZE),
    }),
    response: z.object({ page_data: z.object({ data: z.array(transferOrderSchema), total_count: z.number() }) }),
  }),
  'Remittance/GetOrderDetail': defineCall({
    access: merchant('marketplace'),
    summary: "One transfer order of the merchant; another merchant's is not found.",
    request: z.object(orderRef),
    response: orderAnswer,
  }),
  'Remittance/GetOrderReceipt': defineCall({
    access: merchant('marketplace'),
    summary:
      'The PDF receipt of a completed order in the user’s language (Chinese set in a CJK font): the order, the ' +
      'amounts, rate, fee and GST, the recipient and the dates. Returns a download link (valid one hour) as filepath.',
    request: z.object(orderRef),
    response: z.object({ filepath: z.string(), file_name: z.string() }),
  }),
};

/**
 * Shapes of the transactions area (second document, section 3): the list filter, a transaction row (a payment or
 * a refund, told apart by turnover_type) and a refund. Amounts are major units of the transaction's currency,
 * positive for both payments and refunds; rates are fractions; times `YYYY-MM-DD HH:mm:ss` in the merchant's time
 * zone.
 */
import { z } from 'zod';
import { API_PAGE_SIZE_MAX, PAGE_SIZE } from '../constants.ts';
import { TURNOVER_TYPE } from '../lookups/turnover-types.ts';

/** The most stores or channels a filter may name (the spec's option selects show at most 301 options). */
export const FILTER_LIST_MAX = 301;

const id = z.number().int().positive();
/** One id or a list of them (the spec calls the field a list; a single id is read as a list of one). */
const idList = z
  .union([z.array(id).max(FILTER_LIST_MAX), id])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .optional();
/** Checked by `dateRangeProblem` (date-filter.ts) on the server, which knows the merchant's "today". */
export const filterDate = z
  .string({ error: 'transactions.date_required' })
  .trim()
  .min(1, 'transactions.date_required')
  .max(19);

export const turnoverTypeFilter = z
  .union([z.literal(TURNOVER_TYPE.pay), z.literal(TURNOVER_TYPE.refund), z.literal(TURNOVER_TYPE.all)])
  .optional();

/** The filters of transactionlist_report and export_transaction_list_report. */
export const transactionFilterFields = {
  merchant_id: id,
  begin_time: filterDate,
  end_time: filterDate,
  /** 1 oldest first, 2 newest first. */
  sort_type: z.union([z.literal(1), z.literal(2)]).default(2),
  /** Stores; a cashier's list is cut to their own store. */
  branch_id: idList,
  /** 1 payments, 2 refunds, 65535 (or none) both. */
  turnover_type: turnoverTypeFilter,
  /** A currency id (1 AUD, 2 USD ...). */
  currency: id.optional(),
  payment_channel_id: idList,
  /**
   * Status chips (issue 13 §3): payments paid and not refunded, partly refunded or wholly refunded; refunds that
   * failed. A payment status leaves refunds out, and refund_failed payments.
   */
  status_filter: z.enum(['paid', 'partly_refunded', 'refunded', 'refund_failed']).optional(),
  /** A payment's or a refund's number; a payment's number also finds its refunds. */
  transaction_number: z.string().trim().min(1, 'transactions.number_required').max(64).optional(),
};

export const pageFields = {
  page_index: z.number().int().min(1).default(1),
  page_size: z.number().int().min(1).max(API_PAGE_SIZE_MAX).default(PAGE_SIZE),
};

const amount = z.number();
const text = z.string();

export const transactionSchema = z.object({
  /** The payment's id (turnover type 1) or the refund's (2). */
  transaction_id: z.number(),
  transaction_number: text,
  turnover_type: z.number(),
  /** "Payment" / "Refund", in the caller's language. */
  type: text,
  /** When it happened: a payment's pay time, a refund's creation. */
  transaction_datetime: text,
  /** The payment's pay time (for a refund: of the payment refunded). */
  pay_time: text,
  create_date_time: text,
  /** Store id and name. */
  branch: z.number(),
  branch_name: text,
  /** The payment's note, or a refund's reason. */
  note: text.nullable(),
  /** The order amount (a refund: the amount refunded). */
  transaction_amount: amount,
  /** What the customer paid, surcharge included (a refund: the amount refunded). */
  gross_amount: amount,
  /** A payment: gross − merchant fee. A refund: what left the merchant's funds (amount − fee given back). */
  clearing_amount: amount,
  /** A payment: refunded so far. A refund: its amount. */
  refund_amount: amount,
  /** A payment: gross − refunded (0 for a refund): above 0 means it can be refunded. */
  refundable_amount: amount,
  /** In the pay currency (CNY for WeChat Pay and Alipay, and for UnionPay paid in CNY). */
  pay_amount: amount,
  /** Currency id, ISO code, and the pay currency's ISO code. */
  currency: z.number(),
  currency_number: text,
  pay_currency: text,
  /** CNY per unit of the currency, when the customer paid in CNY. */
  exchange_rate: z.number().nullable(),
  payment_channel_id: z.number(),
  payment_channel: text,
  payment_channel_number: text,
  /** Source type 1–9 (Branch_H5 … Api_App) and its name in the caller's language ("Store QR pay page"). */
  source_id: z.number(),
  source_name: text,
  merchant_fee_rate: z.number(),
  /** A payment: the merchant fee. A refund: the part of the fee given back. */
  merchant_fee_amount: amount,
  /** The flat fee of card channels 9 and 10, part of merchant_fee_amount. */
  flat_fee_amount: amount,
  surcharge_rate: z.number(),
  surcharge_amount: amount,
  is_cardpay: z.boolean(),
  /** Masked: first 6 and last 4 digits only. */
  cardholder_number: text.nullable(),
  subject: text.nullable(),
  /** Status 1 paid, 2 partly refunded, 3 refunded (payments); 1 succeeded, 2 failed (refunds). */
  status: z.number(),
  status_name: text,
  payment_channel_transaction_id: text,
  out_transaction_id: text.nullable(),
  pos_no: text.nullable(),
  customer_name: text.nullable(),
  customer_phone: text.nullable(),
  /** The payment: itself, or the one a refund gives back. */
  payment_id: z.number(),
  payment_number: text,
});
export type Transaction = z.output<typeof transactionSchema>;

export const refundSchema = z.object({
  id: z.number(),
  number: text,
  /** The payment refunded: id and number. */
  transaction_id: z.number(),
  transaction_number: text,
  amount: amount,
  currency: z.number(),
  currency_number: text,
  /** 1 succeeded, 2 failed. */
  status: z.number(),
  status_name: text,
  payment_channel_id: z.number(),
  payment_channel: text,
  payment_channel_number: text,
  /** Taken (in part) from the merchant's global account. */
  is_refund_from_monix_account: z.boolean(),
  create_date_time: text,
  reason: text.nullable(),
  branch: z.number(),
  branch_name: text,
  /** A fee charged for refunding (none is charged today: 0). */
  refund_fee: amount,
  /** The part of the payment's merchant fee given back (none for card channels 9–16). */
  fee_returned_amount: amount,
  /** What left the merchant's funds: amount − fee given back. */
  real_refund_amount: amount,
});
export type Refund = z.output<typeof refundSchema>;

export const branchSchema = z.object({ id: z.number(), name: text, short_name: text, number: text });

/**
 * The calls of the payouts area (second document, sections 3 and 7; first document, section 7 for the dashboard's
 * Get_Clearing_Page): settlements (payouts) and their transactions, the daily summary and the monthly statement.
 * A settlement (clearing) covers one merchant, currency and finance day (the merchant-local date). Amounts are
 * major units of the settlement's currency; dates `YYYY-MM-DD` and times `YYYY-MM-DD HH:mm:ss` in the merchant's
 * time zone. Calls the spec describes without a literal name are named in its style (export_monthly_report).
 */
import { z } from 'zod';
import { API_PAGE_SIZE_MAX, PAGE_SIZE } from '../constants.ts';
import { calendarDateSchema } from './calendar-date.ts';
import { SETTLEMENT_STATUS } from '../statuses.ts';
import { defineCall, merchant } from './define.ts';

// Statuses live in statuses.ts; re-exported with the calls that carry it.
export { SETTLEMENT_STATUS };
/** The payouts list's settlement type filter: 0 all, 1 unsettled (status 1), 2 settled (status 2). */
export const SETTLEMENT_TYPE = { all: 0, unsettled: 1, settled: 2 } as const;
/**
 * The payouts list's "unlimited settlement" filter (settlement_method): 0 yes — every settlement cycle, T+1
 * normal and T+0 fast; 1 no — T+1 normal settlements only; 2 T+0 fast only.
 */
export const SETTLEMENT_METHOD = { unlimited: 0, normal: 1, fast: 2 } as const;
/** Where a settlement is paid: 1 the merchant's bank account (0.55 fee), 2 its global account (free). */
export const PAYOUT_TARGET = { bank: 1, globalAccount: 2 } as const;
/** The currencies of the monthly report dialog. */
export const MONTHLY_REPORT_CURRENCIES = ['AUD', 'USD'] as const;
/** The dashboard's clearing list and the daily summary default to the last this-many days. */
export const PAYOUTS_DEFAULT_DAYS = 7;
/** A filter date (`YYYY-MM-DD`, or a wire time whose date part counts). */
export const payoutsDateSchema = calendarDateSchema('payouts.date_invalid');

const merchantId = z.number().int().positive();
const optionalDate = payoutsDateSchema.optional();
const pageFields = {
  page_index: z.number().int().min(1).default(1),
  page_size: z.number().int().min(1).max(API_PAGE_SIZE_MAX).default(PAGE_SIZE),
  /** Ordered by finance date (lists) or time (transactions): 1 oldest first, 2 newest first. */
  sort_type: z.union([z.literal(1), z.literal(2)]).default(2),
};
const amount = z.number();

/** One settlement (payout), as the payouts list, the payout detail and the dashboard card show it. */
export const settlementSchema = z.object({
  id: z.number(),
  /** The settlement number (searchable as settlement_id). */
  settlement_id: z.string(),
  finance_date: z.string(),
  plan_settle_date: z.string(),
  actual_settle_date: z.string().nullable(),
  status: z.number(),
  currency_id: z.number(),
  /** ISO code. */
  currency: z.string(),
  /** Gross of the payments cleared. */
  payment_amount: amount,
  refund_amount: amount,
  /** Merchant fees of the payments, less the fees refunds gave back. */
  merchant_fee_amount: amount,
  /** payment − refund − merchant fee: what the day earned (shown while status is 1). */
  clear_amount: amount,
  /** Refunds of the day already paid out of the global account (not taken from the settlement again). */
  global_account_refund_amount: amount,
  /** The settlement (payout) fee: 0.55 to a bank account, 0 to a global account. */
  disburse_fee_amount: amount,
  /** The rate of the settlement cycle, a fraction (0.015 = 1.5 %): 0 for T+1, the T+0 fee rate for T+0. */
  settlement_rate: z.number(),
  /** The T+0 fee (settlement_rate × clear amount, rounded half up to the cent); 0 for T+1. */
  fast_fee_amount: amount,
  /** A returned T+0 payout: the returned-settlement fee (25 AUD); 0 otherwise. */
  return_fee_amount: amount,
  /** A T+1 clearing: the money of returned or refused T+0 payouts it pays again; 0 otherwise. */
  repaid_amount: amount,
  /** What is (to be) paid out: clear + global-account refunds + repaid − settlement fee − T+0 fee. */
  settle_amount: amount,
  /** The settlement amount the list shows once paid (equal to settle_amount). */
  settlement_amount: amount,
  /** Paid out so far: settle_amount once status is 2, else 0. */
  disburse_amount: amount,
  /** 1 T+1 normal, 2 T+0 fast. */
  settlement_method: z.number(),
  /** 1 bank account, 2 global account. */
  payout_target: z.number(),
  transaction_count: z.number().int(),
});
export type Settlement = z.output<typeof settlementSchema>;

/** One transaction of a settlement; a refund's amounts are negative, so the rows add up to the clear amount. */
export const clearingTransactionSchema = z.object({
  transaction_id: z.number(),
  transaction_number: z.string(),
  transaction_datetime: z.string(),
  /** 1 payment, 2 refund. */
  turnover_type: z.number(),
  amount: amount,
  merchant_fee_amount: amount,
  clear_amount: amount,
  payment_channel_id: z.number(),
  payment_channel: z.string(),
  branch_name: z.string(),
});
export type ClearingTransaction = z.output<typeof clearingTransactionSchema>;

/**
 * The account a payout went to (the one in force when it was cleared): a bank account (bank name, BSB, account
 * name, the number masked but for its last 4 digits) or the global account (its number).
 */
export const payoutAccountSchema = z.object({
  /** 1 bank account, 2 global account. */
  settlement_type: z.number(),
  bank_name: z.string(),
  bsb_number: z.string(),
  account_name: z.string(),
  account_number: z.string(),
  global_account_number: z.string(),
});
export type PayoutAccount = z.output<typeof payoutAccountSchema>;

/** A payout as a reference: the settlement a returned T+0 payout was paid again in, for instance. */
export const payoutRefSchema = z.object({
  /** The settlement's id and number; null for a member who may not open payouts (a cashier). */
  id: z.number().nullable(),
  settlement_id: z.string().nullable(),
  /** SETTLEMENT_STATUS: 1 pending, 2 paid, 3 returned, 4 failed. */
  status: z.number(),
  plan_settle_date: z.string(),
  actual_settle_date: z.string().nullable(),
});
export type PayoutRef = z.output<typeof payoutRefSchema>;

/** A payout's own story (clearing_detail): when it was cleared, whether it came back, who paid it again. */
export const payoutStorySchema = z.object({
  cleared_at: z.string(),
  returned_at: z.string().nullable(),
  /** A returned or failed T+0 payout: the T+1 clearing that paid its money again. */
  repaid_by: payoutRefSchema.nullable(),
  /** A T+1 clearing: the returned or failed T+0 payouts whose money it pays again. */
  repays: z.array(payoutRefSchema),
});
export type PayoutStory = z.output<typeof payoutStorySchema>;

export const dailySummaryRowSchema = z.object({
  /** The merchant-local day, `YYYY-MM-DD`. */
  transaction_datetime: z.string(),
  /** Payments and (succeeded) refunds of the day. */
  transaction_count: z.number().int(),
  payment_count: z.number().int(),
  refund_count: z.number().int(),
  payment_amount: amount,
  refund_amount: amount,
  /** Merchant fees less the fees refunds gave back. */
  merchant_fee_amount: amount,
  /** Net sales: payment − refund − merchant fee. */
  receivable_amount: amount,
});
export type DailySummaryRow = z.output<typeof dailySummaryRowSchema>;

/** A payout on the balance page: what it pays, when it is expected (or was paid), and where. */
export const balancePayoutSchema = z.object({
  id: z.number(),
  settlement_id: z.string(),
  finance_date: z.string(),
  plan_settle_date: z.string(),
  actual_settle_date: z.string().nullable(),
  /** 1 T+1, 2 T+0. */
  settlement_method: z.number(),
  /** What is (to be) paid out, after the settlement fee and the T+0 fee. */
  settle_amount: amount,
  settlement_account: payoutAccountSchema.nullable(),
});
export type BalancePayout = z.output<typeof balancePayoutSchema>;

/** The balance of one currency: collected and not in a payout, in payouts on their way, and paid recently. */
export const currencyBalanceSchema = z.object({
  currency_id: z.number(),
  currency: z.string(),
  collected: z.object({
    /** The merchant's unsettled funds in the ledger: what the next T+1 clearing takes (Get_Total_Balance). */
    amount: amount,
    /** Of the payments and successful refunds no payout took yet: their counts and sums. */
    payment_count: z.number().int(),
    payment_amount: amount,
    refund_count: z.number().int(),
    refund_amount: amount,
    merchant_fee_amount: amount,
    /** payment − refund − merchant fee of those. */
    net_amount: amount,
    /**
     * amount − net: refunds in progress or paid from the global account, returned payouts to be paid again.
     * 0 when none.
     */
    other_amount: amount,
    /** The finance days those transactions span (null: none). */
    first_date: z.string().nullable(),
    last_date: z.string().nullable(),
  }),
  on_the_way: z.object({
    /** Pending payouts (status 1): cleared, not yet paid. */
    amount: amount,
    count: z.number().int(),
    payouts: z.array(balancePayoutSchema),
  }),
  paid: z.object({
    /** Paid payouts (status 2) of finance dates from..to (the last BALANCE_PAID_DAYS days). */
    amount: amount,
    count: z.number().int(),
    from: z.string(),
    to: z.string(),
    payouts: z.array(balancePayoutSchema),
  }),
});
export type CurrencyBalance = z.output<typeof currencyBalanceSchema>;

/** The balance page's paid figure covers payouts of this many finance days, today included. */
export const BALANCE_PAID_DAYS = 30;
/** The balance page lists at most this many payouts per group (the figures count them all). */
export const BALANCE_PAYOUTS_SHOWN = 5;

const settlementFilterFields = {
  merchant_id: merchantId,
  /** A settlement number (or its id); exact match. */
  settlement_id: z
    .union([z.string().trim().min(1, 'payouts.number_required').max(32), z.number().int().positive()])
    .optional(),
  /** true: only settlements paying out more than 0. */
  amount_is_plus: z.boolean().optional(),
  status: z
    .union([
      z.literal(SETTLEMENT_STATUS.pending),
      z.literal(SETTLEMENT_STATUS.paid),
      z.literal(SETTLEMENT_STATUS.returned),
      z.literal(SETTLEMENT_STATUS.failed),
    ])
    .optional(),
  page_index: pageFields.page_index,
  page_size: pageFields.page_size,
  sort_type: pageFields.sort_type,
};

export const payoutsCalls = {
  get_settlement_report_list: defineCall({
    access: merchant('payout'),
    summary:
      'Settlements (payouts) of the merchant, one page, ordered by finance date (newest first unless sort_type 1). ' +
      'Filters: one or more date ranges (finance, planned or actual settle date; start not after end, at most 365 ' +
      'days; finance and actual dates at most one day ahead), status, settlement_type (0 all, 1 unsettled, 2 ' +
      'settled), settlement_method (0 unlimited: every cycle; 1 T+1 only; 2 T+0 only — none exist yet), currency, ' +
      'settlement number.',
    request: z.object({
      ...settlementFilterFields,
      finance_start_date: optionalDate,
      finance_end_date: optionalDate,
      plan_settle_start_date: optionalDate,
      plan_settle_end_date: optionalDate,
      actual_settle_start_date: optionalDate,
      actual_settle_end_date: optionalDate,
      settlement_method: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(SETTLEMENT_METHOD.unlimited),
      settlement_type: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(SETTLEMENT_TYPE.all),
      /** A currency id (1 AUD, 2 USD …). */
      currency: z.number().int().positive().optional(),
    }),
    response: z.object({ page_data: z.object({ data: z.array(settlementSchema), total_count: z.number().int() }) }),
  }),
  clearing_detail: defineCall({
    access: merchant('payoutDetail'),
    summary:
      'One settlement (clearing_id: its id) with its totals, and one page of its transactions (payments and ' +
      "refunds; a refund's amounts negative), by time (sort_type 1 oldest first, 2 newest first); begin_time and " +
      'end_time, when given, narrow the transactions to that time range. settlement_account: the account it was ' +
      'paid to (in force when it was cleared): bank name, BSB, account name and masked number, or the global account.',
    request: z.object({
      merchant_id: merchantId,
      clearing_id: z.number().int().positive(),
      begin_time: z.string().trim().max(19).optional(),
      end_time: z.string().trim().max(19).optional(),
      ...pageFields,
    }),
    response: z.object({
      settlement: settlementSchema,
      /** Where it was paid (or is to be paid). */
      settlement_account: payoutAccountSchema.nullable(),
      page_data: z.object({ data: z.array(clearingTransactionSchema), total_count: z.number().int() }),
      /** Cleared when, returned when, paid again in which clearing (issue 13 §2). */
      story: payoutStorySchema,
    }),
  }),
  Get_Clearing_Page: defineCall({
    access: merchant('dashboard'),
    summary:
      "The dashboard's settlements: one page, newest finance date first (sort_type 2), in one currency (currency_id; " +
      'default AUD), over the last 7 days by finance date unless a range is given. The first row is the latest ' +
      'settlement with its settle_amount and plan_settle_date (the expected date).',
    request: z.object({
      ...settlementFilterFields,
      clearing_id: z.number().int().positive().optional(),
      finance_date_start: optionalDate,
      finance_date_end: optionalDate,
      plan_settle_date_start: optionalDate,
      plan_settle_date_end: optionalDate,
      actual_settle_date_start: optionalDate,
      actual_settle_date_end: optionalDate,
      currency_id: z.number().int().positive().default(1),
    }),
    response: z.object({ page_data: z.object({ data: z.array(settlementSchema), total_count: z.number().int() }) }),
  }),
  daily_summary_report: defineCall({
    access: merchant('dailySummary'),
    summary:
      'Payments and refunds per merchant-local day of a date range (start not after end, at most 365 days, at most ' +
      'one day ahead) in one currency: count, payment, refund, merchant fee and net sales (receivable), one page ' +
      'of days that have transactions, newest first unless sort_type 1, with the totals of the whole range. ' +
      'branch_id and pos_no narrow it to a store or a POS terminal; a cashier sees their store only.',
    request: z.object({
      merchant_id: merchantId,
      begin_time: payoutsDateSchema,
      end_time: payoutsDateSchema,
      ...pageFields,
      /** A store id, or a list of them. */
      branch_id: z
        .union([z.array(z.number().int().positive()).max(301), z.number().int().positive()])
        .transform((value) => (Array.isArray(value) ? value : [value]))
        .optional(),
      pos_no: z.string().trim().min(1).max(64).optional(),
      currency_id: z.number({ error: 'payouts.currency_required' }).int().positive('payouts.currency_required'),
    }),
    response: z.object({
      page_data: z.object({ data: z.array(dailySummaryRowSchema), total_count: z.number().int() }),
      totals: dailySummaryRowSchema.omit({ transaction_datetime: true }),
    }),
  }),
  get_balance: defineCall({
    access: merchant('balance'),
    summary:
      "The merchant's balance per settlement currency (AUD, USD): collected and not yet in a payout (the ledger's " +
      'unsettled funds, with the counts and sums of the payments and refunds behind them), payouts on their way ' +
      '(pending: amount, expected date, the account they go to) and payouts paid of the last 30 finance days. ' +
      'Merchant-wide money: every store.',
    request: z.object({ merchant_id: merchantId }),
    response: z.object({ date: z.string(), currencies: z.array(currencyBalanceSchema) }),
  }),
  export_monthly_report: defineCall({
    access: merchant('transaction'),
    summary:
      'The monthly statement of a month that has ended (merchant time zone) in AUD or USD, as a PDF in the ' +
      "caller's language: the merchant's name, ABN and address, the month's totals, a table per payment channel " +
      "and one per day. Returns a download link (valid one hour) as filepath. A cashier's statement covers their store.",
    request: z.object({
      merchant_id: merchantId,
      year: z.number({ error: 'payouts.month_required' }).int().min(2000).max(2100),
      month: z
        .number({ error: 'payouts.month_required' })
        .int()
        .min(1, 'payouts.month_required')
        .max(12, 'payouts.month_required'),
      currency: z.enum(MONTHLY_REPORT_CURRENCIES, { error: 'payouts.currency_required' }),
    }),
    response: z.object({ filepath: z.string(), file_name: z.string() }),
  }),
} as const;

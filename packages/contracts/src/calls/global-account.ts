/**
 * The global account (issue 14 §1; second document §4 "History types", §5, §9): a balance per currency (available
 * and frozen), its history over the ledger's movements, top-ups by bank transfer (a unique reference, the receipt,
 * confirmed in the provider's console) and withdrawals to the settlement bank account with a verification code.
 * Page key `marketplace` (the application centre, roles 1 and 5). Amounts are major units of the row's currency; times `YYYY-MM-DD HH:mm:ss` in
 * the merchant's time zone.
 */
import { z } from 'zod';
import { API_PAGE_SIZE_MAX, PAGE_SIZE } from '../constants.ts';
import { TOP_UP_STATUS, WITHDRAWAL_STATUS } from '../statuses.ts';
import { calendarDateSchema } from './calendar-date.ts';
import { defineCall, merchant } from './define.ts';

export { TOP_UP_STATUS, WITHDRAWAL_STATUS };

/**
 * History types: the spec's 1 top-up, 2 withdraw, 4 send (remittances, a later part), and what else moves the
 * account: 5 a settlement paid into it (T+1/T+0 payouts routed to the global account), 6 a refund it paid, 7 any
 * other movement. (3 is not shown by the spec and left free.)
 */
export const HISTORY_TYPE = {
  topUp: 1,
  withdraw: 2,
  send: 4,
  settlement: 5,
  refund: 6,
  other: 7,
  conversion: 8,
} as const;
export type HistoryType = (typeof HISTORY_TYPE)[keyof typeof HISTORY_TYPE];
export const HISTORY_TYPES: readonly HistoryType[] = [1, 2, 4, 8, 5, 6, 7];

/** The receipt of a top-up: a PDF or an image under 10 MB (second document §5, §9). */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
/** A cash deposit (002 §9): frozen one month, 10 % deducted as the banknote service charge (parts per million). */
export const CASH_FREEZE_MONTHS = 1;
export const CASH_FEE_PPM = 100_000;
/** The history opens on the last this-many days. */
export const HISTORY_DEFAULT_DAYS = 30;
/** The verification code's purpose of a withdrawal (verification_codes.purpose; MSG_TYPE holds 1–8, others 9–11). */
export const WITHDRAW_MSG_TYPE = 14;
/** The approval flag the console sets on a top-up that was a cash deposit. */
export const TOP_UP_CASH_FLAG = 'is_cash';

const dateSchema = calendarDateSchema('global_account.date_invalid');
const currencyId = z.number({ error: 'global_account.currency_invalid' }).int().positive();
const amount = z
  .number({ error: 'global_account.amount_invalid' })
  .positive({ error: 'global_account.amount_invalid' })
  .max(1e12, { error: 'global_account.amount_invalid' });
const pageFields = {
  page_index: z.number().int().min(1).default(1),
  page_size: z.number().int().min(1).max(API_PAGE_SIZE_MAX).default(PAGE_SIZE),
};

export const balanceSchema = z.object({
  currency_id: z.number(),
  currency: z.string(),
  /** The account's number (16 digits). */
  account_number: z.string(),
  available: z.number(),
  frozen: z.number(),
  total: z.number(),
});

/** The provider's bank account merchants pay top-ups into, for a currency. */
export const collectionAccountSchema = z.object({
  currency_id: z.number(),
  bank_name: z.string(),
  account_name: z.string(),
  /** AU: the BSB; elsewhere null. */
  bsb: z.string().nullable(),
  account_number: z.string(),
  swift_code: z.string(),
});

export const topUpSchema = z.object({
  id: z.number(),
  reference: z.string(),
  currency_id: z.number(),
  currency: z.string(),
  amount: z.number(),
  status: z.number(),
  status_name: z.string(),
  has_receipt: z.boolean(),
  is_cash: z.boolean(),
  /** The banknote charge of a cash deposit (0 otherwise); the account is credited amount − fee. */
  fee: z.number(),
  frozen_until: z.string().nullable(),
  reject_reason: z.string().nullable(),
  create_date_time: z.string(),
  collection_account: collectionAccountSchema,
});
export type TopUp = z.output<typeof topUpSchema>;

export const historyRowSchema = z.object({
  /** The movement's id (a journal entry). */
  id: z.number(),
  type: z.number(),
  type_name: z.string(),
  currency_id: z.number(),
  currency: z.string(),
  /** Signed: money in positive, money out negative. */
  amount: z.number(),
  create_date_time: z.string(),
  /** The document's number or reference (top-up reference, settlement number, refund number …). */
  reference: z.string(),
});
export type HistoryRow = z.output<typeof historyRowSchema>;

export const historyDetailSchema = historyRowSchema.extend({
  status_name: z.string(),
  /** A top-up's banknote charge, a withdrawal's fee: 0 when none. */
  fee: z.number(),
  is_cash: z.boolean(),
  /** Frozen until (a cash deposit not yet released), else null. */
  frozen_until: z.string().nullable(),
  /** A withdrawal's bank account, masked; null otherwise. */
  bank_account: z.string().nullable(),
});

export const withdrawalSchema = z.object({
  id: z.number(),
  currency_id: z.number(),
  amount: z.number(),
  status: z.number(),
  status_name: z.string(),
  bank_account: z.string(),
  create_date_time: z.string(),
});

const merchantId = { merchant_id: z.number().int().positive() };

export const globalAccountCalls = {
  'GlobalAccounts/GetBalances': defineCall({
    access: merchant('marketplace'),
    summary:
      'The global account per currency of the list (second document §9): number, available, frozen (cash deposits ' +
      'in their month) and total; `is_used` is false for a merchant whose account never moved (the introduction).',
    request: z.object(merchantId),
    response: z.object({ is_used: z.boolean(), data: z.array(balanceSchema) }),
  }),
  'GlobalAccounts/GetHistory': defineCall({
    access: merchant('marketplace'),
    summary:
      'The movements of the global account between two merchant-local dates (start ≤ end, at most 365 days; default ' +
      `the last ${HISTORY_DEFAULT_DAYS}), one type and one currency or all, newest first, 10 per page.`,
    request: z.object({
      ...merchantId,
      begin_date: dateSchema.optional(),
      end_date: dateSchema.optional(),
      type: z
        .union(
          HISTORY_TYPES.map((type) => z.literal(type)),
          { error: 'global_account.type_invalid' },
        )
        .nullish(),
      currency_id: currencyId.nullish(),
      ...pageFields,
    }),
    response: z.object({
      page_data: z.object({ data: z.array(historyRowSchema), total_count: z.number() }),
      begin_date: z.string(),
      end_date: z.string(),
    }),
  }),
  'GlobalAccounts/GetHistoryDetail': defineCall({
    access: merchant('marketplace'),
    summary: 'One movement of the global account with its document (top-up, withdrawal, settlement, refund).',
    request: z.object({ ...merchantId, id: z.number().int().positive() }),
    response: z.object({ item: historyDetailSchema }),
  }),
  'GlobalAccounts/GetTopUps': defineCall({
    access: merchant('marketplace'),
    summary: 'The top-ups by bank transfer, newest first: those waiting for a receipt or review first on the page.',
    request: z.object({ ...merchantId, ...pageFields }),
    response: z.object({ page_data: z.object({ data: z.array(topUpSchema), total_count: z.number() }) }),
  }),
  'GlobalAccounts/CreateTopUp': defineCall({
    access: merchant('marketplace'),
    summary:
      'Opens a top-up by bank transfer: answers its unique reference (to quote on the transfer) and the provider’s ' +
      'collection account for the currency. Nothing is credited before the console confirms the receipt.',
    request: z.object({ ...merchantId, currency_id: currencyId, amount }),
    response: z.object({ top_up: topUpSchema }),
  }),
  'GlobalAccounts/SubmitTopUpReceipt': defineCall({
    access: merchant('marketplace'),
    summary:
      'Attaches the bank transfer’s receipt (an uploaded file: PDF or image under 10 MB, judged by content) to a ' +
      'top-up waiting for one (or rejected: a new receipt sends it back for review); it then waits in the console.',
    request: z.object({
      ...merchantId,
      top_up_id: z.number().int().positive(),
      file: z
        .string()
        .regex(/^[\w-]{16,64}$/, { error: 'global_account.receipt_required' })
        .meta({ examples: ['0123456789abcdef0123'] }),
    }),
    response: z.object({ top_up: topUpSchema }),
  }),
  'GlobalAccounts/GetWithdrawAccount': defineCall({
    access: merchant('marketplace'),
    summary:
      'Where a withdrawal in the currency goes: the settlement bank account in force (masked), or null when the ' +
      'currency has none; and the available balance.',
    request: z.object({ ...merchantId, currency_id: currencyId }),
    response: z.object({
      bank_account: z.object({ account_name: z.string(), bsb: z.string(), account_number: z.string() }).nullable(),
      available: z.number(),
    }),
  }),
  'GlobalAccounts/SendWithdrawCode': defineCall({
    access: merchant('marketplace'),
    summary: 'Sends the verification code of a withdrawal (bound to the currency and amount) to the caller.',
    request: z.object({ ...merchantId, currency_id: currencyId, amount }),
    response: z.object({ sent_to: z.string() }),
  }),
  'GlobalAccounts/Withdraw': defineCall({
    access: merchant('marketplace'),
    summary:
      'Withdraws to the settlement bank account in force: at most the available balance (locked), with the code; ' +
      'request_id is the client’s idempotency key (a retry answers the first withdrawal, no money moves twice).',
    request: z.object({
      ...merchantId,
      currency_id: currencyId,
      amount,
      code: z.string().optional(),
      request_id: z.string().trim().min(8).max(64),
    }),
    response: z.object({ withdrawal: withdrawalSchema }),
  }),
} as const;

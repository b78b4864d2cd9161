/**
 * The money side of the schema: the double-entry ledger, payments and refunds, settlements (payouts) and the
 * report aggregates maintained in the same transaction as the postings. Amounts are integer minor units (bigint),
 * rates parts per million, exchange rates micro-units (rate × 1 000 000).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { REFUND_STATUS, SETTLEMENT_STATUS, TOP_UP_STATUS } from '@mbo/contracts/statuses';

const minor = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** One account per owner, currency and kind. merchant_id 0 is the provider itself. */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    currencyId: smallint('currency_id').notNull(),
    kind: text('kind').notNull(),
  },
  (t) => [uniqueIndex('ledger_accounts_uq').on(t.merchantId, t.currencyId, t.kind)],
);

/**
 * Cached balances (sum of postings, debit positive), updated in the posting's transaction and checked against
 * the postings by a test. Each account's balance is spread over a few slots so that concurrent payments of one
 * merchant do not queue on one row; the balance is the sum of the slots. A refund locks every slot of the account
 * it draws on (in slot order) before it checks the balance.
 */
export const ledgerBalances = pgTable(
  'ledger_balances',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    slot: smallint('slot').notNull(),
    balanceMinor: minor('balance_minor'),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.slot] })],
);

/** A money movement. The idempotency key makes a retried movement land once. */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('journal_entries_idem_uq').on(t.merchantId, t.idempotencyKey)],
);

/** Immutable postings; the postings of an entry sum to zero per currency (checked by a trigger at commit). */
export const postings = pgTable(
  'postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    currencyId: smallint('currency_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  },
  (t) => [index('postings_entry_idx').on(t.entryId), index('postings_account_idx').on(t.accountId)],
);

/** A customer payment (turnover type 1). */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    storeId: integer('store_id').notNull(),
    number: text('number').notNull(),
    channelId: smallint('channel_id').notNull(),
    sourceType: smallint('source_type').notNull(),
    currencyId: smallint('currency_id').notNull(),
    /** The order amount, before surcharge (transaction_amount). */
    orderMinor: minor('order_minor'),
    surchargeRatePpm: integer('surcharge_rate_ppm').notNull().default(0),
    surchargeMinor: minor('surcharge_minor'),
    /** What the customer paid: order + surcharge (gross_amount). */
    grossMinor: minor('gross_minor'),
    feeRatePpm: integer('fee_rate_ppm').notNull().default(0),
    flatFeeMinor: minor('flat_fee_minor'),
    feeMinor: minor('fee_minor'),
    /** gross − fee (clearing_amount). */
    netMinor: minor('net_minor'),
    payCurrencyId: smallint('pay_currency_id').notNull(),
    payMinor: minor('pay_minor'),
    exchangeRateMicros: bigint('exchange_rate_micros', { mode: 'number' }),
    /** Sum of successful refunds; never above gross (checked). */
    refundedMinor: minor('refunded_minor'),
    channelTxnId: text('channel_txn_id').notNull(),
    /**
     * The channel adapter that confirmed the payment ('sandbox' for the sandbox channels). Unknown provenance counts
     * as sandbox: a deployment without the sandbox never settles such a payment.
     */
    confirmedBy: text('confirmed_by').notNull().default('sandbox'),
    outTxnId: text('out_txn_id'),
    cardMasked: text('card_masked'),
    posNo: text('pos_no'),
    customerName: text('customer_name'),
    customerPhone: text('customer_phone'),
    subject: text('subject'),
    note: text('note'),
    /** The merchant-local day the payment counts on (finance date). */
    financeDate: date('finance_date', { mode: 'string' }).notNull(),
    settlementId: bigint('settlement_id', { mode: 'number' }),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_channel_txn_uq').on(t.merchantId, t.channelId, t.channelTxnId),
    uniqueIndex('payments_number_uq').on(t.merchantId, t.number),
    index('payments_merchant_time_idx').on(t.merchantId, t.paidAt),
    index('payments_unsettled_idx')
      .on(t.merchantId, t.currencyId, t.financeDate)
      .where(sql`${t.settlementId} is null`),
    index('payments_settlement_idx').on(t.merchantId, t.settlementId),
    /** Finding a payment by the merchant's own transaction id (find_by_number). */
    index('payments_out_txn_idx').on(t.merchantId, t.outTxnId),
    check('payments_refund_within_gross', sql`${t.refundedMinor} >= 0 and ${t.refundedMinor} <= ${t.grossMinor}`),
  ],
);

/** A refund of (part of) a payment (turnover type 2). Status: REFUND_STATUS. */
export const refunds = pgTable(
  'refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id),
    storeId: integer('store_id').notNull(),
    number: text('number').notNull(),
    channelId: smallint('channel_id').notNull(),
    currencyId: smallint('currency_id').notNull(),
    amountMinor: minor('amount_minor'),
    /** The part of the payment's fee given back (none for card payments). */
    feeReturnedMinor: minor('fee_returned_minor'),
    /** What leaves the merchant's balance: amount − fee returned. */
    realRefundMinor: minor('real_refund_minor'),
    status: smallint('status').notNull(),
    reason: text('reason'),
    /** Taken (partly) from the merchant's global account (is_refund_from_monix_account). */
    fromGlobalAccount: boolean('from_global_account').notNull().default(false),
    idempotencyKey: text('idempotency_key').notNull(),
    financeDate: date('finance_date', { mode: 'string' }).notNull(),
    settlementId: bigint('settlement_id', { mode: 'number' }),
    createdByUserId: integer('created_by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refunds_idem_uq').on(t.merchantId, t.idempotencyKey),
    uniqueIndex('refunds_number_uq').on(t.merchantId, t.number),
    index('refunds_merchant_time_idx').on(t.merchantId, t.createdAt),
    index('refunds_payment_idx').on(t.merchantId, t.paymentId),
    // The transaction list counts from daily_stats, which holds succeeded refunds only; the others are counted here.
    index('refunds_not_succeeded_idx')
      .on(t.merchantId, t.createdAt)
      .where(sql`${t.status} <> ${sql.raw(String(REFUND_STATUS.succeeded))}`),
    index('refunds_unsettled_idx')
      .on(t.merchantId, t.currencyId, t.financeDate)
      .where(sql`${t.settlementId} is null`),
  ],
);

/** A settlement (payout) of one merchant, currency and finance day. Status 1 awaiting payout, 2 paid. */
export const settlements = pgTable(
  'settlements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    currencyId: smallint('currency_id').notNull(),
    financeDate: date('finance_date', { mode: 'string' }).notNull(),
    number: text('number').notNull(),
    paymentMinor: minor('payment_minor'),
    refundMinor: minor('refund_minor'),
    feeMinor: minor('fee_minor'),
    /** The fee for paying out (0.55 AUD to a bank, free to a global account). */
    settleFeeMinor: minor('settle_fee_minor'),
    /** payment − refund − fee (what the day earned: clear_amount). */
    netMinor: minor('net_minor'),
    /** net − settlement fee (what is paid out: settle_amount). */
    settleMinor: minor('settle_minor'),
    method: text('method').notNull().default('bank'),
    /** The settlement account the payout goes to (settlement_accounts); null: the global account by default. */
    settlementAccountId: bigint('settlement_account_id', { mode: 'number' }),
    /** SETTLEMENT_METHOD: 1 T+1 (a finance day's clearing), 2 T+0 (a same-day run's). */
    kind: smallint('kind').notNull().default(1),
    /** The T+0 fee (1.5 % working day, 2 % holiday, GST inclusive); 0 for T+1. settle = net − settle fee − this. */
    fastFeeMinor: minor('fast_fee_minor'),
    /** The T+0 run this clearing belongs to (its scheduled time); null for T+1. */
    runAt: timestamp('run_at', { withTimezone: true }),
    /** The T+0 fee rate applied (parts per million of the net); 0 for T+1. */
    fastFeeRatePpm: integer('fast_fee_rate_ppm').notNull().default(0),
    /** The instant-payment (NPP) reference a T+0 payout was sent with; null for T+1 and global-account payouts. */
    payoutReference: text('payout_reference'),
    /** When a T+0 payout was returned by the receiving bank (status 3) or refused by the network (status 4). */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    /** The returned-settlement fee (25 AUD, at most the payout) a returned T+0 payout cost; 0 otherwise. */
    returnFeeMinor: minor('return_fee_minor'),
    /** A returned or failed T+0 payout: the T+1 clearing that paid its money (less the return fee) again. */
    repaidBySettlementId: bigint('repaid_by_settlement_id', { mode: 'number' }),
    /** A T+1 clearing: the money of earlier returned or failed T+0 payouts it pays again (part of settle). */
    repaidMinor: minor('repaid_minor'),
    planSettleDate: date('plan_settle_date', { mode: 'string' }).notNull(),
    actualSettleDate: date('actual_settle_date', { mode: 'string' }),
    status: smallint('status').notNull().default(SETTLEMENT_STATUS.pending),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('settlements_day_uq')
      .on(t.merchantId, t.currencyId, t.financeDate)
      .where(sql`${t.kind} = 1`),
    uniqueIndex('settlements_fast_run_uq')
      .on(t.merchantId, t.currencyId, t.runAt)
      .where(sql`${t.kind} = 2`),
    uniqueIndex('settlements_number_uq').on(t.merchantId, t.number),
    index('settlements_plan_idx').on(t.status, t.planSettleDate),
    index('settlements_unrepaid_idx')
      .on(t.merchantId, t.currencyId)
      .where(sql`${t.status} in (3, 4) and ${t.repaidBySettlementId} is null`),
  ],
);

/**
 * Report aggregates per merchant-local day, maintained with the postings so that a report's cost follows the
 * number of buckets, not of transactions. `slot` spreads concurrent writers of one bucket over a few rows.
 */
export const dailyStats = pgTable(
  'daily_stats',
  {
    merchantId: integer('merchant_id').notNull(),
    currencyId: smallint('currency_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    storeId: integer('store_id').notNull(),
    channelId: smallint('channel_id').notNull(),
    slot: smallint('slot').notNull(),
    paymentCount: integer('payment_count').notNull().default(0),
    paymentMinor: minor('payment_minor'),
    refundCount: integer('refund_count').notNull().default(0),
    refundMinor: minor('refund_minor'),
    feeMinor: minor('fee_minor'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.currencyId, t.day, t.storeId, t.channelId, t.slot] })],
);

/** Payments per merchant-local hour (time distribution by hour). */
export const hourlyStats = pgTable(
  'hourly_stats',
  {
    merchantId: integer('merchant_id').notNull(),
    currencyId: smallint('currency_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    storeId: integer('store_id').notNull(),
    slot: smallint('slot').notNull(),
    paymentCount: integer('payment_count').notNull().default(0),
    paymentMinor: minor('payment_minor'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.currencyId, t.day, t.hour, t.storeId, t.slot] })],
);

/** Payments per price band per day (price-band distribution). */
export const bandStats = pgTable(
  'band_stats',
  {
    merchantId: integer('merchant_id').notNull(),
    currencyId: smallint('currency_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    band: smallint('band').notNull(),
    storeId: integer('store_id').notNull(),
    slot: smallint('slot').notNull(),
    paymentCount: integer('payment_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.currencyId, t.day, t.band, t.storeId, t.slot] })],
);

/** Transaction, refund and settlement numbers: sequences never lock, so concurrent payments do not queue on them. */
export const paymentNumberSeq = pgSequence('payment_number_seq');
export const refundNumberSeq = pgSequence('refund_number_seq');

/**
 * Money a merchant put into its global account (a bank transfer to the provider). The global account's own
 * screens come later; this document is what funds it, so every movement of the account has a document.
 */
/**
 * Top-ups of a merchant's global account (issue 14 §1). A merchant opens one (amount, currency, a unique reference
 * to quote on its bank transfer), uploads the transfer's receipt, and the provider's console credits it (or rejects
 * it with a reason). A cash deposit pays the banknote charge (fee_minor, 10 %) and stays frozen until frozen_until;
 * the release job moves it to the available balance and sets released_at. The demo seed records credited ones directly.
 */
export const globalAccountTopUps = pgTable(
  'global_account_top_ups',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    currencyId: smallint('currency_id').notNull(),
    amountMinor: minor('amount_minor'),
    /** The bank transfer's reference: a top-up is recorded once per reference. */
    reference: text('reference').notNull(),
    createdAt: createdAt(),
    status: smallint('status').notNull().default(TOP_UP_STATUS.credited),
    /** Set by the console on confirmation: a cash deposit (frozen a month, banknote charge). */
    isCash: boolean('is_cash').notNull().default(false),
    /** The banknote service charge of a cash deposit (the provider's fee); the merchant is credited amount − fee. */
    feeMinor: minor('fee_minor'),
    createdByUserId: integer('created_by_user_id'),
    /** The receipt (an uploaded_files token: a private onboarding-style file of the uploader). */
    receiptToken: text('receipt_token'),
    receiptAt: timestamp('receipt_at', { withTimezone: true }),
    reviewedByUserId: integer('reviewed_by_user_id'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectReasonEn: text('reject_reason_en'),
    rejectReasonZh: text('reject_reason_zh'),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    frozenUntil: timestamp('frozen_until', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('global_account_top_ups_ref_uq').on(t.merchantId, t.reference),
    index('global_account_top_ups_merchant_idx').on(t.merchantId, t.status),
    index('global_account_top_ups_review_idx')
      .on(t.receiptAt)
      .where(sql`${t.status} = ${sql.raw(String(TOP_UP_STATUS.underReview))}`),
    index('global_account_top_ups_frozen_idx')
      .on(t.frozenUntil)
      .where(sql`${t.frozenUntil} is not null and ${t.releasedAt} is null`),
    check('global_account_top_ups_positive', sql`${t.amountMinor} > 0`),
    check('global_account_top_ups_fee', sql`${t.feeMinor} >= 0 and ${t.feeMinor} < ${t.amountMinor}`),
    check('global_account_top_ups_status', sql`${t.status} between 1 and 4`),
  ],
);

/**
 * International money transfer (issue 14; second document §3 "Recipient", "Transfer order"): the merchant's
 * recipients, its transfer orders and their batches.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { fxQuotes } from './schema-fx.ts';
import { merchants, users } from './schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A recipient of a merchant: kind 1 a user of the product (user_id; paid free and in seconds), kind 2 a bank account
 * (payment_network and its bank fields, verified by the bank when added or changed). `name` is what lists show and
 * search: a person's "first middle last", a business's name, a product user's masked name (their real name is
 * theirs, not the merchant's). Deleting sets deleted_at: the row stays for the orders that name it.
 */
export const recipients = pgTable(
  'recipients',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** RECIPIENT_TYPE: 1 person, 2 business or charity. */
    type: smallint('type').notNull(),
    /** RECIPIENT_KIND: 1 product user, 2 bank account. */
    kind: smallint('kind').notNull(),
    currencyId: smallint('currency_id').notNull(),
    /** PAYMENT_NETWORK (1 local, 2 SWIFT, 3 bank transfer, 4 SEPA); null for a product user. */
    paymentNetwork: smallint('payment_network'),
    userId: integer('user_id').references(() => users.id),
    /** A product user's phone or e-mail as found, masked ("+61 ******5678"): what the merchant may see of it. */
    userAccount: text('user_account'),
    name: text('name').notNull(),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    companyName: text('company_name'),
    /** ISO 3166 alpha-2. */
    country: text('country'),
    province: text('province'),
    city: text('city'),
    street: text('street'),
    postCode: text('post_code'),
    mail: text('mail'),
    bankName: text('bank_name'),
    branchProvince: text('branch_province'),
    branchCity: text('branch_city'),
    bsb: text('bsb'),
    bic: text('bic'),
    /** The account number, Chinese bank card number or IBAN (compact, upper case). */
    accountNumber: text('account_number'),
    comment: text('comment'),
    /** The bank verification's reference (the adapter's), when a bank account was verified. */
    verificationRef: text('verification_ref'),
    verifiedAt: at('verified_at'),
    createdByUserId: integer('created_by_user_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    index('recipients_merchant_list_idx')
      .on(t.merchantId, t.id)
      .where(sql`${t.deletedAt} is null`),
    check(
      'recipients_kind_fields',
      sql`(${t.kind} = 1 and ${t.userId} is not null and ${t.paymentNetwork} is null and ${t.accountNumber} is null)
        or (${t.kind} = 2 and ${t.userId} is null and ${t.paymentNetwork} in (1, 2, 3, 4) and ${t.accountNumber} is not null)`,
    ),
    check('recipients_type', sql`${t.type} in (1, 2)`),
  ],
);

const minor = (name: string) => bigint(name, { mode: 'number' });

/**
 * A batch payment (issue 14 §4): an uploaded XLSX/CSV of many payments, every row validated (its errors kept per
 * row), priced as a whole (one rate per receive currency, honoured until `expires_at`) and paid as one approval:
 * paying it creates and pays one transfer order per valid row. `rows` and `pricing` are the validation's and the
 * quote's results as the batch call answered them.
 */
export const transferBatches = pgTable(
  'transfer_batches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    number: text('number').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    fileName: text('file_name').notNull(),
    sendCurrencyId: smallint('send_currency_id').notNull(),
    rowCount: integer('row_count').notNull(),
    validCount: integer('valid_count').notNull(),
    /** 1 validated (waiting for approval), 2 paid, 99 closed (expired or replaced). */
    status: smallint('status').notNull().default(1),
    rows: jsonb('rows').notNull(),
    pricing: jsonb('pricing').notNull(),
    totalSendMinor: minor('total_send_minor').notNull(),
    totalFeeMinor: minor('total_fee_minor').notNull(),
    expiresAt: at('expires_at').notNull(),
    payIdempotencyKey: text('pay_idempotency_key'),
    paidAt: at('paid_at'),
    paidByUserId: integer('paid_by_user_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('transfer_batches_number_uq').on(t.merchantId, t.number),
    index('transfer_batches_merchant_idx').on(t.merchantId, t.createdAt),
  ],
);

/**
 * A transfer order (002 §3 "Transfer order", §4 statuses; contracts/remittance/order-flow.ts): what the merchant
 * sends (send currency and amount, plus the fee), what the recipient gets (receive currency and amount, at the rate
 * of its quote), to whom, why, and where it is in its life. The money moves in the ledger under entries keyed by the
 * order's id (ARCHITECTURE.md, "Remittance"). Amounts are minor units of their currency.
 */
export const transferOrders = pgTable(
  'transfer_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** "RM" and ten digits of the id: the number shown, on the receipt and in the history. */
    number: text('number')
      .notNull()
      .generatedAlwaysAs(sql`'RM' || lpad(id::text, 10, '0')`),
    idempotencyKey: text('idempotency_key').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    recipientId: bigint('recipient_id', { mode: 'number' })
      .notNull()
      .references(() => recipients.id),
    /** RECIPIENT_KIND of the recipient when the order was made; a product user's merchant receives the money. */
    recipientKind: smallint('recipient_kind').notNull(),
    recipientMerchantId: integer('recipient_merchant_id').references(() => merchants.id),
    paymentNetwork: smallint('payment_network'),
    /** TRANSFER_SPEED: 1 Fast, 2 Advanced (after the switch when the recipient does not support Fast). */
    speed: smallint('speed').notNull(),
    sendCurrencyId: smallint('send_currency_id').notNull(),
    sendMinor: minor('send_minor').notNull(),
    receiveCurrencyId: smallint('receive_currency_id').notNull(),
    receiveMinor: minor('receive_minor').notNull(),
    /** FX_FIXED_SIDE: which amount the user gave. */
    fixedSide: smallint('fixed_side').notNull(),
    /** The FX quote priced into the order (cross-currency, single payments); null for the same currency or a batch. */
    quoteId: bigint('quote_id', { mode: 'number' }).references(() => fxQuotes.id),
    /** The customer and mid rates (receive units per send unit, ×10^10); 10^10 for the same currency. */
    rateE10: bigint('rate_e10', { mode: 'number' }).notNull(),
    midRateE10: bigint('mid_rate_e10', { mode: 'number' }).notNull(),
    spreadPpm: integer('spread_ppm').notNull().default(0),
    /** When the price stops being honoured (the quote's or the batch's expiry); null when nothing is converted. */
    priceExpiresAt: at('price_expires_at'),
    /** The fee in the send currency, GST-inclusive; 0 when waived (fee_waiver). */
    feeMinor: minor('fee_minor').notNull(),
    /** FEE_WAIVER: 0 none, 1 the first remittance, 2 a product user. */
    feeWaiver: smallint('fee_waiver').notNull().default(0),
    /** The amount in CNY fen the limit was judged by. */
    cnyEquivalentMinor: minor('cny_equivalent_minor').notNull(),
    reason: smallint('reason').notNull(),
    notifyEmail: text('notify_email').notNull(),
    reference: text('reference').notNull(),
    /** SEND_PAYMENT_METHOD once the user chose how to pay. */
    paymentMethod: smallint('payment_method'),
    /** REMITTANCE_STATUS (order-flow.ts). */
    status: smallint('status').notNull().default(1),
    /** When an unpaid order closes by itself (the payment window). */
    payBy: at('pay_by').notNull(),
    /** The bank-transfer receipt (uploaded file token) and the POLi sandbox redirect's token. */
    receiptToken: text('receipt_token'),
    receiptAt: at('receipt_at'),
    poliToken: text('poli_token'),
    /** The payout network's reference and its answer. */
    networkRef: text('network_ref'),
    /** REMITTANCE_CLOSED_REASON when closed. */
    closedReason: smallint('closed_reason'),
    /** The abnormal-handling fee taken from a returned transfer, receive currency (002 §9: 25 AUD). */
    abnormalFeeMinor: minor('abnormal_fee_minor').notNull().default(0),
    batchId: bigint('batch_id', { mode: 'number' }).references(() => transferBatches.id),
    /** Whether the completion/failure message went out (the network job sends it once). */
    notified: boolean('notified').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
    processingAt: at('processing_at'),
    completedAt: at('completed_at'),
    endedAt: at('ended_at'),
  },
  (t) => [
    uniqueIndex('transfer_orders_idem_uq').on(t.merchantId, t.idempotencyKey),
    uniqueIndex('transfer_orders_number_uq').on(t.number),
    index('transfer_orders_merchant_idx').on(t.merchantId, t.createdAt),
    index('transfer_orders_unpaid_idx')
      .on(t.payBy)
      .where(sql`${t.status} = 1`),
    index('transfer_orders_active_idx')
      .on(t.status, t.processingAt)
      .where(sql`${t.status} in (2, 3)`),
    index('transfer_orders_returning_idx')
      .on(t.completedAt)
      .where(sql`${t.status} = 4 and ${t.networkRef} like '%-R'`),
    index('transfer_orders_batch_idx')
      .on(t.batchId)
      .where(sql`${t.batchId} is not null`),
    /** The first remittance is free once: one live order per merchant may carry the first-remittance waiver. */
    uniqueIndex('transfer_orders_first_free_uq')
      .on(t.merchantId)
      .where(sql`${t.feeWaiver} = 1 and ${t.status} in (1, 2, 3, 4, 6)`),
    check('transfer_orders_amounts', sql`${t.sendMinor} > 0 and ${t.receiveMinor} > 0 and ${t.feeMinor} >= 0`),
    check('transfer_orders_status', sql`${t.status} in (1, 2, 3, 4, 6, 7, 99)`),
  ],
);

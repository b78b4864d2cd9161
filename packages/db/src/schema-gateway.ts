/**
 * The edges that make money flow: orders (from the pay page and the merchant API), the sandbox channels' own
 * books, the merchant API's keys, nonces and idempotency records, and signed notifications with their delivery log.
 * Amounts are integer minor units; every tenant table leads its keys with merchant_id.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ORDER_STATUS, SANDBOX_STATUS, WEBHOOK_STATUS } from '@mbo/contracts/statuses';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * An order: what a customer is asked to pay, before a channel says it is paid. Status 1 pending, 2 paid,
 * 3 failed, 4 cancelled, 5 expired. When paid, `payment_id` names the payment the payment path recorded.
 */
export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    storeId: integer('store_id').notNull(),
    /** Our order number (public, shown to the merchant). */
    number: text('number').notNull(),
    /** The unguessable token of the order's pay URL. */
    payToken: text('pay_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /** The merchant's own order id (API orders); unique per merchant. */
    outTradeNo: text('out_trade_no'),
    /**
     * The Idempotency-Key of the /v1/ request that created the order: a retry whose first attempt created the order
     * but died before storing its answer is answered this order (found by out_trade_no, then this key compared).
     */
    idempotencyKey: text('idempotency_key'),
    /** 1–9: Branch_H5 … Api_App. */
    sourceType: smallint('source_type').notNull(),
    /** Chosen when the customer (or the API call) picks a channel. */
    channelId: smallint('channel_id'),
    currencyId: smallint('currency_id').notNull(),
    orderMinor: bigint('order_minor', { mode: 'number' }).notNull(),
    status: smallint('status').notNull().default(ORDER_STATUS.pending),
    subject: text('subject'),
    note: text('note'),
    customerName: text('customer_name'),
    customerPhone: text('customer_phone'),
    notifyUrl: text('notify_url'),
    returnUrl: text('return_url'),
    /** The channel's transaction id, once the order is sent to a channel. */
    channelTxnId: text('channel_txn_id'),
    paymentId: bigint('payment_id', { mode: 'number' }),
    failureReason: text('failure_reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_uq').on(t.merchantId, t.number),
    uniqueIndex('orders_out_trade_no_uq').on(t.merchantId, t.outTradeNo),
    uniqueIndex('orders_pay_token_uq').on(t.payToken),
    index('orders_pending_idx').on(t.status, t.expiresAt),
    /** The attempts list (order_attempts_list): one merchant's orders in a date range. */
    index('orders_merchant_time_idx').on(t.merchantId, t.createdAt),
  ],
);

/**
 * The sandbox channels' side of a payment: what a wallet app or card network would hold. Status 1 awaiting the
 * customer, 2 paid, 3 failed, 4 cancelled. Refunds are kept as a running total.
 */
export const sandboxTransactions = pgTable('sandbox_transactions', {
  channelTxnId: text('channel_txn_id').primaryKey(),
  channelId: smallint('channel_id').notNull(),
  merchantId: integer('merchant_id').notNull(),
  orderId: bigint('order_id', { mode: 'number' }).notNull(),
  currencyId: smallint('currency_id').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  refundedMinor: bigint('refunded_minor', { mode: 'number' }).notNull().default(0),
  status: smallint('status').notNull().default(SANDBOX_STATUS.awaiting),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A merchant's API key: `key_id` is public (GetMerchantPublicKey, sent with every signed request); the secret is
 * stored encrypted (AES-256-GCM under a key derived from the server secret) because signature checks need it.
 * One active key per merchant; a rotation retires the previous one (`retired_at`).
 */
export const merchantApiKeys = pgTable(
  'merchant_api_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    keyId: text('key_id').notNull(),
    secretCiphertext: text('secret_ciphertext').notNull(),
    createdBy: integer('created_by'),
    /**
     * What the key may do (`API_KEY_SCOPES`: orders, refunds, read), chosen when it is issued. Keys issued before
     * scopes existed get orders and read: nobody keeps a refund right through a key they never proved it for.
     */
    scopes: text('scopes')
      .array()
      .notNull()
      .default(sql`'{orders,read}'::text[]`),
    createdAt: createdAt(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('merchant_api_keys_key_id_uq').on(t.keyId),
    uniqueIndex('merchant_api_keys_active_uq')
      .on(t.merchantId)
      .where(sql`${t.retiredAt} is null`),
  ],
);

/** A merchant's developer settings: the default notification URL. */
export const merchantApiSettings = pgTable('merchant_api_settings', {
  merchantId: integer('merchant_id').primaryKey(),
  notifyUrl: text('notify_url'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Nonces of signed API requests seen within the signature window; a reused nonce is refused. */
export const apiNonces = pgTable(
  'api_nonces',
  {
    merchantId: integer('merchant_id').notNull(),
    nonce: text('nonce').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.nonce] }), index('api_nonces_created_idx').on(t.createdAt)],
);

/**
 * Idempotency-Key records of the merchant API: the request's hash and, once answered, the answer replayed to a
 * retry with the same key and body. `response_status` null while the first request is in progress.
 */
export const apiIdempotencyKeys = pgTable(
  'api_idempotency_keys',
  {
    merchantId: integer('merchant_id').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: smallint('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.key] }), index('api_idempotency_created_idx').on(t.createdAt)],
);

/** Refunds asked for through the merchant API, by the merchant's own refund id. */
export const apiRefunds = pgTable(
  'api_refunds',
  {
    merchantId: integer('merchant_id').notNull(),
    outRefundNo: text('out_refund_no').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    refundId: bigint('refund_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.outRefundNo] })],
);

/**
 * A notification to a merchant's notify_url (an outbox row): `event_id` lets the receiver drop duplicates.
 * Status 1 pending, 2 delivered, 3 given up. Retried with backoff until delivered or out of attempts.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: text('event_id').notNull(),
    merchantId: integer('merchant_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    notifyUrl: text('notify_url').notNull(),
    status: smallint('status').notNull().default(WEBHOOK_STATUS.pending),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastHttpStatus: integer('last_http_status'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_events_event_id_uq').on(t.eventId),
    index('webhook_events_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = ${sql.raw(String(WEBHOOK_STATUS.pending))}`),
    index('webhook_events_merchant_idx').on(t.merchantId, t.createdAt),
  ],
);

/** One delivery attempt of a notification (the delivery log the merchant sees). */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    webhookEventId: bigint('webhook_event_id', { mode: 'number' })
      .notNull()
      .references(() => webhookEvents.id),
    attempt: integer('attempt').notNull(),
    httpStatus: integer('http_status'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    at: createdAt(),
  },
  (t) => [index('webhook_attempts_event_idx').on(t.webhookEventId)],
);

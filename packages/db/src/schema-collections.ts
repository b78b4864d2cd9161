/**
 * Collection orders (issue 14 §5, route `createCommodity`; second document §4 "Second scale"): a merchant asks an
 * overseas payer for an amount in a currency, paid by bank transfer into the provider's collection account with the
 * order's number as the reference; on completion the global account is credited (entry `collection:<id>`).
 * Statuses COLLECTION_STATUS: 3 unpaid, 5 processing (the payer says it paid), 10 completed, 99 closed.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchants } from './schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const collectionOrders = pgTable(
  'collection_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** "CO" and 10 characters of Crockford base 32: the payer quotes it on the transfer. Unique everywhere. */
    number: text('number').notNull(),
    /** The payer page's address (`/pay/c/<token>`): unguessable, not the number (which the payer writes down). */
    publicToken: text('public_token').notNull(),
    currencyId: smallint('currency_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** The collection fee, fixed when the order is created; the global account is credited amount − fee. */
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    payerName: text('payer_name'),
    payerEmail: text('payer_email'),
    status: smallint('status').notNull().default(3),
    /** The client's idempotency key: a retried create answers the first order. */
    requestId: text('request_id').notNull(),
    createdByUserId: integer('created_by_user_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** An unpaid order closes itself then (closed reason "expired"). */
    expiresAt: at('expires_at').notNull(),
    /** The payer reported the transfer (the sandbox's simulated transfer): 3 → 5. */
    paidAt: at('paid_at'),
    completedAt: at('completed_at'),
    /** The console reviewer who confirmed the funds (null: the sandbox's bank feed). */
    confirmedByUserId: integer('confirmed_by_user_id'),
    closedAt: at('closed_at'),
    /** COLLECTION_CLOSED_REASON: user, expired, not_received (the console found no funds). */
    closedReason: text('closed_reason'),
    closeNoteEn: text('close_note_en'),
    closeNoteZh: text('close_note_zh'),
  },
  (t) => [
    uniqueIndex('collection_orders_request_uq').on(t.merchantId, t.requestId),
    uniqueIndex('collection_orders_number_uq').on(t.number),
    uniqueIndex('collection_orders_token_uq').on(t.publicToken),
    index('collection_orders_merchant_idx').on(t.merchantId, t.createdAt),
    index('collection_orders_unpaid_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 3`),
    index('collection_orders_awaiting_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.status} in (3, 4, 5, 6)`),
    check(
      'collection_orders_amounts',
      sql`${t.amountMinor} > 0 and ${t.feeMinor} >= 0 and ${t.feeMinor} < ${t.amountMinor}`,
    ),
    check('collection_orders_status', sql`${t.status} in (3, 4, 5, 6, 10, 99)`),
    check(
      'collection_orders_closed',
      sql`(${t.status} = 99) = (${t.closedAt} is not null and ${t.closedReason} is not null)`,
    ),
    check('collection_orders_completed', sql`(${t.status} = 10) = (${t.completedAt} is not null)`),
  ],
);

/**
 * The global account's own documents (issue 14 §1) beside its top-ups (schema-money.ts): withdrawals to the
 * merchant's settlement bank account. Amounts in minor units of the row's currency.
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
import { WITHDRAWAL_STATUS } from '@mbo/contracts/statuses';
import { merchants } from './schema.ts';

/**
 * A withdrawal from the global account to the bank account in force for the currency: the money leaves the global
 * account in the row's transaction (entry `global_withdrawal:<id>`, global → payouts). Once per request id.
 */
export const globalAccountWithdrawals = pgTable(
  'global_account_withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    currencyId: smallint('currency_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    status: smallint('status').notNull().default(WITHDRAWAL_STATUS.sent),
    /** The settlement_accounts row in force when it was made, and the bank details as they were then. */
    settlementAccountId: integer('settlement_account_id').notNull(),
    accountName: text('account_name').notNull(),
    bsbNumber: text('bsb_number').notNull(),
    accountNumber: text('account_number').notNull(),
    /** The client's request id: a retried withdrawal is made once. */
    requestId: text('request_id').notNull(),
    createdByUserId: integer('created_by_user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('global_account_withdrawals_request_uq').on(t.merchantId, t.requestId),
    index('global_account_withdrawals_merchant_idx').on(t.merchantId, t.createdAt),
    check('global_account_withdrawals_positive', sql`${t.amountMinor} > 0`),
  ],
);

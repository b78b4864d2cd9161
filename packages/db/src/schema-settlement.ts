/**
 * Where a merchant's payouts go and when they are paid (issue 12 §1–§2; first document §2 "Settlement account",
 * "T+0 settlement", §4, §7): the settlement accounts in force over time per currency, and the T+0 same-day
 * settlement change requests whose approved ones make the T+0 configuration in force over time.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { FAST_SETTLE } from '@mbo/contracts/kyb/application-choices';
import { FAST_SETTLE_REQUEST_STATUS } from '@mbo/contracts/statuses';
import { merchants } from './schema.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Where one currency's payouts of a merchant go, from `effective_at` on: type 1 a bank account (name, BSB, number),
 * 2 the merchant's global account in that currency. Rows are never changed: a change is a new row, so the account
 * a past clearing used stays readable (settlements.settlement_account_id). The account in force at a time is the
 * latest row whose effective_at is not after it; no row at all means the global account (the spec's default).
 * A null effective_at is in force from the start (the account given at onboarding, and seeded accounts).
 */
export const settlementAccounts = pgTable(
  'settlement_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    currencyId: smallint('currency_id').notNull(),
    /** PAYOUT_TARGET: 1 bank, 2 global account. */
    type: smallint('type').notNull().default(1),
    accountName: text('account_name'),
    bsb: text('bsb'),
    accountNumber: text('account_number'),
    effectiveAt: timestamp('effective_at', { withTimezone: true }),
    /** The user who made the change (null when given at onboarding or seeded). */
    createdByUserId: integer('created_by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('settlement_accounts_in_force_idx').on(t.merchantId, t.currencyId, t.effectiveAt),
    check(
      'settlement_accounts_fields',
      sql`(${t.type} = 1 and ${t.accountName} is not null and ${t.bsb} is not null and ${t.accountNumber} is not null)
        or (${t.type} = 2 and ${t.accountName} is null and ${t.bsb} is null and ${t.accountNumber} is null)`,
    ),
  ],
);

/**
 * A T+0 change request ("MerchantSettlementConfigApple"): T+0 on or off, its range (working days, holidays) and
 * the fee rates it is priced at (parts per million, GST inclusive). Approved (status 1) it is in force from
 * `effective_at` (the 04:00 rule) until a later approved request's; the database keeps at most one request per
 * merchant under review (status 3).
 */
export const fastSettleRequests = pgTable(
  'fast_settle_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    billNo: text('bill_no').notNull(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    isFastSettle: smallint('is_fast_settle').notNull(),
    rangeWorkday: boolean('range_workday').notNull().default(false),
    rangeHoliday: boolean('range_holiday').notNull().default(false),
    workFeeRatePpm: integer('work_fee_rate_ppm').notNull(),
    everyFeeRatePpm: integer('every_fee_rate_ppm').notNull(),
    /** Who asked: 'merchant' (first document §6) or 'provider' (staff in the console). */
    source: text('source').notNull().default('merchant'),
    sourceUserId: integer('source_user_id'),
    sourceUserName: text('source_user_name').notNull().default(''),
    status: smallint('status').notNull().default(FAST_SETTLE_REQUEST_STATUS.underReview),
    /** The rejection reason in English and in Chinese. */
    reasonEn: text('reason_en'),
    reasonZh: text('reason_zh'),
    reviewedByStaffId: integer('reviewed_by_staff_id'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** When an approved request takes effect (04:00 merchant time, the day of approval or the next). */
    effectiveAt: timestamp('effective_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('fast_settle_requests_bill_no_uq').on(t.billNo),
    uniqueIndex('fast_settle_requests_one_pending_uq')
      .on(t.merchantId)
      .where(sql`${t.status} = ${sql.raw(String(FAST_SETTLE_REQUEST_STATUS.underReview))}`),
    index('fast_settle_requests_merchant_idx').on(t.merchantId, t.createdAt),
    index('fast_settle_requests_in_force_idx').on(t.merchantId, t.status, t.effectiveAt),
    check(
      'fast_settle_requests_range',
      sql`${t.isFastSettle} = ${sql.raw(String(FAST_SETTLE.no))} or ${t.rangeWorkday} or ${t.rangeHoliday}`,
    ),
    check('fast_settle_requests_status', sql`${t.status} in (1, 2, 3)`),
  ],
);

/** Captcha challenges already answered: a solved challenge opens one code send, never a second. */
export const captchaRedemptions = pgTable('captcha_redemptions', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

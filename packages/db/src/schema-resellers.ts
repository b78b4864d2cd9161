/**
 * Resellers (issue 15; second document, sections 1, 2 "Reseller onboarding", 5 and 6): organisations that bring
 * merchants. A reseller is level 1, created by the provider's console; its sub-resellers are level 2, created by it.
 * Each has its own users (members) and its base rates per channel and settlement period: the floor below which no
 * rate it gives (a sub-reseller's base rate, a merchant's rate) may go.
 *
 * Whose a merchant is: `merchants.reseller_id` and `merchant_applications.reseller_id` name the reseller whose
 * portfolio it is in (the level-1 itself, one of its sub-resellers, or the reseller whose sign-up link brought
 * the applicant); `users.referred_reseller_id` keeps that link's reseller until the user applies.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
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
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const resellerCodeSeq = pgSequence('reseller_code_seq', { startWith: 100001 });

export const resellers = pgTable(
  'resellers',
  {
    id: serial('id').primaryKey(),
    /** The reseller's public number: its sign-up link's `resellerid` and what its merchants see (R100001 …). */
    code: text('code')
      .notNull()
      .default(sql`'R' || nextval('reseller_code_seq')::text`),
    /** 1 a reseller (the provider's), 2 a sub-reseller (a reseller's). */
    level: smallint('level').notNull(),
    /** The superior: null for level 1, the level-1 reseller for level 2. */
    parentId: integer('parent_id').references((): AnyPgColumn => resellers.id),
    name: text('name').notNull(),
    /** The ABN (or unified social credit code), normalised like an application's. */
    businessNumber: text('business_number').notNull(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    /** Who created it: a console user (level 1) or a member of the superior (level 2). */
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    /** Set while the reseller is switched off: its members' calls are refused and its link signs nobody up. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('resellers_code_uq').on(t.code),
    index('resellers_parent_idx').on(t.parentId, t.id),
    check(
      'resellers_level_ck',
      sql`(${t.level} = 1 and ${t.parentId} is null) or (${t.level} = 2 and ${t.parentId} is not null)`,
    ),
  ],
);

/** A user's membership of a reseller: one reseller per user (a reseller's people work for that reseller). */
export const resellerMembers = pgTable('reseller_members', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  resellerId: integer('reseller_id')
    .notNull()
    .references(() => resellers.id),
  createdAt: createdAt(),
});

/**
 * Who removed whom from a reseller, and when (a member removed by another member of the same reseller). The
 * reseller's own record of people leaving (the console's audit log holds the provider staff's changes only); it also
 * lets a repeated removal answer "already removed" instead of "not found".
 */
export const resellerMemberRemovals = pgTable(
  'reseller_member_removals',
  {
    id: serial('id').primaryKey(),
    resellerId: integer('reseller_id')
      .notNull()
      .references(() => resellers.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    removedBy: integer('removed_by')
      .notNull()
      .references(() => users.id),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reseller_member_removals_idx').on(t.resellerId, t.userId)],
);

/**
 * A reseller's base rate for a channel and settlement period (`disburse_period_days`, as `merchant_channel_rates`:
 * 0 T+0, 1 T+1, 2 T+2): the floor for the rates it gives. Rates in parts per million; the card flat fee in AUD cents.
 */
export const resellerBaseRates = pgTable(
  'reseller_base_rates',
  {
    resellerId: integer('reseller_id')
      .notNull()
      .references(() => resellers.id),
    paymentChannelId: integer('payment_channel_id').notNull(),
    disbursePeriodDays: smallint('disburse_period_days').notNull(),
    ratePpm: integer('rate_ppm').notNull(),
    flatFeeMinor: bigint('flat_fee_minor', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.resellerId, t.paymentChannelId, t.disbursePeriodDays] }),
    check('reseller_base_rates_rate_ck', sql`${t.ratePpm} >= 0 and ${t.flatFeeMinor} >= 0`),
  ],
);

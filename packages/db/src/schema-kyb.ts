/**
 * Merchant applications (KYB, issue 11 §3; second document, section 3 "Merchant application (class number 001)")
 * and their drafts. The form itself is kept as validated JSON (`form`, the contracts' applicationSchema output):
 * it is read whole, never queried by field, and its shape follows the spec's form. What is queried or must be
 * unique has its own column: the owner, the status flags, the business number, the company name and country.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchants, users } from './schema.ts';
import { resellers } from './schema-resellers.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const merchantApplicationBillSeq = pgSequence('merchant_application_bill_seq');

export const merchantApplications = pgTable(
  'merchant_applications',
  {
    id: serial('id').primaryKey(),
    /** The application's number shown to the applicant (MA00000001 …). */
    billNo: text('bill_no')
      .notNull()
      .default(sql`'MA' || lpad(nextval('merchant_application_bill_seq')::text, 8, '0')`),
    classNumber: text('class_number').notNull().default('001'),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    /** The spec's flags; the status is derived from them (is_check_reject → 2, is_checked → 1, else 0). */
    isChecked: boolean('is_checked').notNull().default(false),
    isCheckReject: boolean('is_check_reject').notNull().default(false),
    countryId: smallint('country_id').notNull(),
    /** The ABN (Australia) or unified social credit code (China), without spaces, upper case. */
    businessNumber: text('business_number').notNull(),
    merchantName: text('merchant_name').notNull(),
    form: jsonb('form').notNull(),
    /** The rejection reason: `objection` in Chinese, `en_objection` in English. */
    objection: text('objection'),
    enObjection: text('en_objection'),
    /** The live merchant: made by the approval, or (the demo's Blue Gum Cafe) an unverified one the approval verifies. */
    merchantId: integer('merchant_id').references(() => merchants.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    /** The reseller whose portfolio the merchant joins: the adding reseller, its sub-reseller, or a sign-up link's. */
    resellerId: integer('reseller_id').references(() => resellers.id),
    /**
     * Set when a reseller's member added the application through the reseller's form (the level-1 reseller): the
     * owner is then that member, and the merchant admin named in the form becomes the merchant's super admin.
     */
    addedByResellerId: integer('added_by_reseller_id').references(() => resellers.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('merchant_applications_bill_no_uq').on(t.billNo),
    // One live (under review or approved) application per business number, whoever submits: the database decides
    // between two submits at once.
    uniqueIndex('merchant_applications_live_number_uq')
      .on(t.businessNumber)
      .where(sql`not ${t.isCheckReject}`),
    index('merchant_applications_owner_idx').on(t.ownerUserId, t.id),
    index('merchant_applications_reseller_idx')
      .on(t.resellerId, t.id)
      .where(sql`${t.resellerId} is not null`),
    index('merchant_applications_review_queue_idx')
      .on(t.submittedAt, t.id)
      .where(sql`not ${t.isChecked} and not ${t.isCheckReject}`),
  ],
);

/** A user's draft of a form class (001: the merchant application): the last save wins. */
export const applicationDrafts = pgTable(
  'application_drafts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    classNumber: text('class_number').notNull(),
    data: jsonb('data').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.classNumber] })],
);

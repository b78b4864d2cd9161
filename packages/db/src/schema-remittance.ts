/**
 * International money transfer (issue 14; second document §3 "Recipient", "Transfer order"): the merchant's
 * recipients (here), and later its transfer orders.
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
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

/**
 * Business loans (issue 12 §5; first document §2 "Loans", §3): a merchant's loan applications and its loans, which
 * the provider's staff record in the console. Amounts in minor units of the row's currency; rates in parts per
 * million (1.5 % = 15,000), as the channel rates.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from './schema.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const minor = (name: string) => bigint(name, { mode: 'number' }).notNull();
const creditStatus = () => smallint('status').notNull().default(0);

export const businessLoanApplications = pgTable(
  'business_loan_applications',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** When the merchant wants the money. */
    loanAt: timestamp('loan_at', { withTimezone: true }).notNull(),
    loanAmountMinor: minor('loan_amount_minor'),
    currencyId: smallint('currency_id').notNull(),
    feeRatePpm: integer('fee_rate_ppm').notNull(),
    feeAmountMinor: minor('fee_amount_minor'),
    repaymentAccountNumber: text('repayment_account_number').notNull(),
    status: creditStatus(),
    createdAt: createdAt(),
  },
  (t) => [
    index('business_loan_applications_merchant_idx').on(t.merchantId, t.createdAt),
    check('business_loan_applications_amounts', sql`${t.loanAmountMinor} > 0 and ${t.feeAmountMinor} >= 0`),
    check('business_loan_applications_status', sql`${t.status} in (0, 1, 2)`),
  ],
);

export const businessLoans = pgTable(
  'business_loans',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    applicationId: integer('application_id').references(() => businessLoanApplications.id),
    /** The day the money was lent (merchant-local). */
    financeDate: date('finance_date', { mode: 'string' }).notNull(),
    loanAmountMinor: minor('loan_amount_minor'),
    /** What is still to be repaid. */
    waitSettleAmountMinor: minor('wait_settle_amount_minor'),
    currencyId: smallint('currency_id').notNull(),
    loanAccountNumber: text('loan_account_number').notNull(),
    repaymentAccountNumber: text('repayment_account_number').notNull(),
    status: creditStatus(),
    createdAt: createdAt(),
  },
  (t) => [
    index('business_loans_merchant_idx').on(t.merchantId, t.createdAt),
    check(
      'business_loans_amounts',
      sql`${t.loanAmountMinor} > 0 and ${t.waitSettleAmountMinor} >= 0 and ${t.waitSettleAmountMinor} <= ${t.loanAmountMinor}`,
    ),
    check('business_loans_status', sql`${t.status} in (0, 1, 2)`),
  ],
);

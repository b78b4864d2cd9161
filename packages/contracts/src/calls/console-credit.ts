/**
 * Business loans on the provider's side (issue 12 §5): operations admins open a merchant for credit, record its loan
 * applications, lend one (the loan is created, borrowed) and record repayments until it is repaid. The merchant reads
 * them on `creditLine` and `credit`. Amounts are decimal strings in major units of the currency (exact: parsed to minor
 * units, never through a float); every change is in the console's audit log.
 */
import { z } from 'zod';
import { defineCall, provider } from './define.ts';
import { loanApplicationSchema, loanSchema } from './credit.ts';

const merchantNumber = z
  .string({ error: 'console.credit_merchant_required' })
  .trim()
  .min(1, 'console.credit_merchant_required')
  .max(32)
  .meta({ examples: ['M0000000'] });
/** A positive amount with at most the currency's decimals, as typed: "2500.00". */
const amount = z
  .string({ error: 'console.credit_amount_invalid' })
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'console.credit_amount_invalid')
  .meta({ examples: ['2500.00'] });
const recordId = z
  .number()
  .int()
  .positive()
  .meta({ examples: [2_000_000_000] });

export const consoleCreditCalls = {
  'console/get_merchant_credit': defineCall({
    access: provider('credit'),
    summary: "A merchant's credit: whether it is opened for credit, its loan applications and loans (newest first).",
    request: z.object({ merchant_number: merchantNumber }),
    response: z.object({
      merchant: z.object({ id: z.number(), number: z.string(), name: z.string(), is_opened_credit: z.boolean() }),
      applications: z.array(loanApplicationSchema),
      loans: z.array(loanSchema),
    }),
  }),
  'console/set_credit_opened': defineCall({
    access: provider('credit'),
    summary: 'Opens or closes business loans for a merchant (what IsMerchantOpened answers; its loan pages follow).',
    request: z.object({ merchant_number: merchantNumber, is_opened: z.boolean() }),
    response: z.object({}),
  }),
  'console/record_loan_application': defineCall({
    access: provider('credit'),
    summary:
      'Records a loan application of a merchant opened for credit (status 0 created): the date wanted, the amount ' +
      'and currency, the fee rate in percent (the fee is worked out from it), the repayment account.',
    request: z.object({
      merchant_number: merchantNumber,
      loan_date: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'console.credit_date_invalid')
        .meta({ examples: ['2026-12-01'] }),
      amount,
      currency_id: z.number().int().positive(),
      fee_rate_percent: z
        .string({ error: 'console.credit_rate_invalid' })
        .trim()
        .regex(/^\d{1,2}(\.\d{1,4})?$/, 'console.credit_rate_invalid')
        .meta({ examples: ['1.5'] }),
      repayment_account_number: z.string().trim().min(1, 'console.credit_account_required').max(64),
    }),
    response: z.object({ id: z.number() }),
  }),
  'console/lend_loan_application': defineCall({
    access: provider('credit'),
    summary:
      'Lends a created application: the loan is made (finance date today in the merchant’s time zone, its loan ' +
      'account number, all of it outstanding) and both become 1 borrowed. An application already lent is refused (409).',
    request: z.object({ application_id: recordId }),
    response: z.object({ loan_id: z.number() }),
  }),
  'console/record_repayment': defineCall({
    access: provider('credit'),
    summary:
      'Records a repayment of a borrowed loan. `outstanding` is the amount the admin saw: if the loan changed since ' +
      '(a repayment recorded meanwhile, or this one sent twice) nothing is recorded (409). At zero the loan and its ' +
      'application become 2 repaid.',
    request: z.object({ loan_id: recordId, amount, outstanding: amount }),
    response: z.object({ wait_settle_amount: z.number(), status: z.number() }),
  }),
} as const;

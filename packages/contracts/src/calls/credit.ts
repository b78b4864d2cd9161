/**
 * Business loans (issue 12 §5; first document §2 "Loans", §7 "Loans"): the merchant's loan applications
 * (`creditLine`) and loans (`credit`), with the spec's call names. Only a merchant opened for credit
 * (`IsMerchantOpened`) has them; the page key `credit` opens them to roles 1 and 2 (the spec's table names no roles
 * for these pages: loans are money owed, so those who see payouts). Amounts are major units of the row's currency;
 * dates `YYYY-MM-DD`, times `YYYY-MM-DD HH:mm:ss` in the merchant's time zone.
 */
import { z } from 'zod';
import { API_PAGE_SIZE_MAX, PAGE_SIZE } from '../constants.ts';
import { CREDIT_STATUS, type CreditStatusId } from '../statuses.ts';
import { calendarDateSchema } from './calendar-date.ts';
import { defineCall, merchant } from './define.ts';

export { CREDIT_STATUS, type CreditStatusId };
/** The lists open on the last this-many days. */
export const CREDIT_DEFAULT_DAYS = 7;

const dateSchema = calendarDateSchema('payouts.date_invalid');
const status = z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'credit.status_invalid' });

/** The filter both lists and both exports take: created between two merchant-local dates, one status or all. */
const filterFields = {
  merchant_id: z.number().int().positive(),
  /** Created on or after this date (default: CREDIT_DEFAULT_DAYS ago). */
  create_begin_date_time: dateSchema.optional(),
  /** Created on or before this date (default: today); at most tomorrow, at most 365 days after the start. */
  create_end_date_time: dateSchema.optional(),
  /** 0 created, 1 borrowed, 2 repaid; absent or null: all. */
  status: status.nullish(),
};
const pageFields = {
  page_index: z.number().int().min(1).default(1),
  page_size: z.number().int().min(1).max(API_PAGE_SIZE_MAX).default(PAGE_SIZE),
  /** By creation: 1 oldest first, 2 newest first. */
  sort_type: z.union([z.literal(1), z.literal(2)]).default(2),
};
const statusFields = { status: z.number(), status_name: z.string() };

export const loanApplicationSchema = z.object({
  id: z.number(),
  loan_date_time: z.string(),
  loan_amount: z.number(),
  currency_id: z.number(),
  currency: z.string(),
  /** The fee rate as the spec shows it, e.g. "1.50%". */
  fee_rate_str: z.string(),
  fee_amount: z.number(),
  repayment_account_number: z.string(),
  ...statusFields,
  create_date_time: z.string(),
});
export type LoanApplication = z.output<typeof loanApplicationSchema>;

export const loanSchema = z.object({
  id: z.number(),
  finance_date: z.string(),
  /** Still to be repaid. */
  wait_settle_amount: z.number(),
  loan_amount: z.number(),
  currency_id: z.number(),
  currency: z.string(),
  loan_account_number: z.string(),
  repayment_account_number: z.string(),
  ...statusFields,
  create_date_time: z.string(),
});
export type Loan = z.output<typeof loanSchema>;

const exported = z.object({ url: z.string(), file_name: z.string(), row_count: z.number() });

export const creditCalls = {
  'businessloan/GetCreditTypeList': defineCall({
    access: merchant('credit'),
    summary: "The loan statuses (0 created, 1 borrowed, 2 repaid) in the caller's language: the lists' status filter.",
    request: z.object({ merchant_id: z.number().int().positive() }),
    response: z.object({ data: z.array(z.object({ id: z.number(), name: z.string(), en_name: z.string() })) }),
  }),
  'businessloan/GetMerchantBusinessLoanApplyPage': defineCall({
    access: merchant('credit'),
    summary: "The merchant's loan applications created in the date range, one status or all, 10 per page.",
    request: z.object({ ...filterFields, ...pageFields }),
    response: z.object({ page_data: z.object({ data: z.array(loanApplicationSchema), total_count: z.number() }) }),
  }),
  'businessloan/GetBusinessLoanPage': defineCall({
    access: merchant('credit'),
    summary: "The merchant's loans created in the date range, one status or all, 10 per page.",
    request: z.object({ ...filterFields, ...pageFields }),
    response: z.object({ page_data: z.object({ data: z.array(loanSchema), total_count: z.number() }) }),
  }),
  'businessloan/ExportMerchantBusinessLoanApply': defineCall({
    access: merchant('credit'),
    summary: 'The loan applications of the whole filter as an XLSX file in the caller’s language; answers its link.',
    request: z.object(filterFields),
    response: exported,
  }),
  'businessloan/ExportBusinessLoan': defineCall({
    access: merchant('credit'),
    summary: 'The loans of the whole filter as an XLSX file in the caller’s language; answers its link.',
    request: z.object(filterFields),
    response: exported,
  }),
} as const;

import type { LoanApplication, Loan } from '@mbo/contracts/calls/credit';
import { CREDIT_DEFAULT_DAYS } from '@mbo/contracts/calls/credit';
import type { Language } from '@mbo/contracts/constants';
import { addDays } from '@mbo/contracts/date-filter';
import { translate, type MessageKey } from '@mbo/contracts/i18n';
import { CREDIT_STATUSES } from '@mbo/contracts/lookups/credit-statuses';
import { currencyById } from '@mbo/contracts/lookups/currencies';
import { ppmToRate, toMajor } from '@mbo/contracts/money';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { localDateHour } from '../../lib/time.ts';
import {
  createXlsxWriter,
  MONEY_CELL_FORMATS,
  moneyCell,
  type ExportFiles,
  type ExportOwner,
  type XlsxCell,
} from '../exports/exports.public.ts';
import { checkedRange } from '../settlement/settlement.public.ts';
import type { CreditFilter, CreditPage, CreditRepository, LoanApplicationRow, LoanRow } from './credit.repository.ts';

/** Loans are few per merchant; an export past this many rows is refused rather than cut. */
export const CREDIT_EXPORT_MAX_ROWS = 100_000;

export interface CreditFilterInput {
  merchant_id: number;
  create_begin_date_time?: string;
  create_end_date_time?: string;
  status?: number | null;
}

const statusName = (status: number, language: Language) => {
  const found = CREDIT_STATUSES.find((entry) => entry.id === status);
  return found ? (language === 'zh_CN' ? found.zh : found.en) : String(status);
};
const currencyCode = (currencyId: number) => currencyById(currencyId)?.code ?? String(currencyId);
/** 15,000 ppm → "1.50%": the spec's fee_rate_str, two decimals as the fee tables show rates. */
const rateText = (ppm: number) => `${(ppmToRate(ppm) * 100).toFixed(2)}%`;

export function applicationView(row: LoanApplicationRow, language: Language): LoanApplication {
  return {
    id: row.id,
    loan_date_time: row.loan_at,
    loan_amount: toMajor(row.loan_amount_minor, row.currency_id),
    currency_id: row.currency_id,
    currency: currencyCode(row.currency_id),
    fee_rate_str: rateText(row.fee_rate_ppm),
    fee_amount: toMajor(row.fee_amount_minor, row.currency_id),
    repayment_account_number: row.repayment_account_number,
    status: row.status,
    status_name: statusName(row.status, language),
    create_date_time: row.created,
  };
}

export function loanView(row: LoanRow, language: Language): Loan {
  return {
    id: row.id,
    finance_date: row.finance_date,
    wait_settle_amount: toMajor(row.wait_settle_amount_minor, row.currency_id),
    loan_amount: toMajor(row.loan_amount_minor, row.currency_id),
    currency_id: row.currency_id,
    currency: currencyCode(row.currency_id),
    loan_account_number: row.loan_account_number,
    repayment_account_number: row.repayment_account_number,
    status: row.status,
    status_name: statusName(row.status, language),
    create_date_time: row.created,
  };
}

interface SheetColumn<Row> {
  header: MessageKey;
  width: number;
  value: (row: Row) => XlsxCell;
}

const APPLICATION_COLUMNS: readonly SheetColumn<LoanApplication>[] = [
  { header: 'credit.column.id', width: 8, value: (row) => row.id },
  { header: 'credit.column.loan_date_time', width: 20, value: (row) => row.loan_date_time },
  { header: 'credit.column.loan_amount', width: 18, value: (row) => moneyCell(row.loan_amount, row.currency_id) },
  { header: 'credit.column.currency', width: 9, value: (row) => row.currency },
  { header: 'credit.column.fee_rate', width: 10, value: (row) => row.fee_rate_str },
  { header: 'credit.column.fee_amount', width: 16, value: (row) => moneyCell(row.fee_amount, row.currency_id) },
  { header: 'credit.column.repayment_account_number', width: 22, value: (row) => row.repayment_account_number },
  { header: 'credit.column.status', width: 12, value: (row) => row.status_name },
  { header: 'credit.column.create_date_time', width: 20, value: (row) => row.create_date_time },
];

const LOAN_COLUMNS: readonly SheetColumn<Loan>[] = [
  { header: 'credit.column.id', width: 8, value: (row) => row.id },
  { header: 'credit.column.finance_date', width: 12, value: (row) => row.finance_date },
  { header: 'credit.column.loan_amount', width: 18, value: (row) => moneyCell(row.loan_amount, row.currency_id) },
  {
    header: 'credit.column.wait_settle_amount',
    width: 18,
    value: (row) => moneyCell(row.wait_settle_amount, row.currency_id),
  },
  { header: 'credit.column.currency', width: 9, value: (row) => row.currency },
  { header: 'credit.column.loan_account_number', width: 22, value: (row) => row.loan_account_number },
  { header: 'credit.column.repayment_account_number', width: 22, value: (row) => row.repayment_account_number },
  { header: 'credit.column.status', width: 12, value: (row) => row.status_name },
  { header: 'credit.column.create_date_time', width: 20, value: (row) => row.create_date_time },
];

/** The loan lists' rules: credit opened, the date range (default the last 7 days), the exports. */
export function createCreditService(repository: CreditRepository, files: ExportFiles) {
  async function filterFor(input: CreditFilterInput): Promise<CreditFilter> {
    const merchant = await repository.merchant(input.merchant_id);
    if (!merchant.isOpenedCredit) throw new AppError('FORBIDDEN', 'credit.not_opened');
    const today = localDateHour(new Date(), merchant.timeZone).date;
    const from =
      input.create_begin_date_time ??
      (input.create_end_date_time ? undefined : addDays(today, 1 - CREDIT_DEFAULT_DAYS));
    const to = input.create_end_date_time ?? (input.create_begin_date_time ? undefined : today);
    const range = checkedRange(from, to, today)!;
    return {
      merchantId: input.merchant_id,
      timeZone: merchant.timeZone,
      from: range.from,
      to: range.to,
      status: input.status ?? null,
    };
  }

  /** One of the two lists: how it counts and reads its rows, how a row reads on the wire, and its sheet. */
  interface CreditList<Stored, View> {
    count: (filter: CreditFilter) => Promise<number>;
    rows: (filter: CreditFilter, page: CreditPage | null) => Promise<Stored[]>;
    view: (row: Stored, language: Language) => View;
    fileStem: string;
    sheet: MessageKey;
    columns: readonly SheetColumn<View>[];
  }

  function listOf<Stored, View>(list: CreditList<Stored, View>) {
    return {
      async page(input: CreditFilterInput, page: CreditPage, language: Language) {
        const filter = await filterFor(input);
        const [rows, total] = await Promise.all([list.rows(filter, page), list.count(filter)]);
        return { page_data: { data: rows.map((row) => list.view(row, language)), total_count: total } };
      },
      /** The whole filter as an XLSX file in the caller's language; refused past CREDIT_EXPORT_MAX_ROWS. */
      async export(input: CreditFilterInput, owner: ExportOwner, language: Language) {
        const filter = await filterFor(input);
        const count = await list.count(filter);
        if (count > CREDIT_EXPORT_MAX_ROWS)
          throw badRequest('credit.export_too_large', { count, max: CREDIT_EXPORT_MAX_ROWS });
        const rows = (await list.rows(filter, null)).map((row) => list.view(row, language));
        const fileName = `${list.fileStem}-${filter.from.replaceAll('-', '')}-${filter.to.replaceAll('-', '')}.xlsx`;
        const file = files.create(fileName, owner);
        const sheet = createXlsxWriter(
          file.stream,
          translate(language, list.sheet),
          list.columns.map((column) => ({
            header: translate(language, column.header),
            width: column.width,
          })),
          MONEY_CELL_FORMATS,
        );
        try {
          for (const row of rows) await sheet.addRow(list.columns.map((column) => column.value(row)));
          await sheet.finish();
        } catch (error) {
          sheet.abort();
          throw error;
        }
        return { url: file.url, file_name: fileName, row_count: rows.length };
      },
    };
  }

  return {
    applications: listOf({
      count: repository.countApplications,
      rows: repository.applications,
      view: applicationView,
      fileStem: 'loan-applications',
      sheet: 'credit.export.applications_sheet',
      columns: APPLICATION_COLUMNS,
    }),
    loans: listOf({
      count: repository.countLoans,
      rows: repository.loans,
      view: loanView,
      fileStem: 'loans',
      sheet: 'credit.export.loans_sheet',
      columns: LOAN_COLUMNS,
    }),
  };
}
export type CreditService = ReturnType<typeof createCreditService>;

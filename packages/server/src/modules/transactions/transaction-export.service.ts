import type { Transaction } from '@mbo/contracts/calls/transaction-schemas';
import type { Language } from '@mbo/contracts/constants';
import { translate, type MessageKey } from '@mbo/contracts/i18n';
import { TURNOVER_TYPE } from '@mbo/contracts/lookups/turnover-types';
import type { MerchantMembership } from '../../http/call-context.ts';
import { badRequest } from '../../lib/app-error.ts';
import {
  createXlsxWriter,
  MONEY_CELL_FORMATS,
  moneyCell,
  moneyCellIn,
  type ExportFiles,
  type ExportOwner,
  type XlsxCell,
} from '../exports/exports.public.ts';
import { canMatch, type ListFilter } from './transaction-filter.ts';
import type { TransactionListRepository } from './transaction-list.repository.ts';
import type { TransactionListService } from './transaction-list.service.ts';
import { labelsFor } from './transaction-rows.ts';
import { transactionStream } from './transaction-stream.ts';

/** An XLSX sheet holds 1,048,576 rows; a set larger than this is refused rather than cut. */
export const EXPORT_MAX_ROWS = 1_000_000;
// Exchange rates with the one precision the screens use (web lib/exchange-rate.ts: 4 decimals).
const RATE_FORMAT = '0.0000';

interface Column {
  header: MessageKey;
  width: number;
  numFmt?: string;
  value: (row: Transaction, sign: number) => XlsxCell;
}

/**
 * An amount column: numbers (a column adds up) in the one money format of the row's currency ("AUD 1,663.27");
 * refund rows show them negative ("−AUD 12.30").
 */
const signedMoney = (header: MessageKey, width: number, amount: (row: Transaction) => number): Column => ({
  header,
  width,
  value: (row, sign) => moneyCell(sign * amount(row), row.currency),
});

/**
 * The columns of the export. Refund rows carry negative amounts (and the fee they give back as a negative fee),
 * so a column's sum is the net effect of the rows: payments − refunds.
 */
const COLUMNS: readonly Column[] = [
  { header: 'transactions.export.number', width: 22, value: (row) => row.transaction_number },
  { header: 'transactions.export.time', width: 20, value: (row) => row.transaction_datetime },
  { header: 'transactions.export.type', width: 10, value: (row) => row.type },
  { header: 'transactions.export.status', width: 16, value: (row) => row.status_name },
  { header: 'transactions.export.store', width: 28, value: (row) => row.branch_name },
  { header: 'transactions.export.channel', width: 22, value: (row) => row.payment_channel },
  { header: 'transactions.export.source', width: 12, value: (row) => row.source_name },
  { header: 'transactions.export.currency', width: 9, value: (row) => row.currency_number },
  signedMoney('transactions.export.order_amount', 18, (row) => row.transaction_amount),
  signedMoney('transactions.export.surcharge', 16, (row) => row.surcharge_amount),
  signedMoney('transactions.export.gross', 18, (row) => row.gross_amount),
  signedMoney('transactions.export.fee', 17, (row) => row.merchant_fee_amount),
  signedMoney('transactions.export.net', 18, (row) => row.clearing_amount),
  {
    header: 'transactions.export.refunded',
    width: 17,
    value: (row, sign) => (sign > 0 ? moneyCell(row.refund_amount, row.currency) : null),
  },
  { header: 'transactions.export.pay_currency', width: 9, value: (row) => row.pay_currency },
  {
    header: 'transactions.export.pay_amount',
    width: 16,
    value: (row, sign) => moneyCellIn(sign * row.pay_amount, row.pay_currency),
  },
  { header: 'transactions.export.exchange_rate', width: 12, numFmt: RATE_FORMAT, value: (row) => row.exchange_rate },
  { header: 'transactions.export.card', width: 20, value: (row) => row.cardholder_number },
  // A refund's original payment; empty on a payment row (it would only repeat the row's own number).
  {
    header: 'transactions.export.payment_number',
    width: 22,
    value: (row, sign) => (sign < 0 ? row.payment_number : null),
  },
  { header: 'transactions.export.channel_txn', width: 26, value: (row) => row.payment_channel_transaction_id },
  { header: 'transactions.export.out_txn', width: 22, value: (row) => row.out_transaction_id },
  { header: 'transactions.export.note', width: 30, value: (row) => row.note },
];

export const exportHeaders = (language: Language): string[] =>
  COLUMNS.map((column) => translate(language, column.header));

/** transactions-20261115-20261121.xlsx */
const fileNameOf = (filter: ListFilter) =>
  `transactions-${filter.range.from.slice(0, 10).replaceAll('-', '')}-${filter.days?.to.replaceAll('-', '') ?? filter.range.to.slice(0, 10).replaceAll('-', '')}.xlsx`;

/**
 * The transaction export: the whole filtered set, streamed from PostgreSQL in keyset batches into the XLSX writer,
 * which writes the file as it goes: memory stays flat however many rows there are.
 */
export function createTransactionExportService(
  list: TransactionListService,
  repository: TransactionListRepository,
  files: ExportFiles,
) {
  return {
    async export(
      membership: MerchantMembership,
      owner: ExportOwner,
      language: Language,
      body: Parameters<TransactionListService['filterFor']>[1],
    ) {
      const filter = list.filterFor(membership, body);
      const expected = await list.count(filter);
      if (expected > EXPORT_MAX_ROWS)
        throw badRequest('transactions.export_too_large', { count: expected, max: EXPORT_MAX_ROWS });
      const fileName = fileNameOf(filter);
      const file = files.create(fileName, owner);
      const sheet = createXlsxWriter(
        file.stream,
        translate(language, 'transactions.export.sheet'),
        COLUMNS.map((column) => ({
          header: translate(language, column.header),
          width: column.width,
          numFmt: column.numFmt,
        })),
        MONEY_CELL_FORMATS,
      );
      let rowCount = 0;
      try {
        if (canMatch(filter)) {
          for await (const row of transactionStream(repository, filter, labelsFor(language))) {
            const sign = row.turnover_type === TURNOVER_TYPE.refund ? -1 : 1;
            await sheet.addRow(COLUMNS.map((column) => column.value(row, sign)));
            rowCount += 1;
          }
        }
        await sheet.finish();
      } catch (error) {
        // A half-written file is useless: give it up (the sweep removes it) and let the error answer the call.
        sheet.abort();
        throw error;
      }
      return { filepath: file.url, file_name: fileName, row_count: rowCount };
    },
  };
}

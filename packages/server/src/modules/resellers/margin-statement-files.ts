/**
 * The margin statement as a file in the caller's language: an XLSX sheet (amount cells stay numbers in the one money
 * format, the totals per currency below the rows) or a landscape A4 PDF in the CJK-capable font of lib/pdf.ts.
 */
import type { Writable } from 'node:stream';
import type { Language } from '@mbo/contracts/constants';
import { translate, type MessageKey } from '@mbo/contracts/i18n';
import { formatMoney, toMajor } from '@mbo/contracts/money';
import { channelLabel, periodLabel } from '@mbo/contracts/resellers/rate-rules';
import { currencyById } from '@mbo/contracts/lookups/currencies';
import type { MarginRow } from '@mbo/contracts/calls/resellers-portfolio';
import { startPdf } from '../../lib/pdf.ts';
import { createXlsxWriter, MONEY_CELL_FORMATS, moneyCell, type XlsxCell } from '../exports/exports.public.ts';
import type { MarginStatement } from './margin-statement.ts';

export interface StatementFileContent {
  statement: MarginStatement;
  resellerName: string;
  generatedAt: string;
  language: Language;
}

const t = (language: Language, key: MessageKey, params?: Record<string, string | number>) =>
  translate(language, key, params);
const currencyCode = (id: number) => currencyById(id)?.code ?? String(id);

interface Column {
  key: MessageKey;
  width: number;
  /** The cell of a row; `isTotal` for the totals' rows, which have no merchant, channel or sub base fee. */
  cell: (row: MarginRow, language: Language) => XlsxCell;
  /** The PDF's text of the cell. */
  text: (row: MarginRow, language: Language) => string;
  /** Numbers: right-aligned in the PDF. */
  isNumber?: boolean;
}

const money = (
  field: 'amount' | 'merchant_fee' | 'sub_base_fee' | 'base_fee' | 'margin',
): Pick<Column, 'cell' | 'text' | 'isNumber'> => ({
  cell: (row) =>
    row[field] === null ? null : moneyCell(toMajor(BigInt(row[field]), row.currency_id), row.currency_id),
  text: (row) => (row[field] === null ? '' : formatMoney(row[field], row.currency_id)),
  isNumber: true,
});
const plain = (value: (row: MarginRow, language: Language) => string | number): Pick<Column, 'cell' | 'text'> => ({
  cell: value,
  text: (row, language) => String(value(row, language)),
});

const COLUMNS: readonly Column[] = [
  { key: 'resellers_portfolio.column.merchant', width: 28, ...plain((row) => row.merchant_name) },
  { key: 'resellers_portfolio.column.merchant_number', width: 14, ...plain((row) => row.merchant_number) },
  { key: 'resellers_portfolio.column.reseller', width: 24, ...plain((row) => row.reseller_name) },
  {
    key: 'resellers_portfolio.column.channel',
    width: 20,
    ...plain((row, language) => (row.payment_channel_id ? channelLabel(row.payment_channel_id, language) : '')),
  },
  {
    key: 'resellers_portfolio.column.period',
    width: 10,
    ...plain((row) => (row.payment_channel_id ? periodLabel(row.disburse_period_days) : '')),
  },
  { key: 'resellers_portfolio.column.currency', width: 9, ...plain((row) => currencyCode(row.currency_id)) },
  { key: 'resellers_portfolio.column.count', width: 10, ...plain((row) => row.payment_count), isNumber: true },
  { key: 'resellers_portfolio.column.amount', width: 18, ...money('amount') },
  { key: 'resellers_portfolio.column.merchant_fee', width: 16, ...money('merchant_fee') },
  { key: 'resellers_portfolio.column.sub_base_fee', width: 18, ...money('sub_base_fee') },
  { key: 'resellers_portfolio.column.base_fee', width: 16, ...money('base_fee') },
  { key: 'resellers_portfolio.column.margin', width: 16, ...money('margin') },
];

/** The totals of one currency as a row of the table (no merchant, no channel). */
function totalRows(content: StatementFileContent): MarginRow[] {
  return content.statement.totals.map((total) => ({
    merchant_id: 0,
    merchant_name: t(content.language, 'resellers_portfolio.statement.total_row'),
    merchant_number: '',
    reseller_id: 0,
    reseller_name: '',
    is_own: true,
    payment_channel_id: 0,
    disburse_period_days: 0,
    currency_id: total.currency_id,
    payment_count: total.payment_count,
    amount: total.amount,
    merchant_fee: total.merchant_fee,
    sub_base_fee: null,
    base_fee: total.base_fee,
    margin: total.margin,
  }));
}

export async function writeStatementXlsx(content: StatementFileContent, out: Writable): Promise<void> {
  const { language, statement } = content;
  const sheet = createXlsxWriter(
    out,
    t(language, 'resellers_portfolio.statement.sheet', { month: statement.month }),
    COLUMNS.map((column) => ({ header: t(language, column.key), width: column.width })),
    MONEY_CELL_FORMATS,
  );
  try {
    for (const row of statement.rows) await sheet.addRow(COLUMNS.map((column) => column.cell(row, language)));
    await sheet.addRow([]);
    for (const row of totalRows(content)) await sheet.addRow(COLUMNS.map((column) => column.cell(row, language)));
    await sheet.finish();
  } catch (error) {
    sheet.abort();
    throw error;
  }
}

const MARGIN = 28;
const GREY = '#666666';
const RULE = '#d9d9d9';
const FONT_SIZE = 7;

export function writeStatementPdf(content: StatementFileContent, out: Writable): Promise<void> {
  const { language, statement } = content;
  const title = t(language, 'resellers_portfolio.statement.title');
  const { doc, done } = startPdf(out, {
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: { Title: `${title} ${statement.month}` },
  });
  const width = doc.page.width - MARGIN * 2;
  const totalWidth = COLUMNS.reduce((sum, column) => sum + column.width, 0);
  const widths = COLUMNS.map((column) => (column.width / totalWidth) * width);
  const bottom = doc.page.height - MARGIN;

  function tableRow(cells: string[], options: { isHeader?: boolean } = {}): void {
    doc.fontSize(FONT_SIZE).fillColor(options.isHeader ? GREY : 'black');
    const heights = cells.map((cell, index) => doc.heightOfString(cell, { width: widths[index]! - 4 }));
    const height = Math.max(...heights) + 4;
    if (doc.y + height > bottom) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const align = COLUMNS[index]!.isNumber ? 'right' : 'left';
      doc.text(cell, x + 2, y + 2, { width: widths[index]! - 4, align });
      x += widths[index]!;
    });
    doc
      .moveTo(MARGIN, y + height)
      .lineTo(MARGIN + width, y + height)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
    doc.x = MARGIN;
    doc.y = y + height;
  }
  const header = () =>
    tableRow(
      COLUMNS.map((column) => t(language, column.key)),
      { isHeader: true },
    );
  const section = (text: string) => {
    if (doc.y + 40 > bottom) doc.addPage();
    doc.moveDown(0.8).fontSize(11).fillColor('black').text(text, MARGIN, doc.y);
    doc.moveDown(0.3);
  };

  doc.fontSize(18).fillColor('black').text(title);
  doc
    .fontSize(10)
    .fillColor(GREY)
    .text(
      `${t(language, 'resellers_portfolio.statement.reseller')}: ${content.resellerName} · ` +
        `${t(language, 'resellers_portfolio.statement.month')}: ${statement.month}`,
    );

  section(t(language, 'resellers_portfolio.statement.totals'));
  if (statement.rows.length === 0) doc.fontSize(10).text(t(language, 'resellers_portfolio.statement.none'));
  else {
    header();
    for (const row of totalRows(content)) tableRow(COLUMNS.map((column) => column.text(row, language)));
    section(t(language, 'resellers_portfolio.statement.details'));
    header();
    for (const row of statement.rows) tableRow(COLUMNS.map((column) => column.text(row, language)));
  }
  doc
    .moveDown(1)
    .fontSize(7)
    .fillColor(GREY)
    .text(t(language, 'resellers_portfolio.statement.footnote', { generated: content.generatedAt }), MARGIN, doc.y, {
      width,
    });
  doc.end();
  return done;
}

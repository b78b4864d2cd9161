import type { Writable } from 'node:stream';
import { formatMoney } from '@mbo/contracts/money';
import { startPdf } from '../../../lib/pdf.ts';
import type { StatementFigures, StatementMerchant, StatementSettlements } from './statement-data.repository.ts';
import { formatAbn } from '@mbo/contracts/abn';

export interface StatementContent {
  merchant: StatementMerchant;
  /** Store names when the statement covers some stores only (a cashier's), else null. */
  stores: string[] | null;
  currencyId: number;
  currencyCode: string;
  monthLabel: string;
  generatedAt: string;
  totals: StatementFigures;
  channels: (StatementFigures & { name: string })[];
  days: (StatementFigures & { day: string })[];
  /** Merchant-wide; null on a store's statement. */
  settlements: StatementSettlements | null;
  /** Translates a key of the shared catalogue (payouts.statement.*) into the caller's language. */
  t: (key: string, params?: Record<string, string | number>) => string;
}

const MARGIN = 48;
const ROW = 18;
const GREY = '#666666';
const RULE = '#d9d9d9';

interface Column {
  header: string;
  width: number;
  align: 'left' | 'right';
}

/** Writes the statement PDF to `out` and resolves when it is flushed. */
export function writeStatementPdf(content: StatementContent, out: Writable): Promise<void> {
  const { t } = content;
  const { doc, done } = startPdf(out, {
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${t('payouts.statement.title')} ${content.monthLabel}` },
  });
  const width = doc.page.width - MARGIN * 2;
  // Every amount in the one money format ("AUD 1,663.27", "−AUD 12.30"), as on the screens.
  const money = (minor: bigint) => formatMoney(minor, content.currencyId);
  const net = (f: StatementFigures) => f.paymentMinor - f.refundMinor - f.feeMinor;

  function ensureSpace(height: number): void {
    if (doc.y + height > doc.page.height - MARGIN - ROW) doc.addPage();
  }

  function heading(text: string): void {
    ensureSpace(ROW * 3);
    doc.moveDown(0.8).fontSize(12).fillColor('black').text(text, MARGIN, doc.y);
    doc.moveDown(0.3);
  }

  function row(cells: string[], columns: Column[], options: { isHeader?: boolean } = {}): void {
    ensureSpace(ROW);
    const y = doc.y;
    let x = MARGIN;
    doc.fontSize(9).fillColor(options.isHeader ? GREY : 'black');
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      doc.text(cell, x + 2, y + 4, { width: column.width - 4, align: column.align, lineBreak: false, ellipsis: true });
      x += column.width;
    });
    doc
      .moveTo(MARGIN, y + ROW)
      .lineTo(MARGIN + width, y + ROW)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
    doc.x = MARGIN;
    doc.y = y + ROW;
  }

  function table(columns: Column[], rows: string[][]): void {
    row(
      columns.map((column) => column.header),
      columns,
      { isHeader: true },
    );
    for (const cells of rows) {
      if (doc.y + ROW > doc.page.height - MARGIN - ROW) {
        doc.addPage();
        row(
          columns.map((column) => column.header),
          columns,
          { isHeader: true },
        );
      }
      row(cells, columns);
    }
  }

  // Header: title, period, merchant details.
  doc.fontSize(18).fillColor('black').text(t('payouts.statement.title'));
  doc.fontSize(11).fillColor(GREY).text(`${content.monthLabel} · ${content.currencyCode}`);
  doc.moveDown(0.8);
  const { merchant } = content;
  const address = [merchant.street, [merchant.suburb, merchant.state, merchant.postcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const details: [string, string][] = [
    [t('payouts.statement.merchant'), merchant.name],
    [t('payouts.statement.merchant_number'), merchant.number],
    [t('payouts.statement.abn'), merchant.abn ? formatAbn(merchant.abn) : '—'],
    [t('payouts.statement.address'), address || '—'],
    [
      t('payouts.statement.stores'),
      content.stores === null ? t('payouts.statement.all_stores') : content.stores.join(', '),
    ],
    [t('payouts.statement.generated'), content.generatedAt],
  ];
  for (const [label, value] of details) {
    const y = doc.y;
    doc.fontSize(10).fillColor(GREY).text(label, MARGIN, y, { width: 130 });
    doc.fillColor('black').text(value, MARGIN + 130, y, { width: width - 130 });
    doc.x = MARGIN;
  }

  // Totals.
  heading(t('payouts.statement.summary'));
  const half = width / 2;
  const summaryColumns: Column[] = [
    { header: '', width: half, align: 'left' },
    { header: t('payouts.statement.count'), width: half / 2, align: 'right' },
    { header: t('payouts.statement.amount'), width: half / 2, align: 'right' },
  ];
  const summaryRows: string[][] = [
    [t('payouts.statement.payments'), String(content.totals.paymentCount), money(content.totals.paymentMinor)],
    [t('payouts.statement.refunds'), String(content.totals.refundCount), money(content.totals.refundMinor)],
    [t('payouts.statement.fees'), '', money(content.totals.feeMinor)],
    // Net sales is an amount: its count cell stays empty (the counts are the payments' and the refunds' above).
    [t('payouts.statement.net'), '', money(net(content.totals))],
  ];
  if (content.settlements) {
    summaryRows.push(
      [
        t('payouts.statement.cleared'),
        String(content.settlements.clearedCount),
        money(content.settlements.clearedMinor),
      ],
      [t('payouts.statement.settlement_fees'), '', money(content.settlements.settleFeeMinor)],
      [t('payouts.statement.fast_fees'), '', money(content.settlements.fastFeeMinor)],
      [t('payouts.statement.return_fees'), '', money(content.settlements.returnFeeMinor)],
      [t('payouts.statement.paid_out'), String(content.settlements.paidCount), money(content.settlements.paidMinor)],
    );
  }
  table(summaryColumns, summaryRows);

  // Per channel, then per day.
  // The daily summary's columns: payments and refunds (count), payment amount, refund amount, fees, net sales.
  const figureColumns = (first: string, firstWidth: number): Column[] => {
    const unit = (width - firstWidth) / 5.4;
    return [
      { header: first, width: firstWidth, align: 'left' },
      { header: t('payouts.statement.transactions'), width: unit * 0.9, align: 'right' },
      { header: t('payouts.statement.payment_amount'), width: unit * 1.2, align: 'right' },
      { header: t('payouts.statement.refund_amount'), width: unit * 1.05, align: 'right' },
      { header: t('payouts.statement.fees'), width: unit * 1.05, align: 'right' },
      { header: t('payouts.statement.net'), width: unit * 1.2, align: 'right' },
    ];
  };
  const cells = (label: string, f: StatementFigures) => [
    label,
    String(f.paymentCount + f.refundCount),
    money(f.paymentMinor),
    money(f.refundMinor),
    money(f.feeMinor),
    money(net(f)),
  ];

  heading(t('payouts.statement.by_channel'));
  if (content.channels.length === 0) doc.fontSize(10).fillColor(GREY).text(t('payouts.statement.none'));
  else
    table(
      figureColumns(t('payouts.statement.channel'), 120),
      content.channels.map((c) => cells(c.name, c)),
    );

  heading(t('payouts.statement.by_day'));
  if (content.days.length === 0) doc.fontSize(10).fillColor(GREY).text(t('payouts.statement.none'));
  else
    table(figureColumns(t('payouts.statement.date'), 90), [
      ...content.days.map((d) => cells(d.day, d)),
      cells(t('payouts.statement.total'), content.totals),
    ]);

  ensureSpace(ROW * 3);
  doc
    .moveDown(1)
    .fontSize(8)
    .fillColor(GREY)
    .text(
      t('payouts.statement.footnote', { currency: content.currencyCode, timeZone: merchant.timeZone }),
      MARGIN,
      doc.y,
      { width },
    );

  // Page numbers, once every page exists.
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // Below the bottom margin: without lifting it, pdfkit would start a new page for the footer line.
    doc.page.margins.bottom = 0;
    doc
      .fontSize(8)
      .fillColor(GREY)
      .text(
        t('payouts.statement.page', { page: index + 1, pages: range.count }),
        MARGIN,
        doc.page.height - MARGIN + 12,
        {
          width,
          align: 'right',
          lineBreak: false,
        },
      );
  }
  doc.end();
  return done;
}

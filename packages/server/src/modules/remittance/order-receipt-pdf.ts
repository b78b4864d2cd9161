import type { Writable } from 'node:stream';
import type { TransferOrder } from '@mbo/contracts/calls/remittance';
import { formatMoney, toMinor } from '@mbo/contracts/money';
import { startPdf } from '../../lib/pdf.ts';

export interface OrderReceiptContent {
  order: TransferOrder;
  merchant: { name: string; number: string; timeZone: string };
  generatedAt: string;
  /** Translates a key of the shared catalogue (remittance_receipt.pdf.*) into the caller's language. */
  t: (key: string, params?: Record<string, string | number>) => string;
}

const MARGIN = 56;
const GREY = '#666666';
const RULE = '#d9d9d9';
const LABEL_WIDTH = 170;

/** A major-unit amount of the order's view in the one money format ("CNY 5,000.00"). */
const money = (major: number, currencyId: number) => formatMoney(toMinor(major, currencyId) ?? 0, currencyId);

/**
 * Writes the receipt of a completed transfer order (issue 14 §4) to `out` and resolves when it is flushed: the
 * provider, the order and its dates (the merchant's time zone, as the order's view gives them), the sender and the
 * recipient, the amounts with the fee's GST, the rate to four decimals, and the reason and reference. In the
 * caller's language, set in the CJK-capable font of lib/pdf.ts.
 */
export function writeOrderReceiptPdf(content: OrderReceiptContent, out: Writable): Promise<void> {
  const { order, merchant, t } = content;
  const { doc, done } = startPdf(out, {
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${t('remittance_receipt.pdf.title')} ${order.number}` },
  });
  const width = doc.page.width - MARGIN * 2;

  function section(title: string, rows: [string, string][]): void {
    doc.moveDown(0.9).fontSize(12).fillColor('black').text(title, MARGIN, doc.y);
    doc
      .moveTo(MARGIN, doc.y + 3)
      .lineTo(MARGIN + width, doc.y + 3)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
    doc.moveDown(0.5);
    for (const [label, value] of rows) {
      const y = doc.y;
      doc.fontSize(10).fillColor(GREY).text(label, MARGIN, y, { width: LABEL_WIDTH });
      const labelBottom = doc.y;
      doc.fillColor('black').text(value, MARGIN + LABEL_WIDTH, y, { width: width - LABEL_WIDTH });
      doc.x = MARGIN;
      doc.y = Math.max(doc.y, labelBottom) + 3;
    }
  }

  doc.fontSize(11).fillColor(GREY).text(t('remittance_receipt.pdf.provider'));
  doc.fontSize(20).fillColor('black').text(t('remittance_receipt.pdf.title'));
  doc.fontSize(11).fillColor(GREY).text(`${order.number} · ${order.status_name}`);

  section(t('remittance_receipt.pdf.order'), [
    [t('remittance_receipt.pdf.order_number'), order.number],
    [t('remittance_receipt.pdf.status'), order.status_name],
    [t('remittance_receipt.pdf.created'), order.create_time],
    [t('remittance_receipt.pdf.paid'), order.paid_time ?? '—'],
    [t('remittance_receipt.pdf.completed'), order.completed_time ?? '—'],
    [t('remittance_receipt.pdf.payment_method'), order.payment_method_name],
  ]);
  section(t('remittance_receipt.pdf.sender'), [
    [t('remittance_receipt.pdf.name'), merchant.name],
    [t('remittance_receipt.pdf.merchant_number'), merchant.number],
  ]);
  section(t('remittance_receipt.pdf.recipient'), [
    [t('remittance_receipt.pdf.name'), order.recipient.name],
    [t('remittance_receipt.pdf.account'), order.recipient.account_display],
    [t('remittance_receipt.pdf.network'), order.recipient.payment_network_name],
  ]);
  section(t('remittance_receipt.pdf.amounts'), [
    [t('remittance_receipt.pdf.send_amount'), money(order.send_amount, order.send_currency_id)],
    [
      t('remittance_receipt.pdf.fee', { gst: money(order.fee_gst, order.send_currency_id) }),
      money(order.fee_amount, order.send_currency_id),
    ],
    [t('remittance_receipt.pdf.total'), money(order.total_amount, order.send_currency_id)],
    [t('remittance_receipt.pdf.rate'), `1 ${order.send_currency} = ${order.rate.toFixed(4)} ${order.receive_currency}`],
    [t('remittance_receipt.pdf.received'), money(order.receive_amount, order.receive_currency_id)],
  ]);
  section(t('remittance_receipt.pdf.details'), [
    [t('remittance_receipt.pdf.reason'), order.reason_name],
    [t('remittance_receipt.pdf.reference'), order.reference],
  ]);

  doc
    .moveDown(1.5)
    .fontSize(8)
    .fillColor(GREY)
    .text(
      t('remittance_receipt.pdf.footnote', { timeZone: merchant.timeZone, generated: content.generatedAt }),
      MARGIN,
      doc.y,
      { width },
    );
  doc.end();
  return done;
}

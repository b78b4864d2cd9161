import type { BatchRow as BatchRowView, TransferBatch } from '@mbo/contracts/calls/remittance-batch';
import type { Language } from '@mbo/contracts/constants';
import { isMessageKey, translate } from '@mbo/contracts/i18n';
import { currencyById } from '@mbo/contracts/lookups/currencies';
import { toMajor } from '@mbo/contracts/money';
import { gstIncluded } from '@mbo/contracts/remittance/fees';
import { formatWireTime } from '../../../lib/time.ts';
import { rateFromE10 } from '../../fx/fx.public.ts';
import type { BatchPricing, PricedRow, RowError } from './batch-price.ts';
import type { BatchRow } from './batch.repository.ts';

const codeOf = (currencyId: number) => currencyById(currencyId)?.code ?? String(currencyId);
const major = (minor: number | null, currencyId: number | null) =>
  minor === null || currencyId === null ? null : toMajor(minor, currencyId);

/** The order key of a batch row: one order per batch and file line, so a repeated payment cannot make two. */
export const batchOrderKey = (batchId: number, line: number) => `batch-${batchId}-${line}`;

/** "Amount: Please enter an amount above 0 …": the column's title and the message, both in the viewer's language. */
export function rowErrorText(language: Language, error: RowError): string {
  const params = Object.fromEntries(
    Object.entries(error.params ?? {}).map(([name, value]) => [
      name,
      typeof value === 'string' && isMessageKey(value) ? translate(language, value) : value,
    ]),
  );
  return translate(language, 'remittance_batch.row_error', {
    column: translate(language, `remittance_batch.column.${error.column}`),
    message: translate(language, error.key, params),
  });
}

function rowView(
  row: PricedRow,
  sendCurrencyId: number,
  language: Language,
  order: { id: number; number: string } | undefined,
): BatchRowView {
  const receive = row.receiveCurrencyId;
  return {
    line: row.line,
    ...row.input,
    ok: row.errors.length === 0,
    errors: row.errors.map((error) => ({ column: error.column, message: rowErrorText(language, error) })),
    recipient_name: row.recipientName,
    receive_currency_id: receive,
    receive_currency: receive === null ? null : codeOf(receive),
    speed_id: row.speed,
    speed_switched: row.speedSwitched,
    send_amount: major(row.sendMinor, sendCurrencyId),
    receive_amount: major(row.receiveMinor, receive),
    fee_amount: major(row.feeMinor, sendCurrencyId),
    fee_gst: row.feeMinor === null ? null : toMajor(gstIncluded(row.feeMinor), sendCurrencyId),
    rate: row.rateE10 === null ? null : rateFromE10(row.rateE10),
    cny_equivalent: major(row.cnyMinor, 3),
    order_id: order?.id ?? null,
    order_number: order?.number ?? null,
  };
}

/** The batch as the calls answer it, in the viewer's language. */
export function batchView(
  batch: BatchRow,
  context: {
    language: Language;
    timeZone: string;
    now: Date;
    availableMinor: number;
    orders: ReadonlyMap<string, { id: number; number: string }>;
  },
): TransferBatch {
  const send = batch.sendCurrencyId;
  const rows = batch.rows as PricedRow[];
  const pricing = batch.pricing as BatchPricing;
  const perCurrency = new Map<number, { count: number; receive: number; send: number }>();
  let feeGst = 0;
  for (const row of rows) {
    if (row.errors.length > 0 || row.receiveCurrencyId === null) continue;
    const sums = perCurrency.get(row.receiveCurrencyId) ?? { count: 0, receive: 0, send: 0 };
    sums.count += 1;
    sums.receive += row.receiveMinor!;
    sums.send += row.sendMinor!;
    perCurrency.set(row.receiveCurrencyId, sums);
    feeGst += gstIncluded(row.feeMinor!);
  }
  const total = batch.totalSendMinor + batch.totalFeeMinor;
  const expiresMs = batch.expiresAt.getTime();
  return {
    id: batch.id,
    number: batch.number,
    status: batch.status,
    file_name: batch.fileName,
    send_currency_id: send,
    send_currency: codeOf(send),
    row_count: batch.rowCount,
    valid_count: batch.validCount,
    invalid_count: batch.rowCount - batch.validCount,
    rows: rows.map((row) =>
      rowView(row, send, context.language, context.orders.get(batchOrderKey(batch.id, row.line))),
    ),
    pricing: [...perCurrency].map(([currencyId, sums]) => {
      const rate = pricing.rates[String(currencyId)];
      return {
        receive_currency_id: currencyId,
        receive_currency: codeOf(currencyId),
        rate: currencyId === send ? 1 : rateFromE10(rate!.rateE10),
        mid_rate: currencyId === send ? 1 : rateFromE10(rate!.midRateE10),
        count: sums.count,
        receive_total: toMajor(sums.receive, currencyId),
        send_total: toMajor(sums.send, send),
      };
    }),
    total_send: toMajor(batch.totalSendMinor, send),
    total_fee: toMajor(batch.totalFeeMinor, send),
    total_fee_gst: toMajor(feeGst, send),
    total_amount: toMajor(total, send),
    send_available: toMajor(Math.max(0, context.availableMinor), send),
    shortfall: toMajor(Math.max(0, total - Math.max(0, context.availableMinor)), send),
    expires_at: formatWireTime(batch.expiresAt, context.timeZone),
    expires_at_ms: expiresMs,
    expires_in_seconds: Math.max(0, Math.floor((expiresMs - context.now.getTime()) / 1000)),
    create_time: formatWireTime(batch.createdAt, context.timeZone),
    paid_time: batch.paidAt ? formatWireTime(batch.paidAt, context.timeZone) : null,
  };
}

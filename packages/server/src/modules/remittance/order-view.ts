import type { RemittanceQuote, TransferOrder } from '@mbo/contracts/calls/remittance';
import { REMITTANCE_CLOSED_REASON } from '@mbo/contracts/calls/remittance';
import type { Language } from '@mbo/contracts/constants';
import { translate } from '@mbo/contracts/i18n';
import { currencyById } from '@mbo/contracts/lookups/currencies';
import { toMajor } from '@mbo/contracts/money';
import { gstIncluded } from '@mbo/contracts/remittance/fees';
import { REMITTANCE_STATUS } from '@mbo/contracts/remittance/order-flow';
import { REMITTANCE_REASONS } from '@mbo/contracts/remittance/reasons';
import { RECIPIENT_KIND } from '@mbo/contracts/remittance/recipient-layout';
import { formatWireTime } from '../../lib/time.ts';
import { rateFromE10 } from '../fx/fx.public.ts';
import { limitOf, type TransferTerms } from './pricing.ts';
import type { OrderWithRecipient } from './remittance.repository.ts';

const code = (currencyId: number) => currencyById(currencyId)?.code ?? String(currencyId);
const time = (at: Date | null, timeZone: string) => (at === null ? null : formatWireTime(at, timeZone));

/** The progress widget's reading of a transfer order's status (002 §4; the widget's own scale is for other kinds). */
export function orderProgress(status: number): 'in_progress' | 'complete' | 'failed' | 'closed' {
  if (status === REMITTANCE_STATUS.completed) return 'complete';
  if (status === REMITTANCE_STATUS.failed || status === REMITTANCE_STATUS.refunded) return 'failed';
  if (status === REMITTANCE_STATUS.closed) return 'closed';
  return 'in_progress';
}

function statusNote(row: OrderWithRecipient, language: Language): string | null {
  if (row.status === REMITTANCE_STATUS.closed)
    return translate(
      language,
      row.closedReason === REMITTANCE_CLOSED_REASON.timeout ? 'remittance.timed_out' : 'remittance.closed_by_user',
    );
  if (row.status === REMITTANCE_STATUS.failed) return translate(language, 'remittance.failed_network');
  if (row.status === REMITTANCE_STATUS.refunded) return translate(language, 'remittance.returned_note');
  return null;
}

function returnedMinor(row: OrderWithRecipient): number {
  if (row.status === REMITTANCE_STATUS.failed) return row.receiveMinor;
  if (row.status === REMITTANCE_STATUS.refunded) return row.receiveMinor - row.abnormalFeeMinor;
  return 0;
}

/** A transfer order as answered, in the caller's language and the merchant's time zone. */
export function orderView(row: OrderWithRecipient, language: Language, timeZone: string): TransferOrder {
  const reason = REMITTANCE_REASONS.find((item) => item.id === row.reason);
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    status_name: translate(language, `remittance.status.${row.status}`),
    progress: orderProgress(row.status),
    recipient: {
      id: row.recipientId,
      name: row.recipientName,
      kind: row.recipientKind,
      account_display:
        row.recipientKind === RECIPIENT_KIND.productUser
          ? (row.recipientUserAccount ?? '')
          : `•••• ${(row.recipientAccount ?? '').slice(-4)}`,
      payment_network_name: row.paymentNetwork ? translate(language, `recipients.network.${row.paymentNetwork}`) : '',
    },
    quote_id: row.quoteId,
    send_currency_id: row.sendCurrencyId,
    send_currency: code(row.sendCurrencyId),
    send_amount: toMajor(row.sendMinor, row.sendCurrencyId),
    receive_currency_id: row.receiveCurrencyId,
    receive_currency: code(row.receiveCurrencyId),
    receive_amount: toMajor(row.receiveMinor, row.receiveCurrencyId),
    rate: rateFromE10(row.rateE10),
    fee_amount: toMajor(row.feeMinor, row.sendCurrencyId),
    fee_gst: toMajor(gstIncluded(row.feeMinor), row.sendCurrencyId),
    fee_waiver: row.feeWaiver,
    total_amount: toMajor(row.sendMinor + row.feeMinor, row.sendCurrencyId),
    speed: row.speed,
    speed_name: translate(language, `remittance.speed.${row.speed}`),
    payment_method: row.paymentMethod,
    payment_method_name: translate(language, `remittance.method.${row.paymentMethod ?? 0}`),
    reason: row.reason,
    reason_name: reason ? (language === 'zh_CN' ? reason.zh : reason.en) : String(row.reason),
    notify_email: row.notifyEmail,
    reference: row.reference,
    closed_reason: row.closedReason,
    status_note: statusNote(row, language),
    abnormal_fee_amount: toMajor(row.abnormalFeeMinor, row.receiveCurrencyId),
    returned_amount: toMajor(returnedMinor(row), row.receiveCurrencyId),
    has_receipt: row.receiptToken !== null,
    batch_id: row.batchId,
    pay_by: formatWireTime(row.payBy, timeZone),
    pay_by_ms: row.payBy.getTime(),
    create_time: formatWireTime(row.createdAt, timeZone),
    paid_time: time(row.paidAt, timeZone),
    completed_time: time(row.completedAt, timeZone),
    ended_time: time(row.endedAt, timeZone),
  };
}

/** A priced transfer as the wizard shows it. */
export function quoteView(
  terms: TransferTerms,
  extra: {
    quoteId: number | null;
    recipientId: number | null;
    expiresAt: Date | null;
    now: Date;
    timeZone: string;
    sendAvailableMinor: number;
  },
): RemittanceQuote {
  const { sendCurrencyId: send, receiveCurrencyId: receive } = terms;
  const expiresIn = extra.expiresAt
    ? Math.max(0, Math.floor((extra.expiresAt.getTime() - extra.now.getTime()) / 1000))
    : null;
  return {
    quote_id: extra.quoteId,
    recipient_id: extra.recipientId,
    send_currency_id: send,
    send_currency: code(send),
    receive_currency_id: receive,
    receive_currency: code(receive),
    fixed_side: terms.fixedSide,
    send_amount: toMajor(terms.sendMinor, send),
    receive_amount: toMajor(terms.receiveMinor, receive),
    rate: rateFromE10(terms.rateE10),
    mid_rate: rateFromE10(terms.midRateE10),
    fee_amount: toMajor(terms.feeMinor, send),
    fee_gst: toMajor(gstIncluded(terms.feeMinor), send),
    fee_waiver: terms.feeWaiver,
    total_amount: toMajor(terms.sendMinor + terms.feeMinor, send),
    speed: terms.speed,
    speed_switched: terms.speedSwitched,
    limit_cny: toMajor(limitOf(terms.speed), 3),
    cny_equivalent: toMajor(terms.cnyEquivalentMinor, 3),
    expires_at: extra.expiresAt ? formatWireTime(extra.expiresAt, extra.timeZone) : null,
    expires_at_ms: extra.expiresAt?.getTime() ?? null,
    expires_in_seconds: expiresIn,
    send_available: toMajor(Math.max(0, extra.sendAvailableMinor), send),
  };
}

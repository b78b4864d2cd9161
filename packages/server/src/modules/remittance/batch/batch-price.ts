import type { BatchColumn } from '@mbo/contracts/calls/remittance-batch';
import { remittanceDetailsFields } from '@mbo/contracts/calls/remittance';
import { FX_FIXED_SIDE } from '@mbo/contracts/calls/fx';
import { CURRENCY_ID } from '@mbo/contracts/lookups/currencies';
import { exponentOf, formatMinor, toMinor } from '@mbo/contracts/money';
import {
  FEE_WAIVER,
  REMITTANCE_FEE_AUD_MINOR,
  routeOf,
  speedFor,
  TRANSFER_SPEED,
  type TransferSpeed,
} from '@mbo/contracts/remittance/fees';
import { overLimit } from '@mbo/contracts/remittance/limits';
import { RECIPIENT_KIND } from '@mbo/contracts/remittance/recipient-layout';
import { buyForSell, FX_MAX_MINOR, sellForBuy } from '../../fx/fx.public.ts';
import type { RawBatchRow } from './batch-parse.ts';

/** What a row needs to know of a recipient (the merchant's, not deleted; loaded once per batch). */
export interface BatchRecipient {
  id: number;
  name: string;
  kind: number;
  currencyId: number;
  paymentNetwork: number | null;
}

/** A receive currency's rates (scaled ×10^10, receive units per send unit): one per batch and currency. */
export interface BatchRate {
  midRateE10: number;
  rateE10: number;
}

/**
 * The batch's prices, fixed when it is validated and honoured until `expiresAtMs`: one rate per receive currency,
 * the send currency's mid rate to CNY (the limits are in CNY) and to AUD (the fee table is in AUD).
 */
export interface BatchPricing {
  quotedAtMs: number;
  expiresAtMs: number;
  spreadPpm: number;
  source: string;
  rates: Record<string, BatchRate>;
  cnyMidRateE10: number;
  audMidRateE10: number;
}

/** A row's problem: the column and the message key (translated when the batch is shown, in the viewer's language). */
export interface RowError {
  column: BatchColumn;
  key: string;
  params?: Record<string, string | number>;
}

/** A row as stored in `transfer_batches.rows`: the cells as typed, the errors, and the priced order when valid. */
export interface PricedRow {
  line: number;
  input: Omit<RawBatchRow, 'line'>;
  errors: RowError[];
  recipientId: number | null;
  recipientName: string | null;
  receiveCurrencyId: number | null;
  speed: TransferSpeed | null;
  speedSwitched: boolean;
  fixedSide: number | null;
  sendMinor: number | null;
  receiveMinor: number | null;
  feeMinor: number | null;
  feeWaiver: number;
  cnyMinor: number | null;
  rateE10: number | null;
  midRateE10: number | null;
  reason: number | null;
  notifyEmail: string | null;
  reference: string | null;
}

export interface BatchTotals {
  rowCount: number;
  validCount: number;
  sendMinor: number;
  feeMinor: number;
}

const SAME_CURRENCY_RATE_E10 = 10_000_000_000;
const AMOUNT_TEXT = /^(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;
const SIDES: Record<string, number> = {
  '': FX_FIXED_SIDE.buy,
  receive: FX_FIXED_SIDE.buy,
  '2': FX_FIXED_SIDE.buy,
  到账: FX_FIXED_SIDE.buy,
  收款: FX_FIXED_SIDE.buy,
  send: FX_FIXED_SIDE.sell,
  '1': FX_FIXED_SIDE.sell,
  发送: FX_FIXED_SIDE.sell,
  付款: FX_FIXED_SIDE.sell,
};
const SPEEDS: Record<string, TransferSpeed> = {
  '': TRANSFER_SPEED.fast,
  fast: TRANSFER_SPEED.fast,
  '1': TRANSFER_SPEED.fast,
  快速: TRANSFER_SPEED.fast,
  advanced: TRANSFER_SPEED.advanced,
  '2': TRANSFER_SPEED.advanced,
  高级: TRANSFER_SPEED.advanced,
};

/** The receive currencies a batch needs rates for: its recipients' (unknown ids need none). */
export function receiveCurrenciesOf(rows: readonly RawBatchRow[], recipients: ReadonlyMap<number, BatchRecipient>) {
  const currencies = new Set<number>();
  for (const row of rows) {
    const recipient = recipients.get(Number(row.recipient_id));
    if (recipient) currencies.add(recipient.currencyId);
  }
  return [...currencies];
}

/**
 * The fee of a batch row in the send currency, GST-inclusive (fees.ts): the AUD table's fee of its speed, converted
 * at the send currency's mid rate and rounded up; nothing for a product user. The first-remittance waiver does not
 * apply to a batch (ARCHITECTURE.md, "Batch payment").
 */
export function batchFee(
  speed: TransferSpeed,
  recipientKind: number,
  sendCurrencyId: number,
  audMidRateE10: number,
): { feeMinor: number; feeWaiver: number } {
  if (recipientKind === RECIPIENT_KIND.productUser) return { feeMinor: 0, feeWaiver: FEE_WAIVER.productUser };
  const aud = REMITTANCE_FEE_AUD_MINOR[speed];
  if (sendCurrencyId === CURRENCY_ID.AUD) return { feeMinor: aud, feeWaiver: FEE_WAIVER.none };
  return { feeMinor: sellForBuy(aud, audMidRateE10, sendCurrencyId, CURRENCY_ID.AUD), feeWaiver: FEE_WAIVER.none };
}

/** The first zod message of a detail field ('remittance.email_invalid'), or null when the value is good. */
function detailError<T>(
  field: { safeParse(value: unknown): { success: boolean; data?: T; error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  const result = field.safeParse(value);
  return result.success
    ? { value: result.data as T, key: null }
    : { value: null, key: result.error?.issues[0]?.message ?? 'remittance.reason_required' };
}

/**
 * Validates and prices every row of a batch, in memory (no query per row): the merchant's recipients and the
 * batch's rates were loaded once. A row is valid when it has no error; only valid rows are priced into the totals.
 */
export function priceBatch(
  rows: readonly RawBatchRow[],
  sendCurrencyId: number,
  recipients: ReadonlyMap<number, BatchRecipient>,
  pricing: BatchPricing,
): { rows: PricedRow[]; totals: BatchTotals } {
  const totals: BatchTotals = { rowCount: rows.length, validCount: 0, sendMinor: 0, feeMinor: 0 };
  const priced = rows.map((raw): PricedRow => {
    const { line, ...input } = raw;
    const errors: RowError[] = [];
    const row: PricedRow = {
      line,
      input,
      errors,
      recipientId: null,
      recipientName: null,
      receiveCurrencyId: null,
      speed: null,
      speedSwitched: false,
      fixedSide: null,
      sendMinor: null,
      receiveMinor: null,
      feeMinor: null,
      feeWaiver: FEE_WAIVER.none,
      cnyMinor: null,
      rateE10: null,
      midRateE10: null,
      reason: null,
      notifyEmail: null,
      reference: null,
    };

    let recipient: BatchRecipient | undefined;
    if (!/^\d{1,15}$/.test(input.recipient_id))
      errors.push({ column: 'recipient_id', key: 'remittance_batch.recipient_invalid' });
    else {
      recipient = recipients.get(Number(input.recipient_id));
      if (!recipient)
        errors.push({
          column: 'recipient_id',
          key: 'remittance_batch.recipient_not_found',
          params: { id: input.recipient_id },
        });
      else {
        row.recipientId = recipient.id;
        row.recipientName = recipient.name;
        row.receiveCurrencyId = recipient.currencyId;
        if (
          sendCurrencyId === CURRENCY_ID.AUD &&
          recipient.currencyId === CURRENCY_ID.AUD &&
          recipient.kind === RECIPIENT_KIND.bankAccount
        )
          errors.push({ column: 'recipient_id', key: 'remittance.aud_not_supported' });
      }
    }

    const side = SIDES[input.amount_side.toLowerCase()];
    if (side === undefined) errors.push({ column: 'amount_side', key: 'remittance_batch.amount_side_invalid' });
    else row.fixedSide = side;
    const asked = SPEEDS[input.speed.toLowerCase()];
    if (asked === undefined) errors.push({ column: 'speed', key: 'remittance_batch.speed_invalid' });

    const reason = detailError<number>(
      remittanceDetailsFields.reason,
      /^\d{1,3}$/.test(input.reason) ? Number(input.reason) : undefined,
    );
    if (reason.key) errors.push({ column: 'reason', key: reason.key });
    else row.reason = reason.value;
    const email = detailError<string>(remittanceDetailsFields.notify_email, input.notify_email);
    if (email.key) errors.push({ column: 'notify_email', key: email.key });
    else row.notifyEmail = email.value;
    const reference = detailError<string>(remittanceDetailsFields.reference, input.reference);
    if (reference.key) errors.push({ column: 'reference', key: reference.key });
    else row.reference = reference.value;

    // The amount: in the send currency when the send side is fixed, else in the recipient's currency.
    const amountCurrency = side === FX_FIXED_SIDE.sell ? sendCurrencyId : recipient?.currencyId;
    let amountMinor: number | null = null;
    if (input.amount === '') errors.push({ column: 'amount', key: 'remittance_batch.amount_required' });
    else if (amountCurrency !== undefined && side !== undefined) {
      const decimals = Math.min(2, exponentOf(amountCurrency));
      const fraction = input.amount.split('.')[1] ?? '';
      amountMinor =
        AMOUNT_TEXT.test(input.amount) && fraction.replace(/0+$/, '').length <= decimals
          ? toMinor(input.amount.replaceAll(',', ''), amountCurrency)
          : null;
      if (amountMinor === null || amountMinor <= 0) {
        errors.push({ column: 'amount', key: 'remittance.amount_invalid', params: { decimals } });
        amountMinor = null;
      } else if (amountMinor > FX_MAX_MINOR) {
        errors.push({ column: 'amount', key: 'remittance.amount_too_large' });
        amountMinor = null;
      }
    }
    if (!recipient || amountMinor === null || asked === undefined || side === undefined) return row;

    // Priced: the batch's rate for the recipient's currency, the speed after the switch, the fee, the limit.
    const receive = recipient.currencyId;
    const rate =
      receive === sendCurrencyId
        ? { midRateE10: SAME_CURRENCY_RATE_E10, rateE10: SAME_CURRENCY_RATE_E10 }
        : pricing.rates[String(receive)]!;
    const sendMinor =
      side === FX_FIXED_SIDE.sell ? amountMinor : sellForBuy(amountMinor, rate.rateE10, sendCurrencyId, receive);
    const receiveMinor =
      side === FX_FIXED_SIDE.sell ? buyForSell(amountMinor, rate.rateE10, sendCurrencyId, receive) : amountMinor;
    if (sendMinor <= 0 || receiveMinor <= 0) {
      errors.push({ column: 'amount', key: 'remittance.amount_too_small' });
      return row;
    }
    const speed = speedFor(asked, recipient);
    const fee = batchFee(speed.speed, recipient.kind, sendCurrencyId, pricing.audMidRateE10);
    const cnyMinor =
      receive === CURRENCY_ID.CNY
        ? receiveMinor
        : sendCurrencyId === CURRENCY_ID.CNY
          ? sendMinor
          : buyForSell(sendMinor, pricing.cnyMidRateE10, sendCurrencyId, CURRENCY_ID.CNY);
    Object.assign(row, {
      speed: speed.speed,
      speedSwitched: speed.switched,
      sendMinor,
      receiveMinor,
      feeMinor: fee.feeMinor,
      feeWaiver: fee.feeWaiver,
      cnyMinor,
      rateE10: rate.rateE10,
      midRateE10: rate.midRateE10,
    });
    const limit = overLimit(routeOf(speed.speed), cnyMinor);
    if (limit !== null)
      errors.push({
        column: 'amount',
        key: 'remittance.over_limit',
        params: {
          speed: `remittance.speed.${speed.speed}`,
          limit: formatMinor(limit, CURRENCY_ID.CNY),
          amount: formatMinor(cnyMinor, CURRENCY_ID.CNY),
        },
      });
    if (errors.length === 0) {
      totals.validCount += 1;
      totals.sendMinor += sendMinor;
      totals.feeMinor += fee.feeMinor;
    }
    return row;
  });
  return { rows: priced, totals };
}

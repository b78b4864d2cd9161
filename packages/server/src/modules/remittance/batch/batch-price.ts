import type { BatchColumn } from '@mbo/contracts/calls/remittance-batch';
import { remittanceDetailsFields } from '@mbo/contracts/calls/remittance';
import { FX_FIXED_SIDE } from '@mbo/contracts/calls/fx';
import { CURRENCY_ID } from '@mbo/contracts/lookups/currencies';
import { exponentOf, formatMinor } from '@mbo/contracts/money';
import { FEE_WAIVER, routeOf, TRANSFER_SPEED, type TransferSpeed } from '@mbo/contracts/remittance/fees';
import { overLimit } from '@mbo/contracts/remittance/limits';
import { RECIPIENT_KIND } from '@mbo/contracts/remittance/recipient-layout';
import { AppError } from '../../../lib/app-error.ts';
import { checkSendable, type Pricing, transferMinor } from '../pricing.ts';
import type { RawBatchRow } from './batch-parse.ts';

/** What a row needs to know of a recipient (the merchant's, not deleted; loaded once per batch). */
export interface BatchRecipient {
  id: number;
  name: string;
  kind: number;
  currencyId: number;
  paymentNetwork: number | null;
  /** A product user's user id (paid into their merchant's global account); null for a bank account. */
  userId: number | null;
  /** A product user's merchant (where the money goes), resolved once per batch; null when none or a bank account. */
  recipientMerchantId?: number | null;
}

/** A receive currency's rates (scaled ×10^10, receive units per send unit): one per batch and currency. */
export interface BatchRate {
  midRateE10: number;
  rateE10: number;
}

/**
 * The batch's prices, fixed when it is validated and honoured until `expiresAtMs`: one rate per receive currency;
 * fees and CNY equivalents come from the order module's pricing at the same instant (`quotedAtMs`).
 */
export interface BatchPricing {
  quotedAtMs: number;
  expiresAtMs: number;
  spreadPpm: number;
  source: string;
  rates: Record<string, BatchRate>;
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
  recipientKind: number | null;
  recipientMerchantId: number | null;
  paymentNetwork: number | null;
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

/** A refusal of the order module's rules as a row error of a column, or the error itself when it is not one. */
function rowErrorOf(error: unknown, column: BatchColumn): RowError {
  if (!(error instanceof AppError)) throw error;
  return { column, key: error.messageKey, params: error.params };
}

/**
 * Validates and prices every row of a batch, in memory (no query per row): the merchant's recipients and the
 * batch's rates were loaded once; each row is priced by the order module's own pricing (`pricing.price`) at the
 * batch's rate of its receive currency and instant, without the first-remittance waiver. A row is valid when it has
 * no error; only valid rows count in the totals.
 */
export async function priceBatch(
  rows: readonly RawBatchRow[],
  sendCurrencyId: number,
  recipients: ReadonlyMap<number, BatchRecipient>,
  batchPricing: BatchPricing,
  pricing: Pick<Pricing, 'price'>,
): Promise<{ rows: PricedRow[]; totals: BatchTotals }> {
  const totals: BatchTotals = { rowCount: rows.length, validCount: 0, sendMinor: 0, feeMinor: 0 };
  const at = new Date(batchPricing.quotedAtMs);
  const priced: PricedRow[] = [];
  for (const raw of rows) {
    const { line, ...input } = raw;
    const errors: RowError[] = [];
    const row: PricedRow = {
      line,
      input,
      errors,
      recipientId: null,
      recipientName: null,
      recipientKind: null,
      recipientMerchantId: null,
      paymentNetwork: null,
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
    priced.push(row);

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
        row.recipientKind = recipient.kind;
        row.paymentNetwork = recipient.paymentNetwork;
        row.recipientMerchantId = recipient.recipientMerchantId ?? null;
        if (recipient.kind === RECIPIENT_KIND.productUser && row.recipientMerchantId === null)
          errors.push({ column: 'recipient_id', key: 'remittance.product_user_no_account' });
        try {
          checkSendable(recipient, sendCurrencyId);
        } catch (error) {
          errors.push(rowErrorOf(error, 'recipient_id'));
        }
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

    // The amount: in the send currency when the send side is fixed, else in the recipient's currency; "1,250.50"
    // as a spreadsheet shows it is read too.
    const amountCurrency = side === FX_FIXED_SIDE.sell ? sendCurrencyId : recipient?.currencyId;
    let amountMinor: number | null = null;
    if (input.amount === '') errors.push({ column: 'amount', key: 'remittance_batch.amount_required' });
    else if (amountCurrency !== undefined && side !== undefined) {
      try {
        if (!AMOUNT_TEXT.test(input.amount))
          errors.push({
            column: 'amount',
            key: 'remittance.amount_invalid',
            params: { decimals: Math.min(2, exponentOf(amountCurrency)) },
          });
        else amountMinor = transferMinor(input.amount.replaceAll(',', ''), amountCurrency);
      } catch (error) {
        errors.push(rowErrorOf(error, 'amount'));
      }
    }
    if (!recipient || amountMinor === null || asked === undefined || side === undefined || errors.length > 0) continue;

    // Priced by the order module at the batch's rate of the recipient's currency: speed switch, fee, CNY equivalent.
    const receive = recipient.currencyId;
    try {
      const terms = await pricing.price(
        {
          recipient,
          sendCurrencyId,
          ...(side === FX_FIXED_SIDE.sell ? { sendMinor: amountMinor } : { receiveMinor: amountMinor }),
          speed: asked,
          firstIsFree: false,
        },
        at,
        receive === sendCurrencyId ? undefined : batchPricing.rates[String(receive)],
      );
      Object.assign(row, {
        speed: terms.speed,
        speedSwitched: terms.speedSwitched,
        sendMinor: terms.sendMinor,
        receiveMinor: terms.receiveMinor,
        feeMinor: terms.feeMinor,
        feeWaiver: terms.feeWaiver,
        cnyMinor: terms.cnyEquivalentMinor,
        rateE10: terms.rateE10,
        midRateE10: terms.midRateE10,
      });
      const limit = overLimit(routeOf(terms.speed), terms.cnyEquivalentMinor);
      if (limit !== null)
        errors.push({
          column: 'amount',
          key: 'remittance.over_limit',
          params: {
            speed: `remittance.speed.${terms.speed}`,
            limit: formatMinor(limit, CURRENCY_ID.CNY),
            amount: formatMinor(terms.cnyEquivalentMinor, CURRENCY_ID.CNY),
          },
        });
      if (errors.length === 0) {
        totals.validCount += 1;
        totals.sendMinor += terms.sendMinor;
        totals.feeMinor += terms.feeMinor;
      }
    } catch (error) {
      errors.push(rowErrorOf(error, 'amount'));
    }
  }
  return { rows: priced, totals };
}

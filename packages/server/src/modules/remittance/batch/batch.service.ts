import { randomInt } from 'node:crypto';
import { BATCH_FILE_MAX_BYTES, BATCH_STATUS, type TransferBatch } from '@mbo/contracts/calls/remittance-batch';
import type { Language } from '@mbo/contracts/constants';
import { RETURN_CODE } from '@mbo/contracts/envelope';
import { currencyById } from '@mbo/contracts/lookups/currencies';
import { formatMinor } from '@mbo/contracts/money';
import type { Database } from '@mbo/db/client';
import type { MerchantScope } from '../../../http/call-context.ts';
import { badRequest, conflict, notFound } from '../../../lib/app-error.ts';
import { ACCOUNT_KIND, type Ledger } from '../../../money/money.public.ts';
import type { ExportFiles, ExportOwner } from '../../exports/exports.public.ts';
import { customerRateE10, FxError, type FxRepository } from '../../fx/fx.public.ts';
import type { Pricing } from '../pricing.ts';
import type { UploadsRepository } from '../../uploads/uploads.public.ts';
import { parseBatchFile, type RawBatchRow } from './batch-parse.ts';
import type { BatchOrderPayer } from './batch-pay.ts';
import type { NewOrder } from '../remittance.repository.ts';
import {
  priceBatch,
  receiveCurrenciesOf,
  type BatchPricing,
  type BatchRate,
  type BatchRecipient,
  type PricedRow,
} from './batch-price.ts';
import { writeBatchTemplate } from './batch-template.ts';
import { batchOrderKey, batchView } from './batch-view.ts';
import type { BatchRepository, BatchRow } from './batch.repository.ts';

export interface BatchServiceDeps {
  db: Database;
  ledger: Ledger;
  repository: BatchRepository;
  fx: Pick<FxRepository, 'globalBalance' | 'lockBalances'>;
  /** The order module's pricing (pricing.ts): mid rates, and each row priced as an order is. */
  pricing: Pick<Pricing, 'mid' | 'price'>;
  /** The rate provider's name, recorded in the batch's pricing. */
  ratesSource: string;
  spreadPpm: number;
  /** How long a batch's prices are honoured: the FX quote's TTL. */
  quoteTtlMs: number;
  uploads: Pick<UploadsRepository, 'ownedBy'>;
  readUpload(token: string): Promise<Buffer>;
  exportFiles: ExportFiles;
  payer: BatchOrderPayer;
  /** Where a product user is paid (the order module's rule: the merchant they are super admin of). */
  merchantOfUser(userId: number, senderMerchantId: number): Promise<number | undefined>;
  now?: () => Date;
}

const codeOf = (currencyId: number) => currencyById(currencyId)?.code ?? String(currencyId);
const amountText = (minor: number, currencyId: number) => `${formatMinor(minor, currencyId)} ${codeOf(currencyId)}`;

/** A refusal the web tells apart by its return_code, carrying the batch (re-priced, or as it stands). */
const batchError = (
  key:
    'remittance_batch.rate_updated' | 'remittance_batch.insufficient_balance' | 'remittance_batch.recipients_changed',
  returnCode: typeof RETURN_CODE.quoteExpired | typeof RETURN_CODE.insufficientBalance,
  batch: TransferBatch,
  params: Record<string, string | number> = {},
) => new FxError(key, returnCode, params, { batch });

/**
 * Batch payment (issue 14 §4; ARCHITECTURE.md "Batch payment"): read a file, validate and price every row in memory
 * (the merchant's recipients loaded once, one rate per receive currency), store the batch; pay it as one approval.
 */
export function createBatchService(deps: BatchServiceDeps) {
  const { db, repository } = deps;
  const now = deps.now ?? (() => new Date());

  /** The batch's prices now: one rate per receive currency (the order module's mid rate, our spread), the quote TTL. */
  async function pricingFor(sendCurrencyId: number, receiveCurrencies: readonly number[]): Promise<BatchPricing> {
    const at = now();
    const rates: Record<string, BatchRate> = {};
    await Promise.all(
      receiveCurrencies
        .filter((currencyId) => currencyId !== sendCurrencyId)
        .map(async (currencyId) => {
          const midRateE10 = await deps.pricing.mid(sendCurrencyId, currencyId, at);
          rates[String(currencyId)] = { midRateE10, rateE10: customerRateE10(midRateE10, deps.spreadPpm) };
        }),
    );
    return {
      quotedAtMs: at.getTime(),
      expiresAtMs: at.getTime() + deps.quoteTtlMs,
      spreadPpm: deps.spreadPpm,
      source: deps.ratesSource,
      rates,
    };
  }

  /** Validates and prices raw rows against the merchant's recipients as they are now. */
  async function validate(merchantId: number, sendCurrencyId: number, raw: readonly RawBatchRow[]) {
    const recipients = await repository.recipients(merchantId);
    // Product users are paid into their own merchant (never this one): one look-up per product user the file names.
    const named = new Set(raw.map((row) => Number(row.recipient_id)));
    for (const recipient of recipients.values()) {
      if (recipient.userId === null || !named.has(recipient.id)) continue;
      recipient.recipientMerchantId = (await deps.merchantOfUser(recipient.userId, merchantId)) ?? null;
    }
    const pricing = await pricingFor(sendCurrencyId, receiveCurrenciesOf(raw, recipients));
    return { pricing, ...(await priceBatch(raw, sendCurrencyId, recipients, pricing, deps.pricing)) };
  }

  async function view(batch: BatchRow, language: Language, timeZone: string): Promise<TransferBatch> {
    const [availableMinor, orders] = await Promise.all([
      deps.fx.globalBalance(batch.merchantId, batch.sendCurrencyId),
      batch.status === BATCH_STATUS.paid
        ? repository.orders(batch.merchantId, batch.id)
        : Promise.resolve(new Map<string, { id: number; number: string }>()),
    ]);
    return batchView(batch, { language, timeZone, now: now(), availableMinor, orders });
  }

  const rawRowsOf = (batch: BatchRow): RawBatchRow[] =>
    (batch.rows as PricedRow[]).map((row) => ({ line: row.line, ...row.input }));

  /** Re-prices an expired batch in place (same rows, today's recipients and rates); answers the batch as it is now. */
  async function reprice(batch: BatchRow, force = false): Promise<BatchRow> {
    const { pricing, rows, totals } = await validate(batch.merchantId, batch.sendCurrencyId, rawRowsOf(batch));
    await repository.reprice(batch.merchantId, batch.id, force ? null : new Date(pricing.quotedAtMs), {
      rows,
      pricing,
      validCount: totals.validCount,
      totalSendMinor: totals.sendMinor,
      totalFeeMinor: totals.feeMinor,
      expiresAt: new Date(pricing.expiresAtMs),
    });
    return (await repository.byId(batch.merchantId, batch.id))!;
  }

  return {
    async template(owner: ExportOwner, language: Language) {
      const recipients: BatchRecipient[] = [...(await repository.recipients(owner.merchantId)).values()];
      return writeBatchTemplate(deps.exportFiles, owner, language, recipients);
    },

    async upload(
      merchant: MerchantScope,
      userId: number,
      body: { send_currency_id: number; file: string; file_name?: string | undefined },
      language: Language,
    ): Promise<TransferBatch> {
      const merchantId = merchant.id;
      const [owned] = await deps.uploads.ownedBy(userId, [body.file]);
      if (!owned) throw badRequest('remittance_batch.file_unknown');
      const bytes = await deps.readUpload(body.file).catch(() => null);
      if (!bytes) throw badRequest('remittance_batch.file_unknown');
      if (bytes.length > BATCH_FILE_MAX_BYTES)
        throw badRequest('remittance_batch.file_too_large', { max: BATCH_FILE_MAX_BYTES / 1024 / 1024 });
      const raw = await parseBatchFile(bytes, language);
      const { pricing, rows, totals } = await validate(merchantId, body.send_currency_id, raw);
      const batch = await repository.insert({
        merchantId,
        number: `BT${String(randomInt(1e9)).padStart(9, '0')}${String(randomInt(10))}`,
        createdByUserId: userId,
        fileName: body.file_name?.trim() || 'batch',
        sendCurrencyId: body.send_currency_id,
        rowCount: totals.rowCount,
        validCount: totals.validCount,
        status: BATCH_STATUS.validated,
        rows,
        pricing,
        totalSendMinor: totals.sendMinor,
        totalFeeMinor: totals.feeMinor,
        expiresAt: new Date(pricing.expiresAtMs),
      });
      return view(batch, language, merchant.timeZone);
    },

    async get(merchant: MerchantScope, batchId: number, language: Language, refresh = false): Promise<TransferBatch> {
      const merchantId = merchant.id;
      const batch = await repository.byId(merchantId, batchId);
      if (!batch) throw notFound('remittance_batch.not_found');
      const isExpired = batch.status === BATCH_STATUS.validated && batch.expiresAt.getTime() <= now().getTime();
      return view(refresh && isExpired ? await reprice(batch) : batch, language, merchant.timeZone);
    },

    /**
     * Pays the batch's valid rows as one approval, in one transaction: the batch row locked (concurrent calls wait,
     * then find it paid), the send currency's balance locked and checked against the whole total (send + fees), then
     * one order per valid row made and paid through the order module (`payer`). All or nothing.
     */
    async pay(
      merchant: MerchantScope,
      userId: number,
      body: { batch_id: number; idempotency_key: string },
      language: Language,
    ): Promise<TransferBatch> {
      const merchantId = merchant.id;
      const batch = await repository.byId(merchantId, body.batch_id);
      if (!batch) throw notFound('remittance_batch.not_found');
      const settled = (row: BatchRow) => {
        if (row.status === BATCH_STATUS.closed) throw conflict('remittance_batch.closed');
        if (row.status !== BATCH_STATUS.paid) return false;
        if (row.payIdempotencyKey !== body.idempotency_key) throw conflict('remittance_batch.already_paid');
        return true;
      };
      if (settled(batch)) return view(batch, language, merchant.timeZone);
      if (batch.expiresAt.getTime() <= now().getTime())
        throw batchError(
          'remittance_batch.rate_updated',
          RETURN_CODE.quoteExpired,
          await view(await reprice(batch), language, merchant.timeZone),
        );
      if (batch.validCount === 0) throw badRequest('remittance_batch.no_valid_rows');

      const send = batch.sendCurrencyId;
      // A recipient deleted since the upload: the batch is checked again and shown before anything is paid.
      const live = await repository.recipients(merchantId);
      const valid = (batch.rows as PricedRow[]).filter((row) => row.errors.length === 0);
      if (valid.some((row) => !live.has(row.recipientId!)))
        throw batchError(
          'remittance_batch.recipients_changed',
          RETURN_CODE.quoteExpired,
          await view(await reprice(batch, true), language, merchant.timeZone),
        );
      const pricing = batch.pricing as BatchPricing;
      const orderOf = (row: PricedRow): NewOrder => ({
        merchantId,
        idempotencyKey: batchOrderKey(batch.id, row.line),
        createdByUserId: userId,
        batchId: batch.id,
        recipientId: row.recipientId!,
        recipientKind: row.recipientKind!,
        recipientMerchantId: row.recipientMerchantId,
        paymentNetwork: row.paymentNetwork,
        speed: row.speed!,
        sendCurrencyId: send,
        sendMinor: row.sendMinor!,
        receiveCurrencyId: row.receiveCurrencyId!,
        receiveMinor: row.receiveMinor!,
        fixedSide: row.fixedSide!,
        quoteId: null,
        rateE10: row.rateE10!,
        midRateE10: row.midRateE10!,
        spreadPpm: row.receiveCurrencyId === send ? 0 : pricing.spreadPpm,
        feeMinor: row.feeMinor!,
        feeWaiver: row.feeWaiver,
        cnyEquivalentMinor: row.cnyMinor!,
        reason: row.reason!,
        notifyEmail: row.notifyEmail!.toLowerCase(),
        reference: row.reference!,
        // Never waited on: a batch's order is paid when it is made.
        payBy: now(),
      });
      await deps.payer.prepare(valid.map(orderOf));
      const [globalAccountId] = await deps.ledger.accountIds([
        { merchantId, currencyId: send, kind: ACCOUNT_KIND.global },
      ]);
      const outcome = await db.transaction(async (tx) => {
        const locked = await repository.lock(tx, merchantId, batch.id);
        if (!locked) throw notFound('remittance_batch.not_found');
        if (settled(locked)) return { kind: 'paid' as const, batch: locked };
        const at = now();
        if (locked.expiresAt.getTime() <= at.getTime()) return { kind: 'expired' as const, batch: locked };
        const balances = await deps.fx.lockBalances(tx, [globalAccountId!]);
        const available = -(balances.get(globalAccountId!) ?? 0);
        const total = locked.totalSendMinor + locked.totalFeeMinor;
        if (total > available) return { kind: 'short' as const, batch: locked, available, total };
        // The rows paid are the locked batch's (the same as read above unless it was re-priced meanwhile).
        const rows = (locked.rows as PricedRow[]).filter((row) => row.errors.length === 0);
        await deps.payer.insertAndPay(tx, rows.map(orderOf), at);
        await repository.markPaid(tx, locked.id, { key: body.idempotency_key, userId, at });
        return { kind: 'paid' as const, batch: (await repository.byId(merchantId, locked.id, tx))! };
      });
      if (outcome.kind === 'expired')
        throw batchError(
          'remittance_batch.rate_updated',
          RETURN_CODE.quoteExpired,
          await view(await reprice(outcome.batch), language, merchant.timeZone),
        );
      if (outcome.kind === 'short')
        throw batchError(
          'remittance_batch.insufficient_balance',
          RETURN_CODE.insufficientBalance,
          await view(outcome.batch, language, merchant.timeZone),
          {
            currency: codeOf(send),
            available: amountText(Math.max(0, outcome.available), send),
            amount: amountText(outcome.total, send),
            shortfall: amountText(outcome.total - Math.max(0, outcome.available), send),
          },
        );
      return view(outcome.batch, language, merchant.timeZone);
    },
  };
}
export type BatchService = ReturnType<typeof createBatchService>;

import {
  COLLECTION_CLOSED_REASON,
  COLLECTION_FEE_PPM,
  collectionPayPath,
  type CollectionOrder,
} from '@mbo/contracts/calls/collections';
import type { ParsedRequest } from '@mbo/contracts/calls/index';
import type { Language } from '@mbo/contracts/constants';
import { translate, type MessageKey } from '@mbo/contracts/i18n';
import { collectionAccountFor } from '@mbo/contracts/lookups/collection-accounts';
import { currencyById } from '@mbo/contracts/lookups/currencies';
import { exponentOf, feeAt, toMajor, toMinor } from '@mbo/contracts/money';
import { type CollectionStatus, collectionTransition } from '@mbo/contracts/remittance/collection-flow';
import { COLLECTION_STATUS } from '@mbo/contracts/remittance/order-flow';
import type { Database } from '@mbo/db/client';
import type { MerchantContext } from '../../http/call-context.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { formatWireTime } from '../../lib/time.ts';
import type { Ledger } from '../../money/money.public.ts';
import { publishMessage } from '../messages/messages.public.ts';
import { collectionAccounts, completeCollection, noticeParams } from './collection-money.ts';
import type { CollectionRow, CollectionsRepository } from './collections.repository.ts';

/** In the sandbox, the simulated bank feed sees a reported transfer arrive this long after it was reported. */
export const SANDBOX_FEED_DELAY_MS = 2_000;

const TIME = (value: Date | string | null, timeZone: string): string | null =>
  value === null ? null : formatWireTime(new Date(value), timeZone);
const code = (currencyId: number) => currencyById(currencyId)?.code ?? String(currencyId);

/** Why an order closed, in the language (the console's note in it when the funds were not found). */
function closedReason(row: CollectionRow, language: Language): string | null {
  if (row.closed_reason === null) return null;
  const note = (language === 'zh_CN' ? row.close_note_zh : row.close_note_en) ?? '';
  return translate(language, `collections.closed_reason.${row.closed_reason}` as MessageKey, { note });
}

export function collectionView(row: CollectionRow, timeZone: string, language: Language): CollectionOrder {
  const amount = Number(row.amount_minor);
  const fee = Number(row.fee_minor);
  return {
    id: Number(row.id),
    number: row.number,
    currency_id: row.currency_id,
    currency: code(row.currency_id),
    amount: toMajor(amount, row.currency_id),
    fee: toMajor(fee, row.currency_id),
    net_amount: toMajor(amount - fee, row.currency_id),
    description: row.description,
    payer_name: row.payer_name,
    payer_email: row.payer_email,
    status: row.status,
    status_name: translate(language, `collections.status.${row.status}` as MessageKey),
    pay_path: collectionPayPath(row.public_token),
    create_date_time: TIME(row.created_at, timeZone)!,
    expire_date_time: TIME(row.expires_at, timeZone)!,
    paid_date_time: TIME(row.paid_at, timeZone),
    complete_date_time: TIME(row.completed_at, timeZone),
    close_date_time: TIME(row.closed_at, timeZone),
    closed_reason: closedReason(row, language),
  };
}

type PayerRow = CollectionRow & { merchant_name: string; time_zone: string };

function payerView(row: PayerRow, canSimulate: boolean) {
  const bank = collectionAccountFor(row.currency_id);
  return {
    merchant_name: row.merchant_name,
    number: row.number,
    currency_id: row.currency_id,
    currency: code(row.currency_id),
    amount: toMajor(Number(row.amount_minor), row.currency_id),
    description: row.description,
    payer_name: row.payer_name,
    status: row.status,
    expire_date_time: TIME(row.expires_at, row.time_zone)!,
    time_zone: row.time_zone,
    bank: {
      bank_name: bank.bankName,
      account_name: bank.accountName,
      bsb: bank.bsb,
      account_number: bank.accountNumber,
      swift_code: bank.swiftCode,
      reference: row.number,
    },
    can_simulate: canSimulate && row.status === COLLECTION_STATUS.unpaid,
  };
}

/** A refused transition as the caller's message. */
function refusal(reason: 'not_unpaid' | 'not_awaiting_funds' | 'ended') {
  return conflict(reason === 'ended' ? 'collections.ended' : 'collections.not_unpaid');
}

export interface CollectionsServiceDeps {
  db: Database;
  ledger: Ledger;
  repository: CollectionsRepository;
  validityDays: number;
  /** SANDBOX_CHANNELS (never on in production): the payer page may simulate the transfer, and a feed completes it. */
  isSandbox: boolean;
  now?: () => Date;
}

/** The collection orders' rules: the merchant's calls, the payer page's, and the sandbox feed. */
export function createCollectionsService(deps: CollectionsServiceDeps) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  const minorOf = (amount: number, currencyId: number) => {
    if (!currencyById(currencyId)) throw badRequest('collections.currency_invalid');
    const minor = toMinor(amount, currencyId);
    if (minor === null)
      throw badRequest('collections.amount_decimals', { currency: code(currencyId), decimals: exponentOf(currencyId) });
    if (minor <= 0) throw badRequest('collections.amount_invalid');
    return minor;
  };

  const view = async (row: CollectionRow, ctx: MerchantContext) => ({
    order: collectionView(row, await repository.timeZone(ctx.merchant.id), ctx.language),
  });

  /**
   * Completes the order in its own transaction (the sandbox feed) and tells its creator in the product, as the
   * console's confirmation does; false when it was no longer awaiting funds.
   */
  const complete = (id: number) =>
    deps.db.transaction(async (tx) => {
      const row = await completeCollection(tx, deps.ledger, id, null);
      if (!row) return false;
      const params = noticeParams(row);
      const text = (language: Language) => translate(language, 'collections.notice_completed', params);
      await publishMessage(
        tx,
        { kind: 'user', userId: row.created_by_user_id },
        {
          title: {
            en: translate('en', 'collections.notice_title'),
            zh_CN: translate('zh_CN', 'collections.notice_title'),
          },
          content: { en: text('en'), zh_CN: text('zh_CN') },
        },
      );
      return true;
    });

  /**
   * The payer page's read brings the order up to date: an unpaid order past its validity closes as expired, and in
   * the sandbox a reported transfer older than the feed's delay completes (what the job does for everyone).
   */
  async function current(token: string): Promise<PayerRow> {
    const row = await repository.byToken(token);
    if (!row) throw notFound('collections.order_unknown');
    const isExpired = row.status === COLLECTION_STATUS.unpaid && new Date(row.expires_at) <= now();
    const isFed =
      deps.isSandbox &&
      row.status === COLLECTION_STATUS.processing &&
      row.paid_at !== null &&
      new Date(row.paid_at).getTime() + SANDBOX_FEED_DELAY_MS <= now().getTime();
    if (isExpired) await repository.expire(Number(row.id));
    if (isFed) await complete(Number(row.id));
    return isExpired || isFed ? ((await repository.byToken(token)) ?? row) : row;
  }

  return {
    async create(ctx: MerchantContext, body: ParsedRequest<'Collection/CreateCollectionOrder'>) {
      const merchantId = ctx.merchant.id;
      const amountMinor = minorOf(body.amount, body.currency_id);
      const replay = await repository.byRequest(merchantId, body.request_id);
      const row =
        replay ??
        (await (async () => {
          await deps.ledger.prepare(collectionAccounts(merchantId, body.currency_id));
          const inserted = await repository.insert({
            merchantId,
            currencyId: body.currency_id,
            amountMinor,
            feeMinor: feeAt(amountMinor, COLLECTION_FEE_PPM),
            description: body.description,
            payerName: body.payer_name || null,
            payerEmail: body.payer_email || null,
            requestId: body.request_id,
            userId: ctx.session.userId,
            validityDays: deps.validityDays,
          });
          // A concurrent retry with the same request id inserted first: answer its order.
          return inserted ?? (await repository.byRequest(merchantId, body.request_id))!;
        })());
      if (row.currency_id !== body.currency_id || Number(row.amount_minor) !== amountMinor)
        throw conflict('collections.request_reused');
      return view(row, ctx);
    },

    async list(ctx: MerchantContext, body: ParsedRequest<'Collection/GetCollectionOrderList'>) {
      const merchantId = ctx.merchant.id;
      const status = body.status ?? null;
      const page = { index: body.page_index, size: body.page_size };
      const [timeZone, total, rows] = await Promise.all([
        repository.timeZone(merchantId),
        repository.count(merchantId, status),
        repository.list(merchantId, status, page),
      ]);
      return {
        page_data: { data: rows.map((row) => collectionView(row, timeZone, ctx.language)), total_count: total },
      };
    },

    async detail(ctx: MerchantContext, id: number) {
      const row = await repository.byId(ctx.merchant.id, id);
      if (!row) throw notFound('collections.order_unknown');
      return view(row, ctx);
    },

    /** Closes an unpaid order; idempotent, and one conditional UPDATE decides between racing closes and payments. */
    async close(ctx: MerchantContext, id: number) {
      const row = await repository.byId(ctx.merchant.id, id);
      if (!row) throw notFound('collections.order_unknown');
      const step = collectionTransition(row.status as CollectionStatus, { type: 'close' });
      if (step.outcome === 'refused') throw refusal(step.reason);
      if (step.outcome === 'already') return view(row, ctx);
      const closed = await repository.close(ctx.merchant.id, id);
      if (closed) return view(closed, ctx);
      // Someone moved it first: a close that won answers as already done; a payment or expiry refuses.
      const after = (await repository.byId(ctx.merchant.id, id))!;
      if (after.status === COLLECTION_STATUS.closed && after.closed_reason === COLLECTION_CLOSED_REASON.user)
        return view(after, ctx);
      const again = collectionTransition(after.status as CollectionStatus, { type: 'close' });
      throw refusal(again.outcome === 'refused' ? again.reason : 'ended');
    },

    async payerOrder(token: string) {
      return { order: payerView(await current(token), deps.isSandbox) };
    },

    /** Sandbox only: the payer's simulated bank transfer (unpaid → processing); the feed completes it shortly. */
    async simulateTransfer(token: string) {
      if (!deps.isSandbox) throw badRequest('collections.sandbox_only');
      const row = await current(token);
      const step = collectionTransition(row.status as CollectionStatus, { type: 'payer_transferred' });
      if (step.outcome === 'refused')
        throw conflict(
          row.closed_reason === COLLECTION_CLOSED_REASON.expired ? 'collections.order_expired' : 'collections.ended',
        );
      if (step.outcome === 'moved') await repository.markTransferred(Number(row.id));
      return { order: payerView((await repository.byToken(token))!, deps.isSandbox) };
    },

    /** The job's turn: close expired unpaid orders; in the sandbox, complete the transfers its feed has seen. */
    async sweep(): Promise<{ expired: number; completed: number }> {
      const expired = await repository.expireDue(now());
      let completed = 0;
      if (deps.isSandbox)
        for (const id of await repository.transferredBefore(new Date(now().getTime() - SANDBOX_FEED_DELAY_MS)))
          if (await complete(id)) completed += 1;
      return { expired, completed };
    },
  };
}
export type CollectionsService = ReturnType<typeof createCollectionsService>;

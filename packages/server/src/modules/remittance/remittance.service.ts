import { FX_QUOTE_PURPOSE } from '@mbo/contracts/calls/fx';
import {
  REMITTANCE_BLOCKER,
  type RemittanceBlocker,
  type RemittanceQuote,
  type TransferOrder,
} from '@mbo/contracts/calls/remittance';
import type { ParsedRequest } from '@mbo/contracts/calls/index';
import type { Language } from '@mbo/contracts/constants';
import { addDays } from '@mbo/contracts/date-filter';
import { translate } from '@mbo/contracts/i18n';
import { currencyById } from '@mbo/contracts/lookups/currencies';
import { bankRecipientIn, FEE_WAIVER, keepsQuotePrice, type TransferSpeed } from '@mbo/contracts/remittance/fees';
import { SEND_PAYMENT_METHOD } from '@mbo/contracts/remittance/order-flow';
import { RECIPIENT_KIND } from '@mbo/contracts/remittance/recipient-layout';
import type { Database } from '@mbo/db/client';
import type { MerchantContext, MerchantScope } from '../../http/call-context.ts';
import { badRequest, conflict, notFound, unavailable } from '../../lib/app-error.ts';
import { localDateHour } from '../../lib/time.ts';
import type { Ledger } from '../../money/money.public.ts';
import type { FxRepository } from '../fx/fx.public.ts';
import type { RecipientsRepository } from '../recipients/recipients.public.ts';
import { checkedClosedRange } from '../settlement/settlement.public.ts';
import { createOrderLife, type OrderLife, PriceExpired } from './order-life.ts';
import { orderView, quoteView } from './order-view.ts';
import { checkLimit, type Pricing, type RecipientTerms, transferMinor, type TransferTerms } from './pricing.ts';
import { quoteExpired, rateUpdated } from './remittance-errors.ts';
import type { OrderRow, RemittanceRepository, SenderStanding } from './remittance.repository.ts';
import type { Notifier } from '../../notify/notifier.ts';

/** The history opens on the last this-many days. */
const HISTORY_DEFAULT_DAYS = 30;

export interface RemittanceServiceDeps {
  db: Database;
  ledger: Ledger;
  repository: RemittanceRepository;
  recipients: RecipientsRepository;
  fxRepository: FxRepository;
  pricing: Pricing;
  notifier: Notifier;
  /** How long a cross-currency price is honoured (the FX quote's time to live). */
  quoteTtlMs: number;
  /** How long an unpaid order waits for its payment before it closes by itself. */
  paymentWindowMs: number;
  /** Whether the payout network (and POLi) exist in this deployment: the sandbox's, with SANDBOX_CHANNELS only. */
  hasNetwork: boolean;
  /** The rate source's name, recorded on quotes. */
  ratesSource: string;
  /** The product's public address, for the POLi redirect. */
  publicUrl: string;
  now?: () => Date;
}

const blockerMessage: Record<RemittanceBlocker, `remittance.${string}`> = {
  personal_missing: 'remittance.personal_missing',
  personal_under_review: 'remittance.personal_under_review',
  personal_rejected: 'remittance.personal_rejected',
  company_missing: 'remittance.company_missing',
};

/** Whether a stored FX quote prices a transfer order (to a recipient, or before one was chosen). */
const isTransferQuote = (purpose: number) =>
  purpose === FX_QUOTE_PURPOSE.remittance || purpose === FX_QUOTE_PURPOSE.remittanceBeforeRecipient;

/** The remittance wizard's rules (issue 14 §4): prerequisites, quotes, orders and their payment. */
export function createRemittanceService(deps: RemittanceServiceDeps) {
  const { repository, recipients, fxRepository, pricing } = deps;
  const now = deps.now ?? (() => new Date());
  const life: OrderLife = createOrderLife({ ...deps, now });

  /** What keeps a sender of this standing from sending money (002 §1), or null. */
  function blockerOf({ verifyStatus, applicationStatus }: SenderStanding): RemittanceBlocker | null {
    if (verifyStatus === undefined) return REMITTANCE_BLOCKER.personalMissing;
    if (verifyStatus === 0) return REMITTANCE_BLOCKER.personalUnderReview;
    if (verifyStatus === 2) return REMITTANCE_BLOCKER.personalRejected;
    if (applicationStatus !== 'approved' && applicationStatus !== 'under_review')
      return REMITTANCE_BLOCKER.companyMissing;
    return null;
  }

  /** The sender's standing when nothing keeps them from sending (refused with the blocker's message otherwise). */
  async function ready(ctx: MerchantContext): Promise<SenderStanding> {
    const standing = await repository.standing(ctx.session.userId, ctx.merchant.id);
    const found = blockerOf(standing);
    if (found) throw badRequest(blockerMessage[found] as never);
    return standing;
  }

  /** The merchant's live recipient, and where a product user is paid (another verified merchant of theirs). */
  async function payable(merchantId: number, recipientId: number) {
    const recipient = await recipients.byId(merchantId, recipientId);
    if (!recipient || recipient.deletedAt !== null) throw notFound('remittance.recipient_not_found');
    let recipientMerchantId: number | null = null;
    if (recipient.kind === RECIPIENT_KIND.productUser) {
      recipientMerchantId = (await repository.merchantOfUser(recipient.userId!, merchantId)) ?? null;
      if (recipientMerchantId === null) throw badRequest('remittance.product_user_no_account');
    }
    return { recipient, recipientMerchantId };
  }

  /**
   * Whom a quote prices: the recipient named (its currency is the receive currency; another one named is refused),
   * or before one is chosen a bank account in the receive currency (`bankRecipientIn`).
   */
  async function quotedPayee(
    merchantId: number,
    body: ParsedRequest<'Remittance/GetQuote'>,
  ): Promise<{ recipientId: number | null; terms: RecipientTerms }> {
    const asked = body.receive_currency_id;
    if (body.recipient_id === undefined) {
      if (asked === undefined) throw badRequest('remittance.receive_currency_required');
      return { recipientId: null, terms: bankRecipientIn(asked) };
    }
    const { recipient } = await payable(merchantId, body.recipient_id);
    if (asked !== undefined && asked !== recipient.currencyId)
      throw badRequest('remittance.receive_currency_mismatch', {
        recipient: currencyById(recipient.currencyId)?.code ?? '',
        asked: currencyById(asked)?.code ?? '',
      });
    return { recipientId: recipient.id, terms: recipient };
  }

  /**
   * Prices a transfer for the merchant now: the first remittance free while no live order used it (`hasUsedFirst`
   * as just read with the sender's standing, or read here).
   */
  async function priceFor(
    merchantId: number,
    recipient: RecipientTerms,
    body: {
      send_currency_id: number;
      send_amount?: number | string | undefined;
      receive_amount?: number | string | undefined;
      speed: number;
    },
    hasUsedFirst?: boolean,
  ): Promise<TransferTerms> {
    const hasSend = body.send_amount !== undefined && body.send_amount !== '';
    const hasReceive = body.receive_amount !== undefined && body.receive_amount !== '';
    if (hasSend === hasReceive) throw badRequest('remittance.amount_one_side');
    return pricing.price(
      {
        recipient,
        sendCurrencyId: body.send_currency_id,
        ...(hasSend
          ? { sendMinor: transferMinor(body.send_amount!, body.send_currency_id) }
          : { receiveMinor: transferMinor(body.receive_amount!, recipient.currencyId) }),
        speed: body.speed as TransferSpeed,
        firstIsFree: !(hasUsedFirst ?? (await repository.hasUsedFirstRemittance(merchantId))),
      },
      now(),
    );
  }

  /**
   * Stores a cross-currency price as an FX quote (honoured until it expires; its fee makes it no conversion's), as
   * priced for a recipient or before one was chosen.
   */
  async function storeQuote(merchantId: number, userId: number, terms: TransferTerms, recipientId: number | null) {
    if (terms.sendCurrencyId === terms.receiveCurrencyId) return null;
    const at = now();
    return fxRepository.insertQuote({
      merchantId,
      userId,
      sellCurrencyId: terms.sendCurrencyId,
      buyCurrencyId: terms.receiveCurrencyId,
      fixedSide: terms.fixedSide,
      sellMinor: terms.sendMinor,
      buyMinor: terms.receiveMinor,
      feeMinor: terms.feeMinor,
      midRateE10: terms.midRateE10,
      rateE10: terms.rateE10,
      spreadPpm: terms.spreadPpm,
      purpose: recipientId !== null ? FX_QUOTE_PURPOSE.remittance : FX_QUOTE_PURPOSE.remittanceBeforeRecipient,
      speed: terms.speed,
      recipientId,
      source: deps.ratesSource,
      createdAt: at,
      expiresAt: new Date(at.getTime() + deps.quoteTtlMs),
    });
  }

  async function quoteAnswer(
    ctx: MerchantContext,
    recipientId: number | null,
    terms: TransferTerms,
  ): Promise<RemittanceQuote> {
    const [quote, available] = await Promise.all([
      storeQuote(ctx.merchant.id, ctx.session.userId, terms, recipientId),
      fxRepository.globalBalance(ctx.merchant.id, terms.sendCurrencyId),
    ]);
    return quoteView(terms, {
      quoteId: quote?.id ?? null,
      recipientId,
      expiresAt: quote?.expiresAt ?? null,
      now: now(),
      timeZone: ctx.merchant.timeZone,
      sendAvailableMinor: available,
    });
  }

  /**
   * The terms a quote fixed, read back from its row (the fee as priced). The waiver follows that fee: a priced fee
   * waives nothing, and a free price holds only while its waiver does — a first remittance another order took since
   * the quote is no longer on offer (null: priced again, as when expired), so two orders cannot both be the free one.
   */
  function termsOfQuote(
    quote: NonNullable<Awaited<ReturnType<FxRepository['quote']>>>,
    fresh: TransferTerms,
  ): TransferTerms | null {
    const isFree = quote.feeMinor === 0;
    if (isFree && fresh.feeWaiver === FEE_WAIVER.none) return null;
    return {
      ...fresh,
      feeWaiver: isFree ? fresh.feeWaiver : FEE_WAIVER.none,
      fixedSide: quote.fixedSide,
      sendMinor: quote.sellMinor,
      receiveMinor: quote.buyMinor,
      rateE10: quote.rateE10,
      midRateE10: quote.midRateE10,
      spreadPpm: quote.spreadPpm,
      feeMinor: quote.feeMinor,
    };
  }

  /** The order as answered, in the caller's language and the merchant's time zone. */
  async function view(merchant: MerchantScope, orderId: number, language: Language): Promise<TransferOrder> {
    const row = await repository.detail(merchant.id, orderId);
    if (!row) throw notFound('remittance.order_not_found');
    return orderView(row, language, merchant.timeZone);
  }

  /** An unpaid order whose price expired: priced again at today's rate (same fixed side), "the rate was updated". */
  async function repriced(ctx: MerchantContext, order: OrderRow): Promise<never> {
    const { recipient } = await payable(ctx.merchant.id, order.recipientId);
    const terms = await pricing.price(
      {
        recipient,
        sendCurrencyId: order.sendCurrencyId,
        ...(order.fixedSide === 1 ? { sendMinor: order.sendMinor } : { receiveMinor: order.receiveMinor }),
        speed: order.speed as TransferSpeed,
        firstIsFree: order.feeWaiver === FEE_WAIVER.firstRemittance,
      },
      now(),
    );
    checkLimit(terms, ctx.language);
    const quote = await storeQuote(ctx.merchant.id, ctx.session.userId, terms, order.recipientId);
    await deps.db.transaction(async (tx) => {
      const row = await repository.lock(tx, order.id, ctx.merchant.id);
      if (!row || row.status !== 1) return;
      if (quote) await fxRepository.markQuoteUsed(tx, quote.id, now());
      await repository.update(tx, order.id, {
        quoteId: quote?.id ?? null,
        sendMinor: terms.sendMinor,
        receiveMinor: terms.receiveMinor,
        rateE10: terms.rateE10,
        midRateE10: terms.midRateE10,
        feeMinor: terms.feeMinor,
        cnyEquivalentMinor: terms.cnyEquivalentMinor,
        priceExpiresAt: quote?.expiresAt ?? null,
      });
    });
    throw rateUpdated(await view(ctx.merchant, order.id, ctx.language));
  }

  return {
    life,

    async prerequisites(ctx: MerchantContext) {
      const found = blockerOf(await repository.standing(ctx.session.userId, ctx.merchant.id));
      return {
        ready: found === null,
        blocker: found,
        message: found ? translate(ctx.language, blockerMessage[found]) : null,
      };
    },

    async quote(ctx: MerchantContext, body: ParsedRequest<'Remittance/GetQuote'>) {
      const standing = await ready(ctx);
      const payee = await quotedPayee(ctx.merchant.id, body);
      const terms = await priceFor(ctx.merchant.id, payee.terms, body, standing.hasUsedFirstRemittance);
      checkLimit(terms, ctx.language);
      return { quote: await quoteAnswer(ctx, payee.recipientId, terms) };
    },

    async createOrder(ctx: MerchantContext, body: ParsedRequest<'Remittance/CreateOrder'>) {
      const merchantId = ctx.merchant.id;
      const earlier = await repository.byKey(deps.db, merchantId, body.idempotency_key);
      if (earlier) {
        if (earlier.recipientId !== body.recipient_id) throw conflict('remittance.idempotency_reused');
        return { order: await view(ctx.merchant, earlier.id, ctx.language) };
      }
      const standing = await ready(ctx);
      if (!deps.hasNetwork) throw unavailable('remittance.network_unavailable');
      const { recipient, recipientMerchantId } = await payable(merchantId, body.recipient_id);
      let terms = await priceFor(merchantId, recipient, body, standing.hasUsedFirstRemittance);
      const crossCurrency = terms.sendCurrencyId !== terms.receiveCurrencyId;
      let quoteId: number | null = null;
      let priceExpiresAt: Date | null = null;
      if (crossCurrency) {
        if (body.quote_id === undefined) throw badRequest('remittance.quote_not_found');
        const quote = await fxRepository.quote(merchantId, body.quote_id);
        if (!quote || !isTransferQuote(quote.purpose)) throw notFound('remittance.quote_not_found');
        if (
          quote.sellCurrencyId !== terms.sendCurrencyId ||
          quote.buyCurrencyId !== terms.receiveCurrencyId ||
          (quote.fixedSide === 1 ? quote.sellMinor !== terms.sendMinor : quote.buyMinor !== terms.receiveMinor)
        )
          throw badRequest('remittance.quote_mismatch');
        // A quote prices one payee at one speed: a recipient's quote that recipient, a step-1 quote a bank account in
        // the currency, which this recipient must be paid like.
        const isPricedFor =
          quote.purpose === FX_QUOTE_PURPOSE.remittance
            ? quote.recipientId === recipient.id && quote.speed === terms.speed
            : quote.speed !== null && keepsQuotePrice(quote.speed, body.speed as TransferSpeed, recipient);
        if (!isPricedFor) throw badRequest('remittance.quote_other_recipient');
        if (quote.usedAt !== null) throw conflict('fx.quote_used');
        const fixed = quote.expiresAt > now() ? termsOfQuote(quote, terms) : null;
        if (fixed === null) throw quoteExpired(await quoteAnswer(ctx, recipient.id, terms));
        terms = fixed;
        quoteId = quote.id;
        priceExpiresAt = quote.expiresAt;
      }
      checkLimit(terms, ctx.language);
      const at = now();
      const created = await deps.db.transaction(async (tx) => {
        if (quoteId !== null && !(await fxRepository.claimQuote(tx, merchantId, quoteId, at)))
          throw conflict('fx.quote_used');
        return repository.insert(tx, {
          merchantId,
          idempotencyKey: body.idempotency_key,
          createdByUserId: ctx.session.userId,
          recipientId: recipient.id,
          recipientKind: recipient.kind,
          recipientMerchantId,
          paymentNetwork: recipient.paymentNetwork,
          speed: terms.speed,
          sendCurrencyId: terms.sendCurrencyId,
          sendMinor: terms.sendMinor,
          receiveCurrencyId: terms.receiveCurrencyId,
          receiveMinor: terms.receiveMinor,
          fixedSide: terms.fixedSide,
          quoteId,
          rateE10: terms.rateE10,
          midRateE10: terms.midRateE10,
          spreadPpm: terms.spreadPpm,
          priceExpiresAt,
          feeMinor: terms.feeMinor,
          feeWaiver: terms.feeWaiver,
          cnyEquivalentMinor: terms.cnyEquivalentMinor,
          reason: body.reason,
          notifyEmail: body.notify_email.toLowerCase(),
          reference: body.reference,
          payBy: new Date(at.getTime() + deps.paymentWindowMs),
        });
      });
      if (!created) {
        // The same key won a race (answer its order), or another order took the first-remittance waiver meanwhile.
        const twin = await repository.byKey(deps.db, merchantId, body.idempotency_key);
        if (twin) return { order: await view(ctx.merchant, twin.id, ctx.language) };
        const fresh = await priceFor(merchantId, recipient, body);
        throw quoteExpired(await quoteAnswer(ctx, recipient.id, fresh));
      }
      // Answered from the inserted row and the recipient just read (what `view` would read again).
      const withPayee = {
        ...created,
        recipientName: recipient.name,
        recipientAccount: recipient.accountNumber,
        recipientUserAccount: recipient.userAccount,
      };
      return { order: orderView(withPayee, ctx.language, ctx.merchant.timeZone) };
    },

    async payOrder(ctx: MerchantContext, body: ParsedRequest<'Remittance/PayOrder'>) {
      const merchantId = ctx.merchant.id;
      const method = body.payment_method;
      if (!deps.hasNetwork) throw unavailable('remittance.network_unavailable');
      try {
        const { order } =
          method === SEND_PAYMENT_METHOD.balance
            ? await life.payFromBalance(merchantId, body.order_id)
            : await life.startExternalPayment(merchantId, body.order_id, method);
        const redirect =
          order.paymentMethod === SEND_PAYMENT_METHOD.poli && order.poliToken && order.status === 2
            ? `${deps.publicUrl}/sandbox/poli?token=${order.poliToken}&lang=${ctx.language}`
            : null;
        return { order: orderView(order, ctx.language, ctx.merchant.timeZone), redirect_url: redirect };
      } catch (error) {
        if (error instanceof PriceExpired) return repriced(ctx, error.order);
        throw error;
      }
    },

    async closeOrder(ctx: MerchantContext, body: ParsedRequest<'Remittance/CloseOrder'>) {
      const { order } = await life.close(ctx.merchant.id, body.order_id);
      return { order: orderView(order, ctx.language, ctx.merchant.timeZone) };
    },

    async detail(ctx: MerchantContext, body: ParsedRequest<'Remittance/GetOrderDetail'>) {
      return { order: await view(ctx.merchant, body.order_id, ctx.language) };
    },

    async list(ctx: MerchantContext, body: ParsedRequest<'Remittance/GetOrderList'>) {
      const { timeZone } = ctx.merchant;
      const today = localDateHour(now(), timeZone).date;
      const to = body.end_date ?? (body.start_date ? addDays(body.start_date, HISTORY_DEFAULT_DAYS - 1) : today);
      const from = body.start_date ?? addDays(to, 1 - HISTORY_DEFAULT_DAYS);
      const range = checkedClosedRange(from, to, today);
      const { rows, total } = await repository.page(ctx.merchant.id, {
        timeZone,
        from: range.from,
        to: range.to,
        status: body.status ?? null,
        keyword: body.keyword ?? '',
        batchId: body.batch_id ?? null,
        pageIndex: body.page_index,
        pageSize: body.page_size,
      });
      return {
        page_data: { data: rows.map((row) => orderView(row, ctx.language, timeZone)), total_count: total },
      };
    },

    /** The order as answered (other calls of the area — receipts, POLi, the console — answer it too). */
    view,
  };
}
export type RemittanceService = ReturnType<typeof createRemittanceService>;

import type { Refund } from '@mbo/contracts/calls/transaction-schemas';
import { MSG_TYPE, type Language } from '@mbo/contracts/constants';
import { toMajor } from '@mbo/contracts/money';
import type { MerchantContext, MerchantScope } from '../../http/call-context.ts';
import { badRequest, conflict, notFound, rateLimited } from '../../lib/app-error.ts';
import {
  accountKey,
  type AccountRef,
  codeAccountOf,
  type CodesService,
  guesserKey,
  maskedAccount,
  recipientOf,
} from '../auth/auth.public.ts';
import {
  checkRefundable,
  feeReturned,
  refundAmountMinor,
  type RefundInput,
  type RefundPath,
  RefundRefusedError,
  type RefundRow,
  refusalError,
} from '../../money/money.public.ts';
import { storeScope } from '../store-scope.ts';
import { createKeyedLock } from './keyed-lock.ts';
import type { RefundablePayment, RefundsRepository } from './refunds.repository.ts';
import type { TransactionListRepository } from '../transactions/transactions.public.ts';
import { labelsFor, refundRowToRefund } from '../transactions/transactions.public.ts';

export interface RefundsServiceDeps {
  refunds: RefundsRepository;
  rows: TransactionListRepository;
  refundPath: RefundPath;
  codes: CodesService;
  /** The resend window of codes (CODE_RESEND_MS). */
  codeResendMs: number;
}

export interface RefundRequest {
  transactionId: number;
  amount: number;
  reason?: string;
  code: string;
  requestId: string;
  merchantNumber?: string;
}

/** What a refund code is bound to: this payment and this amount, so it cannot approve another. */
const bindingOf = (paymentId: number, amountMinor: number) => `refund:${paymentId}:${amountMinor}`;
/** Refund requests of the web are keyed apart from refunds of other sources (the merchant API, later). */
const idempotencyKeyOf = (requestId: string) => `merchant_refund:${requestId}`;

export type RefundOptions = Pick<RefundInput, 'reason' | 'idempotencyKey' | 'userId' | 'audit'>;

/**
 * The refund rules every source of refunds shares (the back-office with its SMS code, the merchant API with its
 * signed request): the payment must be the merchant's (and in the caller's stores), the amount above zero with no
 * more decimals than the currency, at most what is left; then the refund path takes it from the available balance
 * and then the global account, keeps a card payment's fee, and refuses an amount the funds cannot cover.
 */
export function createRefundRules(deps: Pick<RefundsServiceDeps, 'refunds' | 'refundPath'>) {
  async function payment(merchantId: number, paymentId: number, stores: number[] | null): Promise<RefundablePayment> {
    const found = await deps.refunds.payment(merchantId, paymentId, stores);
    if (!found) throw notFound();
    return found;
  }

  return {
    payment,

    /** The payment and the amount in minor units, checked against what is left to refund. */
    async checked(merchantId: number, paymentId: number, amount: number, stores: number[] | null) {
      const found = await payment(merchantId, paymentId, stores);
      const amountMinor = refundAmountMinor(amount, found.currencyId);
      checkRefundable(found.grossMinor, found.refundedMinor, amountMinor, found.currencyId);
      return { payment: found, amountMinor };
    },

    /** Runs the refund path (exactly once per idempotency key); its refusals become the caller's messages. */
    async apply(checkedPayment: RefundablePayment, amountMinor: number, options: RefundOptions): Promise<RefundRow> {
      try {
        const { refund } = await deps.refundPath.refund({
          merchantId: checkedPayment.merchantId,
          paymentId: checkedPayment.id,
          amountMinor,
          ...options,
        });
        return refund;
      } catch (error) {
        if (error instanceof RefundRefusedError) throw refusalError(error, checkedPayment.currencyId);
        throw error;
      }
    },
  };
}
export type RefundRules = ReturnType<typeof createRefundRules>;

/**
 * The refund flow: the rules (amount, what is left, the code bound to payment and amount), then the refund path
 * (locks, balance then global account, idempotent) with its audit entry in the same transaction.
 */
export function createRefundsService(deps: RefundsServiceDeps) {
  const withLock = createKeyedLock();

  const rules = createRefundRules(deps);
  const scopedPayment = (ctx: MerchantContext, paymentId: number) =>
    rules.payment(ctx.merchant.id, paymentId, storeScope(ctx.merchant));
  const checked = (ctx: MerchantContext, paymentId: number, amount: number) =>
    rules.checked(ctx.merchant.id, paymentId, amount, storeScope(ctx.merchant));

  async function accountOf(userId: number): Promise<AccountRef> {
    const contact = await deps.refunds.contact(userId);
    const account = contact && codeAccountOf(contact);
    if (!account) throw notFound();
    return account;
  }

  async function refundOf(merchant: MerchantScope, refundId: number, language: Language): Promise<Refund> {
    const [row] = await deps.rows.refundRows(merchant.id, merchant.timeZone, [refundId], null);
    if (!row) throw notFound();
    return refundRowToRefund(row, labelsFor(language));
  }

  return {
    async realAmount(ctx: MerchantContext, paymentId: number, amount: number) {
      const { payment, amountMinor } = await checked(ctx, paymentId, amount);
      const feeBack = feeReturned(
        {
          channelId: payment.channelId,
          feeMinor: payment.feeMinor,
          grossMinor: payment.grossMinor,
          refundedMinor: payment.refundedMinor,
        },
        amountMinor,
        payment.feeReturnedMinor,
      );
      return {
        currencyId: payment.currencyId,
        realMinor: amountMinor - feeBack,
        real_refund_amount: toMajor(amountMinor - feeBack, payment.currencyId),
        fee_returned_amount: toMajor(feeBack, payment.currencyId),
      };
    },

    /** Sends the code; the resend window holds per user across payments and amounts (no SMS flood by changing them). */
    async sendCode(ctx: MerchantContext, paymentId: number, amount: number): Promise<{ sent_to: string }> {
      const { payment, amountMinor } = await checked(ctx, paymentId, amount);
      const account = await accountOf(ctx.session.userId);
      const key = accountKey(account);
      const last = await deps.refunds.lastCodeAt(key, MSG_TYPE.refund);
      const waitMs = last === null ? 0 : last.getTime() + deps.codeResendMs - Date.now();
      if (waitMs > 0) throw rateLimited('auth.code_resend_wait', { seconds: Math.ceil(waitMs / 1000) });
      await deps.codes.send(
        MSG_TYPE.refund,
        { account: key, ...recipientOf(account) },
        ctx.language,
        bindingOf(payment.id, amountMinor),
      );
      return { sent_to: maskedAccount(account) };
    },

    async refund(ctx: MerchantContext, request: RefundRequest): Promise<Refund> {
      const merchantId = ctx.merchant.id;
      const key = idempotencyKeyOf(request.requestId);
      return withLock(`${merchantId}:${key}`, async () => {
        const replay = await deps.refunds.byKey(merchantId, key);
        if (replay) {
          // A retry answers the refund its first attempt made; the same key for another refund is a client error.
          const payment = await scopedPayment(ctx, replay.paymentId);
          if (
            replay.paymentId !== request.transactionId ||
            replay.amountMinor !== refundAmountMinor(request.amount, payment.currencyId)
          ) {
            throw conflict('refunds.refund_request_reused');
          }
          return refundOf(ctx.merchant, replay.id, ctx.language);
        }
        if (
          request.merchantNumber !== undefined &&
          request.merchantNumber !== (await deps.refunds.merchantNumber(merchantId))
        ) {
          throw badRequest('transactions.merchant_mismatch');
        }
        const { payment, amountMinor } = await checked(ctx, request.transactionId, request.amount);
        const account = await accountOf(ctx.session.userId);
        await deps.codes.verify(MSG_TYPE.refund, accountKey(account), request.code, {
          guesser: guesserKey(ctx.session.userId),
          binding: bindingOf(payment.id, amountMinor),
        });
        const refund = await rules.apply(payment, amountMinor, {
          reason: request.reason || null,
          idempotencyKey: key,
          userId: ctx.session.userId,
          // The refund's id and figures are added by the refund path, in the refund's own statement.
          audit: { action: 'refund', userId: ctx.session.userId, ip: ctx.ip, detail: { requestId: request.requestId } },
        });
        return refundOf(ctx.merchant, refund.id, ctx.language);
      });
    },
  };
}
export type RefundsService = ReturnType<typeof createRefundsService>;

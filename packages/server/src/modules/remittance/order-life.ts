import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { REMITTANCE_CLOSED_REASON } from '@mbo/contracts/calls/remittance';
import type { Language } from '@mbo/contracts/constants';
import { translate } from '@mbo/contracts/i18n';
import { currencyById, CURRENCY_ID } from '@mbo/contracts/lookups/currencies';
import { formatMoney } from '@mbo/contracts/money';
import { ABNORMAL_HANDLING_FEE_AUD_MINOR } from '@mbo/contracts/remittance/limits';
import {
  type RemittanceEvent,
  REMITTANCE_STATUS,
  SEND_PAYMENT_METHOD,
  transition,
} from '@mbo/contracts/remittance/order-flow';
import type { Database } from '@mbo/db/client';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import type { Ledger, Tx } from '../../money/money.public.ts';
import type { Notifier } from '../../notify/notifier.ts';
import { sellForBuy } from '../fx/fx.public.ts';
import { publishMessage } from '../messages/messages.public.ts';
import { insufficientBalance } from './remittance-errors.ts';
import { createBatchOrderPayer } from './paid-orders.ts';
import { type OrderMoney, postMovement, prepareAccounts, type RemittanceMovement } from './order-postings.ts';
import type { Pricing } from './pricing.ts';
import type { NewOrder, OrderRow, OrderWithRecipient, RemittanceRepository } from './remittance.repository.ts';

export interface OrderLifeDeps {
  db: Database;
  ledger: Ledger;
  repository: RemittanceRepository;
  pricing: Pricing;
  /** Null for the demo seed and the bench, which tell nobody. */
  notifier: Notifier | null;
  now: () => Date;
}

const money = (row: OrderRow): OrderMoney => ({
  id: row.id,
  merchantId: row.merchantId,
  sendCurrencyId: row.sendCurrencyId,
  sendMinor: row.sendMinor,
  receiveCurrencyId: row.receiveCurrencyId,
  receiveMinor: row.receiveMinor,
  feeMinor: row.feeMinor,
  paymentMethod: row.paymentMethod,
  recipientMerchantId: row.recipientMerchantId,
  abnormalFeeMinor: row.abnormalFeeMinor,
});

/**
 * The answer of a transition: the order after it (with its recipient's fields, as read before it: a view needs no
 * second read), and whether this call moved it (false: it already had).
 */
export interface Moved {
  order: OrderWithRecipient;
  moved: boolean;
}

/** A price the order can no longer be paid at (its quote expired while unpaid): the caller re-prices it. */
export class PriceExpired extends Error {
  constructor(readonly order: OrderRow) {
    super('the order price expired');
  }
}

/** An order's status note for messages: the amount as the product formats it. */
const amountOf = (minor: number, currencyId: number) => formatMoney(minor, currencyId);

/**
 * The life of a transfer order (contracts/remittance/order-flow.ts) applied to the database: each step locks the
 * order row, asks the transition table what the event does, and — when it moves the order — posts the ledger
 * movement of that step and writes the new status in the same transaction. A repeated event (a double click, a
 * retried job, a network that answered twice) finds the order already there and changes nothing; a refused one
 * answers the table's reason. Lock order: the order row, then the global account's balance rows, then the rest of
 * the ledger (LOCK_ORDER).
 */
export function createOrderLife(deps: OrderLifeDeps) {
  const { db, ledger, repository, now } = deps;

  async function step(
    orderId: number,
    merchantId: number | null,
    event: RemittanceEvent,
    effect: (tx: Tx, row: OrderRow, at: Date) => Promise<Partial<NewOrder>>,
    movements: readonly RemittanceMovement[] = [],
    prepareAs: Partial<OrderMoney> = {},
    /** The caller's transaction (the console's decision with its audit row), else a transaction of its own. */
    outer?: Tx,
  ): Promise<Moved> {
    const before = await repository.find(orderId, merchantId, outer);
    if (!before) throw notFound('remittance.order_not_found');
    for (const movement of movements) await prepareAccounts(ledger, { ...money(before), ...prepareAs }, movement);
    const within = <T>(work: (tx: Tx) => Promise<T>): Promise<T> => (outer ? work(outer) : db.transaction(work));
    const { recipientName, recipientAccount, recipientUserAccount } = before;
    const withPayee = (row: OrderRow): OrderWithRecipient => ({
      ...row,
      recipientName,
      recipientAccount,
      recipientUserAccount,
    });
    return within(async (tx) => {
      const row = await repository.lock(tx, orderId, merchantId);
      if (!row) throw notFound('remittance.order_not_found');
      const result = transition(row.status as never, event);
      // A second click on "pay" after the first paid (and a product user's order completed at once, or the network
      // answered meanwhile) is the same payment: answered, not refused.
      const samePayment = event.type === 'pay' && row.paidAt !== null && row.paymentMethod === event.method;
      if (result.outcome === 'refused' && samePayment) return { order: withPayee(row), moved: false };
      if (result.outcome === 'refused') throw conflict(`remittance.${result.reason}`);
      if (result.outcome === 'already') return { order: withPayee(row), moved: false };
      const at = now();
      const change = await effect(tx, row, at);
      return { order: withPayee(await repository.update(tx, row.id, { status: result.to, ...change })), moved: true };
    });
  }

  /** Locks the merchant's global balance rows of a currency (every slot, in slot order) and answers what is available. */
  async function lockedAvailable(tx: Tx, merchantId: number, currencyId: number): Promise<number> {
    const [accountId] = await ledger.accountIds([{ merchantId, currencyId, kind: 'global' }]);
    const { rows } = await tx.execute<{ available: string | null }>(sql`
      select -coalesce(sum(balance_minor), 0) as available from (
        select balance_minor from ledger_balances where account_id = ${accountId} order by slot for update) b`);
    return Number(rows[0]?.available ?? 0);
  }

  /** Paid into processing: posts the payment and, for a product user, delivers at once (free and in seconds). */
  async function intoProcessing(tx: Tx, row: OrderRow, at: Date, method: number): Promise<Partial<NewOrder>> {
    const paid = { ...money(row), paymentMethod: method };
    await postMovement(tx, ledger, paid, 'paid');
    if (row.recipientMerchantId !== null) {
      await postMovement(tx, ledger, paid, 'completed');
      return {
        status: REMITTANCE_STATUS.completed,
        paymentMethod: method,
        paidAt: at,
        processingAt: at,
        completedAt: at,
        priceExpiresAt: null,
      };
    }
    return { paymentMethod: method, paidAt: at, processingAt: at, priceExpiresAt: null };
  }

  const priceLive = (row: OrderRow, at: Date) => row.priceExpiresAt === null || row.priceExpiresAt > at;

  /**
   * Tells the order's creator (a product message) and its notification e-mail that the order ended as it did;
   * without a notifier (the demo seed, the bench) nobody is told.
   */
  async function announce(tx: Tx, row: OrderRow, outcome: 'completed' | 'failed' | 'returned'): Promise<void> {
    if (!deps.notifier) return;
    const { rows } = await tx.execute<{ recipient: string; language: string }>(sql`
      select r.name as recipient, coalesce(u.language, 'en') as language from recipients r
      left join users u on u.id = ${row.createdByUserId} where r.id = ${row.recipientId}`);
    const recipient = rows[0]?.recipient ?? '';
    const amount =
      outcome === 'returned'
        ? amountOf(row.receiveMinor - row.abnormalFeeMinor, row.receiveCurrencyId)
        : amountOf(row.receiveMinor, row.receiveCurrencyId);
    const params = {
      number: row.number,
      recipient,
      amount,
      fee: amountOf(row.abnormalFeeMinor, row.receiveCurrencyId),
    };
    const text = (language: Language) => ({
      title: translate(language, `remittance.${outcome}_title`, params),
      body: translate(language, `remittance.${outcome}_body`, params),
    });
    const en = text('en');
    const zh = text('zh_CN');
    if (row.createdByUserId !== null)
      await publishMessage(
        tx,
        { kind: 'user', userId: row.createdByUserId },
        { title: { en: en.title, zh_CN: zh.title }, content: { en: `<p>${en.body}</p>`, zh_CN: `<p>${zh.body}</p>` } },
      );
    const mine = text(rows[0]?.language === 'zh_CN' ? 'zh_CN' : 'en');
    await deps.notifier.send({ channel: 'email', recipient: row.notifyEmail, subject: mine.title, body: mine.body });
  }

  return {
    money,

    /** Pays an unpaid order from the global account's balance: processing at once (a product user: completed). */
    async payFromBalance(merchantId: number, orderId: number): Promise<Moved> {
      return step(
        orderId,
        merchantId,
        { type: 'pay', method: SEND_PAYMENT_METHOD.balance },
        async (tx, row, at) => {
          if (!priceLive(row, at)) throw new PriceExpired(row);
          const available = await lockedAvailable(tx, merchantId, row.sendCurrencyId);
          const total = row.sendMinor + row.feeMinor;
          if (total > available) {
            const currency = currencyById(row.sendCurrencyId)?.code ?? String(row.sendCurrencyId);
            throw insufficientBalance({
              currency,
              available: amountOf(Math.max(0, available), row.sendCurrencyId),
              amount: amountOf(total, row.sendCurrencyId),
            });
          }
          return intoProcessing(tx, row, at, SEND_PAYMENT_METHOD.balance);
        },
        ['paid', 'completed'],
        { paymentMethod: SEND_PAYMENT_METHOD.balance },
      );
    },

    /**
     * Creates orders and pays them from the balance as one approval (a batch payment): one transaction locks the
     * global account's balance of the send currency, refuses the whole set when send + fees of all of them are more
     * than is available (nothing created), inserts every order already paid (processing; a product user's
     * completed) and posts each order's payment. The orders must share the send currency; the caller makes the
     * set idempotent (the batch's status). Answers the created rows.
     */
    async createPaidFromBalance(merchantId: number, sendCurrencyId: number, orders: readonly NewOrder[]) {
      if (orders.some((order) => order.sendCurrencyId !== sendCurrencyId || order.merchantId !== merchantId))
        throw new Error('one approval pays one merchant’s orders in one send currency');
      const payer = createBatchOrderPayer({ ledger, repository });
      await payer.prepare(orders);
      const total = orders.reduce((sum, order) => sum + order.sendMinor + order.feeMinor, 0);
      return db.transaction(async (tx) => {
        const available = await lockedAvailable(tx, merchantId, sendCurrencyId);
        if (total > available) {
          throw insufficientBalance({
            currency: currencyById(sendCurrencyId)?.code ?? String(sendCurrencyId),
            available: amountOf(Math.max(0, available), sendCurrencyId),
            amount: amountOf(total, sendCurrencyId),
          });
        }
        return payer.insertAndPay(tx, orders, now());
      });
    },

    /**
     * Starts paying from outside (POLi: a redirect token; bank transfer: a receipt to upload): the order is paying
     * and its price is locked from here on (the provider carries the rate until the money arrives).
     */
    async startExternalPayment(merchantId: number, orderId: number, method: 2 | 3): Promise<Moved> {
      return step(orderId, merchantId, { type: 'pay', method }, async (_tx, row, at) => {
        if (!priceLive(row, at)) throw new PriceExpired(row);
        return {
          paymentMethod: method,
          priceExpiresAt: null,
          poliToken: method === SEND_PAYMENT_METHOD.poli ? randomBytes(24).toString('base64url') : null,
        };
      });
    },

    /**
     * The POLi payment came back paid, or the console confirmed the receipt: the money arrived; processing. Inside
     * the caller's transaction when one is given (the console's decision commits with its audit row, on one
     * connection).
     */
    async confirmPayment(orderId: number, outer?: Tx): Promise<Moved> {
      return step(
        orderId,
        null,
        { type: 'payment_confirmed' },
        async (tx, row, at) => intoProcessing(tx, row, at, row.paymentMethod ?? SEND_PAYMENT_METHOD.bankTransfer),
        ['paid', 'completed'],
        {},
        outer,
      );
    },

    /** The POLi payment failed or the receipt was refused: unpaid again, to be paid another way or closed. */
    async refusePayment(orderId: number, outer?: Tx): Promise<Moved> {
      return step(
        orderId,
        null,
        { type: 'payment_refused' },
        async () => ({ paymentMethod: null, poliToken: null, receiptToken: null, receiptAt: null }),
        [],
        {},
        outer,
      );
    },

    /** The user closes an unpaid order (after confirming). */
    async close(merchantId: number, orderId: number): Promise<Moved> {
      return step(orderId, merchantId, { type: 'close' }, async (_tx, _row, at) => ({
        closedReason: REMITTANCE_CLOSED_REASON.user,
        endedAt: at,
      }));
    },

    /** The payment window ended: closed ("Remittance order has timed out") unless paid meanwhile. */
    async timeout(orderId: number): Promise<Moved | null> {
      try {
        return await step(orderId, null, { type: 'timeout' }, async (_tx, row, at) => {
          if (row.payBy > at) throw new NotYet();
          return { closedReason: REMITTANCE_CLOSED_REASON.timeout, endedAt: at };
        });
      } catch (error) {
        if (error instanceof NotYet || (error instanceof AppError && error.code === 'CONFLICT')) return null;
        throw error;
      }
    },

    /** The payout network paid the recipient. */
    async complete(orderId: number, networkRef: string): Promise<Moved> {
      return step(
        orderId,
        null,
        { type: 'network_completed' },
        async (tx, row, at) => {
          await postMovement(tx, ledger, money(row), 'completed');
          await announce(tx, row, 'completed');
          return { completedAt: at, networkRef };
        },
        ['completed'],
      );
    },

    /** The payout network could not pay: the money returns to the global account, the fee given back. */
    async fail(orderId: number, networkRef: string): Promise<Moved> {
      return step(
        orderId,
        null,
        { type: 'network_failed' },
        async (tx, row, at) => {
          await postMovement(tx, ledger, money(row), 'failed');
          await announce(tx, row, 'failed');
          return { endedAt: at, networkRef };
        },
        ['failed'],
      );
    },

    /**
     * The recipient's bank sent a delivered payment back: credited to the global account in the receive currency
     * less the abnormal-handling fee (002 §9: 25 AUD, converted at the mid rate and rounded up; never more than
     * what came back).
     */
    async returned(orderId: number): Promise<Moved> {
      const before = await repository.find(orderId, null);
      if (!before) throw notFound('remittance.order_not_found');
      const feeMinor = Math.min(before.receiveMinor, await abnormalFeeIn(before.receiveCurrencyId));
      return step(
        orderId,
        null,
        { type: 'returned' },
        async (tx, row, at) => {
          const withFee = { ...row, abnormalFeeMinor: feeMinor };
          await postMovement(tx, ledger, money(withFee), 'returned');
          await announce(tx, withFee, 'returned');
          return { endedAt: at, abnormalFeeMinor: feeMinor };
        },
        ['returned'],
        { abnormalFeeMinor: feeMinor },
      );
    },
  };

  async function abnormalFeeIn(currencyId: number): Promise<number> {
    if (currencyId === CURRENCY_ID.AUD) return ABNORMAL_HANDLING_FEE_AUD_MINOR;
    const rate = await deps.pricing.mid(currencyId, CURRENCY_ID.AUD, now());
    return sellForBuy(ABNORMAL_HANDLING_FEE_AUD_MINOR, rate, currencyId, CURRENCY_ID.AUD);
  }
}
export type OrderLife = ReturnType<typeof createOrderLife>;

/** The timeout job found an order whose window had not ended (its clock and the row disagree): left alone. */
class NotYet extends Error {}

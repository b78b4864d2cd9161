import { REMITTANCE_STATUS, SEND_PAYMENT_METHOD } from '@mbo/contracts/remittance/order-flow';
import type { Ledger, Tx } from '../../../money/money.public.ts';
import { type OrderMoney, postMovement, prepareAccounts } from '../order-postings.ts';
import type { NewOrder } from '../remittance.repository.ts';

/** Orders inserted per statement. */
const INSERT_CHUNK = 500;

/** One order of a paid batch, priced by the batch (its rate, fee and CNY equivalent). */
export interface BatchOrder {
  merchantId: number;
  userId: number;
  batchId: number;
  idempotencyKey: string;
  recipientId: number;
  recipientKind: number;
  recipientMerchantId: number | null;
  paymentNetwork: number | null;
  speed: number;
  sendCurrencyId: number;
  sendMinor: number;
  receiveCurrencyId: number;
  receiveMinor: number;
  fixedSide: number;
  rateE10: number;
  midRateE10: number;
  spreadPpm: number;
  feeMinor: number;
  feeWaiver: number;
  cnyEquivalentMinor: number;
  reason: number;
  notifyEmail: string;
  reference: string;
}

/**
 * The seam between the batch and the transfer orders: make an order of a batch row and pay it from the global
 * account's balance inside the batch's one transaction, with the order module's own repository and postings
 * (order-postings.ts), so a batch's orders are ordinary orders in every list, job and invariant.
 */
export interface BatchOrderPayer {
  /** Before the transaction: the ledger accounts the orders post to (created once, outside the locks). */
  prepare(orders: readonly BatchOrder[]): Promise<void>;
  /** Inside it (the batch row and the balance locked, the whole total checked): insert the orders and post them. */
  insertAndPay(tx: Tx, orders: readonly BatchOrder[], at: Date): Promise<void>;
}

const moneyOf = (order: BatchOrder, id: number): OrderMoney => ({
  id,
  merchantId: order.merchantId,
  sendCurrencyId: order.sendCurrencyId,
  sendMinor: order.sendMinor,
  receiveCurrencyId: order.receiveCurrencyId,
  receiveMinor: order.receiveMinor,
  feeMinor: order.feeMinor,
  paymentMethod: SEND_PAYMENT_METHOD.balance,
  recipientMerchantId: order.recipientMerchantId,
  abnormalFeeMinor: 0,
});

/**
 * Orders paid from the balance as the order module pays them (order-life's payFromBalance): the payment posted
 * (`remittance:<id>`), processing at once — a product user's order delivered and completed in the same step. Made
 * directly in that state: a batch's order is never unpaid (the batch was its approval).
 */
export function createBatchOrderPayer(deps: {
  ledger: Ledger;
  /** Inserts orders in one statement, answering their ids in the same order (batch.repository.ts). */
  insertOrders(tx: Tx, rows: readonly NewOrder[]): Promise<number[]>;
  paymentWindowMs: number;
}): BatchOrderPayer {
  const { ledger, insertOrders } = deps;
  return {
    async prepare(orders) {
      const seen = new Set<string>();
      for (const order of orders) {
        const key = `${order.sendCurrencyId}:${order.receiveCurrencyId}:${order.recipientMerchantId}`;
        if (seen.has(key)) continue;
        seen.add(key);
        await prepareAccounts(ledger, moneyOf(order, 0), 'paid');
        if (order.recipientMerchantId !== null) await prepareAccounts(ledger, moneyOf(order, 0), 'completed');
      }
    },

    async insertAndPay(tx, orders, at) {
      const rowOf = (order: BatchOrder): NewOrder => {
        const isProductUser = order.recipientMerchantId !== null;
        return {
          merchantId: order.merchantId,
          idempotencyKey: order.idempotencyKey,
          createdByUserId: order.userId,
          recipientId: order.recipientId,
          recipientKind: order.recipientKind,
          recipientMerchantId: order.recipientMerchantId,
          paymentNetwork: order.paymentNetwork,
          speed: order.speed,
          sendCurrencyId: order.sendCurrencyId,
          sendMinor: order.sendMinor,
          receiveCurrencyId: order.receiveCurrencyId,
          receiveMinor: order.receiveMinor,
          fixedSide: order.fixedSide,
          quoteId: null,
          rateE10: order.rateE10,
          midRateE10: order.midRateE10,
          spreadPpm: order.spreadPpm,
          priceExpiresAt: null,
          feeMinor: order.feeMinor,
          feeWaiver: order.feeWaiver,
          cnyEquivalentMinor: order.cnyEquivalentMinor,
          reason: order.reason,
          notifyEmail: order.notifyEmail.toLowerCase(),
          reference: order.reference,
          paymentMethod: SEND_PAYMENT_METHOD.balance,
          status: isProductUser ? REMITTANCE_STATUS.completed : REMITTANCE_STATUS.processing,
          payBy: new Date(at.getTime() + deps.paymentWindowMs),
          batchId: order.batchId,
          paidAt: at,
          processingAt: at,
          completedAt: isProductUser ? at : null,
        };
      };
      // Inserted a chunk at a time (one statement each), then each order's entries posted.
      for (let start = 0; start < orders.length; start += INSERT_CHUNK) {
        const chunk = orders.slice(start, start + INSERT_CHUNK);
        const ids = await insertOrders(tx, chunk.map(rowOf));
        // The keys are the batch's and its rows': fewer rows back can only mean the batch paid twice (its lock stops it).
        if (ids.length !== chunk.length) throw new Error('batch orders already exist');
        for (const [index, order] of chunk.entries()) {
          const money = moneyOf(order, ids[index]!);
          await postMovement(tx, ledger, money, 'paid');
          if (order.recipientMerchantId !== null) await postMovement(tx, ledger, money, 'completed');
        }
      }
    },
  };
}

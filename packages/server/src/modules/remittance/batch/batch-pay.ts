import { REMITTANCE_STATUS, SEND_PAYMENT_METHOD } from '@mbo/contracts/remittance/order-flow';
import type { Ledger, Tx } from '../../../money/money.public.ts';
import { type OrderMoney, postMovement, prepareAccounts } from '../order-postings.ts';
import type { NewOrder, RemittanceRepository } from '../remittance.repository.ts';

/**
 * The seam between the batch and the transfer orders: the batch's orders made and paid from the global account's
 * balance inside the batch's own transaction (its row locked, its whole total checked against the locked balance,
 * its status written in the same commit), with the remittance area's repository and postings — so they are ordinary
 * orders in every list, job and invariant. It does what the area's `createPaidFromBalance` does inside its own
 * transaction (which cannot hold the batch's lock and status with it).
 */
export interface BatchOrderPayer {
  /** Before the transaction: the ledger accounts the orders post to (created once each, outside the locks). */
  prepare(orders: readonly NewOrder[]): Promise<void>;
  /** Inside it: the orders inserted already paid (processing; a product user's completed) and each one's entries. */
  insertAndPay(tx: Tx, orders: readonly NewOrder[], at: Date): Promise<void>;
}

const moneyOf = (order: NewOrder, id: number): OrderMoney => ({
  id,
  merchantId: order.merchantId,
  sendCurrencyId: order.sendCurrencyId,
  sendMinor: order.sendMinor,
  receiveCurrencyId: order.receiveCurrencyId,
  receiveMinor: order.receiveMinor,
  feeMinor: order.feeMinor,
  paymentMethod: SEND_PAYMENT_METHOD.balance,
  recipientMerchantId: order.recipientMerchantId ?? null,
  abnormalFeeMinor: 0,
});

export function createBatchOrderPayer(deps: {
  ledger: Ledger;
  repository: Pick<RemittanceRepository, 'insertMany'>;
}): BatchOrderPayer {
  const { ledger, repository } = deps;
  return {
    async prepare(orders) {
      const seen = new Set<string>();
      for (const order of orders) {
        const key = `${order.sendCurrencyId}:${order.receiveCurrencyId}:${order.recipientMerchantId ?? ''}`;
        if (seen.has(key)) continue;
        seen.add(key);
        await prepareAccounts(ledger, moneyOf(order, 0), 'paid');
        if (order.recipientMerchantId) await prepareAccounts(ledger, moneyOf(order, 0), 'completed');
      }
    },

    async insertAndPay(tx, orders, at) {
      const created = await repository.insertMany(
        tx,
        orders.map((order) => {
          const delivered = order.recipientMerchantId !== null && order.recipientMerchantId !== undefined;
          return {
            ...order,
            status: delivered ? REMITTANCE_STATUS.completed : REMITTANCE_STATUS.processing,
            paymentMethod: SEND_PAYMENT_METHOD.balance,
            paidAt: at,
            processingAt: at,
            completedAt: delivered ? at : null,
            priceExpiresAt: null,
          };
        }),
      );
      for (const row of created) {
        const money = moneyOf(row, row.id);
        await postMovement(tx, ledger, money, 'paid');
        if (row.status === REMITTANCE_STATUS.completed) await postMovement(tx, ledger, money, 'completed');
      }
    },
  };
}

import { unavailable } from '../../../lib/app-error.ts';
import type { Tx } from '../../../money/money.public.ts';

/** One order of a paid batch, priced by the batch (its rate, fee and CNY equivalent), as the order module stores it. */
export interface BatchOrder {
  merchantId: number;
  userId: number;
  batchId: number;
  idempotencyKey: string;
  recipientId: number;
  speed: number;
  sendCurrencyId: number;
  sendMinor: number;
  receiveCurrencyId: number;
  receiveMinor: number;
  fixedSide: number;
  rateE10: number;
  midRateE10: number;
  spreadPpm: number;
  priceExpiresAt: Date | null;
  feeMinor: number;
  feeWaiver: number;
  cnyEquivalentMinor: number;
  reason: number;
  notifyEmail: string;
  reference: string;
}

/**
 * The seam between the batch and the remittance orders: inside the batch's one transaction, make an order and pay it
 * from the global account's balance (the order module's own insert and ledger posting, so a batch's orders are
 * ordinary orders in every list, job and invariant). The batch has locked its row and checked the balance for the
 * whole batch first.
 */
export interface BatchOrderPayer {
  insertAndPay(tx: Tx, order: BatchOrder): Promise<{ id: number; number: string }>;
}

/** Until the order module's insert-and-pay is composed in (app.ts): paying a batch is refused, nothing moves. */
export const pendingBatchOrderPayer: BatchOrderPayer = {
  async insertAndPay() {
    throw unavailable('remittance.network_unavailable');
  },
};

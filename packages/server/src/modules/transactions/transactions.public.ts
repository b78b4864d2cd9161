import type { Database } from '@mbo/db/client';
import { createTransactionListRepository } from './transaction-list.repository.ts';

// What other areas use of transactions (ARCHITECTURE.md, "Server areas and their public surfaces"): what a refund
// needs of the payment it refunds (refunds: its row and labels; the refund rules live in the money core), the SQL helper of id lists, and the shape of the totals (dashboard). The repositories stay inside.
export type { Totals } from './statistics.repository.ts';
export type { TransactionListRepository } from './transaction-list.repository.ts';
export { labelsFor, refundRowToRefund } from './transaction-rows.ts';
export { intArray } from './transaction-sql.ts';

/** The transaction rows' queries (a refund reads the payment it refunds and answers the refund's row). */
export function transactionRowsOf(db: Database) {
  return createTransactionListRepository(db);
}

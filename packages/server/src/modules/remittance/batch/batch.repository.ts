import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { recipients, transferBatches, transferOrders } from '@mbo/db/schema-remittance';
import type { Tx } from '../../../money/money.public.ts';
import type { BatchRecipient } from './batch-price.ts';

export type BatchRow = typeof transferBatches.$inferSelect;
export type NewBatch = Omit<typeof transferBatches.$inferInsert, 'id' | 'createdAt'>;
type Queryable = Database | Tx;

/** The batches' queries, each scoped by the merchant. */
export function createBatchRepository(db: Database) {
  return {
    /** The merchant's live recipients, once per batch (never a query per row). */
    async recipients(merchantId: number): Promise<Map<number, BatchRecipient>> {
      const rows = await db
        .select({
          id: recipients.id,
          name: recipients.name,
          kind: recipients.kind,
          currencyId: recipients.currencyId,
          paymentNetwork: recipients.paymentNetwork,
          userId: recipients.userId,
        })
        .from(recipients)
        .where(and(eq(recipients.merchantId, merchantId), isNull(recipients.deletedAt)))
        .orderBy(asc(recipients.id));
      return new Map(rows.map((row) => [row.id, row]));
    },

    async insert(batch: NewBatch): Promise<BatchRow> {
      const [row] = await db.insert(transferBatches).values(batch).returning();
      return row!;
    },

    async byId(merchantId: number, id: number, queryable: Queryable = db): Promise<BatchRow | undefined> {
      const [row] = await queryable
        .select()
        .from(transferBatches)
        .where(and(eq(transferBatches.merchantId, merchantId), eq(transferBatches.id, id)));
      return row;
    },

    /** Locks the batch row: one payment at a time per batch (the others wait and then see it paid). */
    async lock(tx: Tx, merchantId: number, id: number): Promise<BatchRow | undefined> {
      const [row] = await tx
        .select()
        .from(transferBatches)
        .where(and(eq(transferBatches.merchantId, merchantId), eq(transferBatches.id, id)))
        .for('update');
      return row;
    },

    /** Replaces an unpaid batch's expired prices; false when it was paid or re-priced meanwhile. */
    async reprice(
      merchantId: number,
      id: number,
      /** Only when its prices ran out by then; null: whatever they are (its recipients changed). */
      expiredBy: Date | null,
      change: Pick<BatchRow, 'rows' | 'pricing' | 'validCount' | 'totalSendMinor' | 'totalFeeMinor' | 'expiresAt'>,
    ): Promise<boolean> {
      const updated = await db
        .update(transferBatches)
        .set(change)
        .where(
          and(
            eq(transferBatches.merchantId, merchantId),
            eq(transferBatches.id, id),
            eq(transferBatches.status, 1),
            expiredBy === null ? undefined : lte(transferBatches.expiresAt, expiredBy),
          ),
        )
        .returning({ id: transferBatches.id });
      return updated.length === 1;
    },

    async markPaid(tx: Tx, id: number, input: { key: string; userId: number; at: Date }): Promise<void> {
      await tx
        .update(transferBatches)
        .set({ status: 2, payIdempotencyKey: input.key, paidAt: input.at, paidByUserId: input.userId })
        .where(eq(transferBatches.id, id));
    },

    /** The orders a paid batch made, by the row (file line) each came from. */
    async orders(merchantId: number, batchId: number): Promise<Map<string, { id: number; number: string }>> {
      const rows = await db
        .select({ id: transferOrders.id, number: transferOrders.number, key: transferOrders.idempotencyKey })
        .from(transferOrders)
        .where(and(eq(transferOrders.merchantId, merchantId), eq(transferOrders.batchId, batchId)));
      return new Map(rows.map((row) => [row.key, { id: row.id, number: row.number }]));
    },
  };
}
export type BatchRepository = ReturnType<typeof createBatchRepository>;

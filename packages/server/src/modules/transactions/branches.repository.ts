import { sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { intArray } from './transaction-sql.ts';

/** The stores a member may pick in the filters: the merchant's live stores, or those of a cashier's scope. */
export function createBranchesRepository(db: Database) {
  return {
    async list(merchantId: number, stores: number[] | null) {
      const { rows } = await db.execute<{ id: number; name: string; short_name: string; number: string }>(sql`
        select id, name, short_name, number from stores
        where merchant_id = ${merchantId} and not is_delete ${stores ? sql`and id = any(${intArray(stores)}::int[])` : sql``}
        order by id`);
      return rows.map((row) => ({
        id: Number(row.id),
        name: row.name,
        short_name: row.short_name,
        number: row.number,
      }));
    },
  };
}
export type BranchesRepository = ReturnType<typeof createBranchesRepository>;

import { sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { settlementAccounts } from '@mbo/db/schema-settlement';
import type { Tx } from '../../money/money.public.ts';

export type SettlementAccountRow = typeof settlementAccounts.$inferSelect;

/**
 * The settlement account in force for a merchant's currency at a time: the latest row effective by then (a null
 * effective_at counts from the start); undefined means none was ever set, so payouts go to the global account.
 */
export async function settlementAccountInForce(
  db: Tx | Database,
  merchantId: number,
  currencyId: number,
  at: Date,
): Promise<SettlementAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(settlementAccounts)
    .where(
      sql`${settlementAccounts.merchantId} = ${merchantId} and ${settlementAccounts.currencyId} = ${currencyId}
        and coalesce(${settlementAccounts.effectiveAt}, '-infinity') <= ${at.toISOString()}::timestamptz`,
    )
    .orderBy(sql`coalesce(${settlementAccounts.effectiveAt}, '-infinity') desc, ${settlementAccounts.id} desc`)
    .limit(1);
  return row;
}

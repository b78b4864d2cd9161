import { sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { settlementAccounts } from '@mbo/db/schema-settlement';
import type { Tx } from '../../money/money.public.ts';

export type SettlementAccountRow = typeof settlementAccounts.$inferSelect;

/**
 * The settlement account in force for a merchant's currency at a time: of the rows effective by then (a null
 * effective_at counts from the start), the one made last — so a later change supersedes an earlier one still
 * pending (a bank account waiting for its working day, replaced by the global account at once, never comes into
 * force). Undefined means none was ever set, so payouts go to the global account.
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
    .orderBy(sql`${settlementAccounts.id} desc`)
    .limit(1);
  return row;
}

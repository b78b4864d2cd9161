import { sql } from 'drizzle-orm';
import { PAYOUT_TARGET } from '@mbo/contracts/calls/payouts';
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

/** A bank account payouts go to: every field present (the check settlement_accounts_fields holds it for type 1). */
export interface BankAccountInForce {
  id: number;
  accountName: string;
  bsb: string;
  accountNumber: string;
}

/** The bank account in force for a merchant's currency at a time; undefined when payouts go to the global account. */
export async function bankAccountInForce(
  db: Tx | Database,
  merchantId: number,
  currencyId: number,
  at: Date,
): Promise<BankAccountInForce | undefined> {
  const row = await settlementAccountInForce(db, merchantId, currencyId, at);
  return row?.type === PAYOUT_TARGET.bank ? bankFieldsOf(row) : undefined;
}

/** A bank row's fields, typed present; a global-account row (or a broken one) is a programming error. */
export function bankFieldsOf(row: SettlementAccountRow): BankAccountInForce {
  const { id, accountName, bsb, accountNumber } = row;
  if (row.type !== PAYOUT_TARGET.bank || accountName === null || bsb === null || accountNumber === null)
    throw new Error(`settlement account ${id} is not a bank account with its bank fields`);
  return { id, accountName, bsb, accountNumber };
}

import { sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { ACCOUNT_KIND, type Ledger } from '../../money/money.public.ts';

export interface WithdrawalRow extends Record<string, unknown> {
  id: number;
  merchant_id: number;
  currency_id: number;
  amount_minor: number;
  status: number;
  account_name: string;
  bsb_number: string;
  account_number: string;
  request_id: string;
  created_at: Date | string;
}

export interface WithdrawInput {
  merchantId: number;
  currencyId: number;
  amountMinor: number;
  requestId: string;
  userId: number;
  /** The settlement bank account in force for the currency. */
  bank: { settlementAccountId: number; accountName: string; bsb: string; accountNumber: string };
}

/** The amount is above what the global account holds available (minor units given). */
export class OverAvailableError extends Error {
  constructor(readonly availableMinor: number) {
    super('over the available balance');
  }
}

/**
 * Withdraws from the global account to the bank: locks the account's balance rows (every slot, in slot order — the
 * lock order refunds also take after the merchant's available funds), checks the amount against what is available,
 * writes the withdrawal and moves the money from global to payouts (entry `global_withdrawal:<id>`) in one
 * transaction. Once per request id: a retry, or a concurrent twin, answers the first withdrawal (created false).
 */
export async function withdrawFromGlobalAccount(
  db: Database,
  ledger: Ledger,
  input: WithdrawInput,
): Promise<{ withdrawal: WithdrawalRow; created: boolean }> {
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0)
    throw new Error('a withdrawal must be positive');
  const { merchantId, currencyId } = input;
  const global = { merchantId, currencyId, kind: ACCOUNT_KIND.global };
  const payouts = { merchantId, currencyId, kind: ACCOUNT_KIND.payouts };
  const [globalId] = await ledger.accountIds([global, payouts]);
  const existing = async (tx: Pick<Database, 'execute'>) => {
    const { rows } = await tx.execute<WithdrawalRow>(
      sql`select * from global_account_withdrawals where merchant_id = ${merchantId} and request_id = ${input.requestId}`,
    );
    return rows[0];
  };
  return db.transaction(async (tx) => {
    const replay = await existing(tx);
    if (replay) return { withdrawal: replay, created: false };
    const { rows: balance } = await tx.execute<{ available: string | null }>(sql`
      select -coalesce(sum(balance_minor), 0) as available from (
        select balance_minor from ledger_balances where account_id = ${globalId} order by slot for update) b`);
    const available = Number(balance[0]?.available ?? 0);
    const { rows } = await tx.execute<WithdrawalRow>(sql`
      insert into global_account_withdrawals (merchant_id, currency_id, amount_minor, settlement_account_id,
        account_name, bsb_number, account_number, request_id, created_by_user_id)
      values (${merchantId}, ${currencyId}, ${input.amountMinor}, ${input.bank.settlementAccountId},
        ${input.bank.accountName}, ${input.bank.bsb}, ${input.bank.accountNumber}, ${input.requestId}, ${input.userId})
      on conflict do nothing returning *`);
    const row = rows[0];
    // A twin with the same request id committed while this one waited for the balance lock: answer its withdrawal.
    if (!row) return { withdrawal: (await existing(tx))!, created: false };
    if (input.amountMinor > available) throw new OverAvailableError(available);
    await ledger.post(
      tx,
      { merchantId, kind: 'global_withdrawal', idempotencyKey: `global_withdrawal:${row.id}`, slotSeed: row.id },
      [
        { ...global, amountMinor: input.amountMinor },
        { ...payouts, amountMinor: -input.amountMinor },
      ],
    );
    return { withdrawal: row, created: true };
  });
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { journalEntries, ledgerAccounts, ledgerBalances, postings } from '@mbo/db/schema-money';
import { BALANCE_SLOTS, type AccountKind } from './accounts.ts';

/** A database transaction (what `db.transaction` hands its callback). */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface Leg {
  merchantId: number;
  currencyId: number;
  kind: AccountKind;
  /** Debit positive, credit negative. */
  amountMinor: number;
}

export interface EntrySpec {
  merchantId: number;
  kind: string;
  /** Makes a retried movement land once: unique per merchant. */
  idempotencyKey: string;
  /** Which balance slot the movement updates (any stable number: a payment id, say). */
  slotSeed: number;
}

const accountKey = (merchantId: number, currencyId: number, kind: string) => `${merchantId}:${currencyId}:${kind}`;

export class UnbalancedEntryError extends Error {}

/**
 * The double-entry ledger. Accounts are created on first use by `prepare`, outside any money transaction (and
 * before it, so a transaction never waits on a second connection), and their ids kept in memory (accounts are
 * never removed): a money movement then costs its inserts and balance updates only.
 */
export function createLedger(db: Database) {
  const ids = new Map<string, number>();

  async function accountIds(legs: readonly Pick<Leg, 'merchantId' | 'currencyId' | 'kind'>[]): Promise<number[]> {
    const missing = legs.filter((leg) => !ids.has(accountKey(leg.merchantId, leg.currencyId, leg.kind)));
    if (missing.length) {
      await db.transaction(async (tx) => {
        const created = await tx
          .insert(ledgerAccounts)
          .values(missing.map(({ merchantId, currencyId, kind }) => ({ merchantId, currencyId, kind })))
          .onConflictDoNothing()
          .returning({ id: ledgerAccounts.id });
        if (created.length) {
          const slots = created.flatMap(({ id }) => Array.from({ length: BALANCE_SLOTS }, (_, slot) => ({ accountId: id, slot })));
          await tx.insert(ledgerBalances).values(slots).onConflictDoNothing();
        }
      });
      const rows = await db
        .select()
        .from(ledgerAccounts)
        .where(inArray(ledgerAccounts.merchantId, [...new Set(missing.map((leg) => leg.merchantId))]));
      for (const row of rows) ids.set(accountKey(row.merchantId, row.currencyId, row.kind), row.id);
    }
    return legs.map((leg) => ids.get(accountKey(leg.merchantId, leg.currencyId, leg.kind))!);
  }

  function knownIds(legs: readonly Pick<Leg, 'merchantId' | 'currencyId' | 'kind'>[]): number[] {
    return legs.map((leg) => {
      const id = ids.get(accountKey(leg.merchantId, leg.currencyId, leg.kind));
      if (id === undefined) throw new Error(`ledger account ${accountKey(leg.merchantId, leg.currencyId, leg.kind)} not prepared`);
      return id;
    });
  }

  return {
    accountIds,
    /** Creates the accounts of these legs if needed; call before the transaction that posts to them. */
    prepare: async (legs: readonly Pick<Leg, 'merchantId' | 'currencyId' | 'kind'>[]): Promise<void> => {
      await accountIds(legs);
    },

    /**
     * Posts one journal entry inside the caller's transaction. Returns false (and writes nothing) when an entry
     * with the same idempotency key exists. The legs must sum to zero per currency (checked here and, at commit,
     * by the database).
     */
    async post(tx: Tx, entry: EntrySpec, legs: readonly Leg[]): Promise<boolean> {
      const totals = new Map<number, number>();
      for (const leg of legs) totals.set(leg.currencyId, (totals.get(leg.currencyId) ?? 0) + leg.amountMinor);
      if ([...totals.values()].some((total) => total !== 0)) throw new UnbalancedEntryError(`entry ${entry.idempotencyKey} does not balance`);
      const nonZero = legs.filter((leg) => leg.amountMinor !== 0);
      const accounts = knownIds(nonZero);
      const [created] = await tx
        .insert(journalEntries)
        .values({ merchantId: entry.merchantId, kind: entry.kind, idempotencyKey: entry.idempotencyKey })
        .onConflictDoNothing()
        .returning({ id: journalEntries.id });
      if (!created) return false;
      if (nonZero.length === 0) return true;
      await tx.insert(postings).values(
        nonZero.map((leg, index) => ({ entryId: created.id, accountId: accounts[index]!, currencyId: leg.currencyId, amountMinor: leg.amountMinor })),
      );
      const slot = entry.slotSeed % BALANCE_SLOTS;
      // In account-id order, so concurrent entries touching the same accounts lock them in the same order.
      const byAccount = nonZero
        .map((leg, index) => ({ accountId: accounts[index]!, amount: leg.amountMinor }))
        .sort((a, b) => a.accountId - b.accountId);
      for (const { accountId, amount } of byAccount) {
        await tx
          .update(ledgerBalances)
          .set({ balanceMinor: sql`${ledgerBalances.balanceMinor} + ${amount}` })
          .where(and(eq(ledgerBalances.accountId, accountId), eq(ledgerBalances.slot, slot)));
      }
      return true;
    },

    /** The balance of an account, with every slot locked until the transaction ends (refunds, payouts). */
    async lockBalance(tx: Tx, leg: Pick<Leg, 'merchantId' | 'currencyId' | 'kind'>): Promise<number> {
      const [accountId] = knownIds([leg]);
      const rows = await tx.execute<{ balance_minor: number }>(
        sql`select balance_minor from ledger_balances where account_id = ${accountId} order by slot for update`,
      );
      return rows.rows.reduce((sum, row) => sum + Number(row.balance_minor), 0);
    },

    /** The balance of an account (no lock). */
    async balance(leg: Pick<Leg, 'merchantId' | 'currencyId' | 'kind'>): Promise<number> {
      const [accountId] = await accountIds([leg]);
      const rows = await db.execute<{ total: string | null }>(
        sql`select sum(balance_minor) as total from ledger_balances where account_id = ${accountId}`,
      );
      return Number(rows.rows[0]?.total ?? 0);
    },
  };
}
export type Ledger = ReturnType<typeof createLedger>;

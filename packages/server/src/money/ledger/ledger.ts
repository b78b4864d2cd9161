import { inArray, sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { ledgerAccounts, ledgerBalances } from '@mbo/db/schema-money';
import { BALANCE_SLOTS, lockRank, type AccountKind } from './accounts.ts';

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

/** The legs of an entry as the database function `ledger_post` takes them: balanced, no zero legs, in lock order. */
export interface EntryLegs {
  accountIds: number[];
  currencyIds: number[];
  amounts: number[];
}

const accountKey = (merchantId: number, currencyId: number, kind: string) => `${merchantId}:${currencyId}:${kind}`;

/** A PostgreSQL array literal of integers (one parameter, where a JS array would become a list). */
export const pgIntArray = (values: readonly number[]): string =>
  `{${values.map((value) => String(Math.trunc(value))).join(',')}}`;

export class UnbalancedEntryError extends Error {}

/**
 * The double-entry ledger. Accounts are created on first use by `prepare`, outside any money transaction (and
 * before it, so a transaction never waits on a second connection), and their ids kept in memory (accounts are
 * never removed): a money movement then costs one round trip, the call of `ledger_post` (sql/ledger-post.sql),
 * which writes the entry, its postings and the cached balances.
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
          const slots = created.flatMap(({ id }) =>
            Array.from({ length: BALANCE_SLOTS }, (_, slot) => ({ accountId: id, slot })),
          );
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

  function knownId(leg: Pick<Leg, 'merchantId' | 'currencyId' | 'kind'>): number {
    const id = ids.get(accountKey(leg.merchantId, leg.currencyId, leg.kind));
    if (id === undefined)
      throw new Error(`ledger account ${accountKey(leg.merchantId, leg.currencyId, leg.kind)} not prepared`);
    return id;
  }

  /** Checks that the legs balance per currency; drops zero legs; orders the rest by LOCK_ORDER, then account id. */
  function entryLegs(entry: Pick<EntrySpec, 'idempotencyKey'>, legs: readonly Leg[]): EntryLegs {
    const totals = new Map<number, number>();
    for (const leg of legs) totals.set(leg.currencyId, (totals.get(leg.currencyId) ?? 0) + leg.amountMinor);
    if ([...totals.values()].some((total) => total !== 0))
      throw new UnbalancedEntryError(`entry ${entry.idempotencyKey} does not balance`);
    const ordered = legs
      .filter((leg) => leg.amountMinor !== 0)
      .map((leg) => ({ leg, accountId: knownId(leg), rank: lockRank(leg.kind) }))
      .sort((a, b) => a.rank - b.rank || a.accountId - b.accountId);
    return {
      accountIds: ordered.map((item) => item.accountId),
      currencyIds: ordered.map((item) => item.leg.currencyId),
      amounts: ordered.map((item) => item.leg.amountMinor),
    };
  }

  return {
    accountIds,
    /** Creates the accounts of these legs if needed; call before the transaction that posts to them. */
    prepare: async (legs: readonly Pick<Leg, 'merchantId' | 'currencyId' | 'kind'>[]): Promise<void> => {
      await accountIds(legs);
    },
    entryLegs,

    /**
     * Posts one journal entry inside the caller's transaction. Returns false (and writes nothing) when an entry
     * with the same idempotency key exists. The legs must sum to zero per currency (checked here and, at commit,
     * by the database).
     */
    async post(tx: Tx, entry: EntrySpec, legs: readonly Leg[]): Promise<boolean> {
      const { accountIds: accounts, currencyIds, amounts } = entryLegs(entry, legs);
      const { rows } = await tx.execute<{ entry_id: number | null }>(sql`
        select ledger_post(${entry.merchantId}, ${entry.kind}, ${entry.idempotencyKey}, ${entry.slotSeed % BALANCE_SLOTS}::smallint,
          ${pgIntArray(accounts)}::integer[], ${pgIntArray(currencyIds)}::smallint[], ${pgIntArray(amounts)}::bigint[]) as entry_id`);
      return rows[0]?.entry_id !== null;
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

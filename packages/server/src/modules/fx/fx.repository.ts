import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { fxConversions, fxQuotes, fxRateAlerts } from '@mbo/db/schema-fx';
import { RATE_ALERT_STATUS } from '@mbo/contracts/calls/fx';
import { ACCOUNT_KIND, type Tx } from '../../money/money.public.ts';

const GLOBAL_KIND = ACCOUNT_KIND.global;

export type QuoteRow = typeof fxQuotes.$inferSelect;
export type NewQuote = Omit<typeof fxQuotes.$inferInsert, 'id' | 'usedAt'>;
export type ConversionRow = typeof fxConversions.$inferSelect;
export type NewConversion = Omit<typeof fxConversions.$inferInsert, 'id'>;
export type RateAlertRow = typeof fxRateAlerts.$inferSelect;
export type NewRateAlert = Pick<
  typeof fxRateAlerts.$inferInsert,
  'merchantId' | 'userId' | 'sellCurrencyId' | 'buyCurrencyId' | 'targetRateE10' | 'direction'
>;

type Queryable = Database | Tx;

/** FX queries, each scoped by the merchant (and the user, for alerts). */
export function createFxRepository(db: Database) {
  return {
    /** What the merchant holds in its global account in a currency (0 without one; no account is made here). */
    async globalBalance(merchantId: number, currencyId: number): Promise<number> {
      const { rows } = await db.execute<{ held: number | null }>(sql`
        select -sum(b.balance_minor)::bigint as held from ledger_accounts a join ledger_balances b on b.account_id = a.id
        where a.merchant_id = ${merchantId} and a.currency_id = ${currencyId} and a.kind = ${GLOBAL_KIND}`);
      return Number(rows[0]?.held ?? 0);
    },

    async insertQuote(quote: NewQuote): Promise<QuoteRow> {
      const [row] = await db.insert(fxQuotes).values(quote).returning();
      return row!;
    },

    async quote(merchantId: number, id: number): Promise<QuoteRow | undefined> {
      const [row] = await db
        .select()
        .from(fxQuotes)
        .where(and(eq(fxQuotes.merchantId, merchantId), eq(fxQuotes.id, id)));
      return row;
    },

    /** The quote, locked for the conversion's transaction (its own row, before any balance: ledger LOCK_ORDER). */
    async lockQuote(tx: Tx, merchantId: number, id: number): Promise<QuoteRow | undefined> {
      const [row] = await tx
        .select()
        .from(fxQuotes)
        .where(and(eq(fxQuotes.merchantId, merchantId), eq(fxQuotes.id, id)))
        .for('update');
      return row;
    },

    /** Marks the merchant's quote used at `at` unless it already was: whether this call took it (one statement). */
    async claimQuote(tx: Tx, merchantId: number, id: number, at: Date): Promise<boolean> {
      const rows = await tx
        .update(fxQuotes)
        .set({ usedAt: at })
        .where(and(eq(fxQuotes.merchantId, merchantId), eq(fxQuotes.id, id), isNull(fxQuotes.usedAt)))
        .returning({ id: fxQuotes.id });
      return rows.length === 1;
    },

    async markQuoteUsed(tx: Tx, id: number, at: Date): Promise<void> {
      await tx.update(fxQuotes).set({ usedAt: at }).where(eq(fxQuotes.id, id));
    },

    async conversionByKey(q: Queryable, merchantId: number, key: string): Promise<ConversionRow | undefined> {
      const [row] = await q
        .select()
        .from(fxConversions)
        .where(and(eq(fxConversions.merchantId, merchantId), eq(fxConversions.idempotencyKey, key)));
      return row;
    },

    async insertConversion(tx: Tx, conversion: NewConversion): Promise<ConversionRow> {
      const [row] = await tx.insert(fxConversions).values(conversion).returning();
      return row!;
    },

    /**
     * Locks every balance slot of these accounts (by account id, then slot, so two conversions in opposite
     * directions cannot wait on each other) and answers each account's balance (debit positive).
     */
    async lockBalances(tx: Tx, accountIds: readonly number[]): Promise<Map<number, number>> {
      const ids = [...accountIds].sort((a, b) => a - b);
      const { rows } = await tx.execute<{ account_id: number; balance_minor: number }>(sql`
        select account_id, balance_minor from ledger_balances
        where account_id = any(${`{${ids.join(',')}}`}::integer[]) order by account_id, slot for update`);
      const balances = new Map<number, number>(ids.map((id) => [id, 0]));
      for (const row of rows) balances.set(row.account_id, balances.get(row.account_id)! + Number(row.balance_minor));
      return balances;
    },

    alerts: {
      async list(merchantId: number, userId: number): Promise<RateAlertRow[]> {
        return db
          .select()
          .from(fxRateAlerts)
          .where(and(eq(fxRateAlerts.merchantId, merchantId), eq(fxRateAlerts.userId, userId)))
          .orderBy(desc(fxRateAlerts.createdAt), desc(fxRateAlerts.id));
      },
      async count(merchantId: number, userId: number): Promise<number> {
        const [row] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(fxRateAlerts)
          .where(and(eq(fxRateAlerts.merchantId, merchantId), eq(fxRateAlerts.userId, userId)));
        return row?.n ?? 0;
      },
      async insert(alert: NewRateAlert): Promise<RateAlertRow> {
        const [row] = await db.insert(fxRateAlerts).values(alert).returning();
        return row!;
      },
      async delete(merchantId: number, userId: number, id: number): Promise<boolean> {
        const deleted = await db
          .delete(fxRateAlerts)
          .where(and(eq(fxRateAlerts.merchantId, merchantId), eq(fxRateAlerts.userId, userId), eq(fxRateAlerts.id, id)))
          .returning({ id: fxRateAlerts.id });
        return deleted.length === 1;
      },
      /** Every alert still watching, with its user's language and e-mail (the job's input). */
      async watching(): Promise<(RateAlertRow & { language: string; email: string | null })[]> {
        const { rows } = await db.execute<{
          id: number;
          merchant_id: number;
          user_id: number;
          sell_currency_id: number;
          buy_currency_id: number;
          target_rate_e10: number;
          direction: number;
          language: string;
          email: string | null;
        }>(sql`
          select a.id, a.merchant_id, a.user_id, a.sell_currency_id, a.buy_currency_id, a.target_rate_e10, a.direction,
            u.language, u.email
          from fx_rate_alerts a join users u on u.id = a.user_id
          where a.status = ${RATE_ALERT_STATUS.watching}`);
        return rows.map((row) => ({
          id: row.id,
          merchantId: row.merchant_id,
          userId: row.user_id,
          sellCurrencyId: row.sell_currency_id,
          buyCurrencyId: row.buy_currency_id,
          targetRateE10: Number(row.target_rate_e10),
          direction: row.direction,
          status: RATE_ALERT_STATUS.watching,
          firedAt: null,
          firedRateE10: null,
          createdAt: new Date(0),
          language: row.language,
          email: row.email,
        }));
      },
      /** Marks the alert fired, once: false when it fired (or was deleted) meanwhile. */
      async fire(tx: Tx, id: number, rateE10: number): Promise<boolean> {
        const fired = await tx
          .update(fxRateAlerts)
          .set({ status: RATE_ALERT_STATUS.fired, firedAt: sql`now()`, firedRateE10: rateE10 })
          .where(and(eq(fxRateAlerts.id, id), eq(fxRateAlerts.status, RATE_ALERT_STATUS.watching)))
          .returning({ id: fxRateAlerts.id });
        return fired.length === 1;
      },
    },
  };
}
export type FxRepository = ReturnType<typeof createFxRepository>;

import { and, eq, sql } from 'drizzle-orm';
import { ACCOUNT_KIND, type Tx } from '../../money/money.public.ts';
import type { Database } from '@mbo/db/client';
import { settlementAccounts } from '@mbo/db/schema-settlement';
import type { SettlementAccountRow } from './settlement-account-in-force.ts';

const num = (value: unknown) => Number(value);

/** The settlement account history's queries, each scoped by merchant. */
export function createSettlementAccountRepository(db: Database) {
  return {
    /** The merchant's time zone and name (null: no such merchant). */
    async merchant(merchantId: number): Promise<{ timeZone: string; name: string } | null> {
      const { rows } = await db.execute<{ time_zone: string; name: string }>(
        sql`select time_zone, name from merchants where id = ${merchantId}`,
      );
      return rows[0] ? { timeZone: rows[0].time_zone, name: rows[0].name } : null;
    },

    /** The currencies the merchant settles in: AUD always, and those it holds (merchant_currencies), ascending. */
    async currencyIds(merchantId: number): Promise<number[]> {
      const { rows } = await db.execute<{ currency_id: number }>(
        sql`select 1 as currency_id union select currency_id from merchant_currencies where merchant_id = ${merchantId}
            order by 1`,
      );
      return rows.map((row) => num(row.currency_id));
    },

    /** The signed-in user's phone and name in this merchant (the member's name, else the account's). */
    async user(
      userId: number,
      merchantId: number,
    ): Promise<{ countryCode: string; phone: string | null; name: string }> {
      const { rows } = await db.execute<{ country_code: string | null; phone: string | null; name: string }>(
        sql`select u.country_code, u.phone, coalesce(nullif(e.name, ''), u.name) as name
            from users u left join employees e on e.user_id = u.id and e.merchant_id = ${merchantId}
            where u.id = ${userId}`,
      );
      const row = rows[0];
      return { countryCode: row?.country_code ?? '+61', phone: row?.phone ?? null, name: row?.name ?? '' };
    },

    /** The latest entry of a merchant's currency (pending or in force), or undefined when none was ever set. */
    async latest(
      db_: Tx | Database,
      merchantId: number,
      currencyId: number,
    ): Promise<SettlementAccountRow | undefined> {
      const [row] = await db_
        .select()
        .from(settlementAccounts)
        .where(and(eq(settlementAccounts.merchantId, merchantId), eq(settlementAccounts.currencyId, currencyId)))
        .orderBy(sql`${settlementAccounts.id} desc`)
        .limit(1);
      return row;
    },

    /** The merchant's latest entry id over all currencies (0: none): a verification token is good until it moves. */
    async version(db_: Tx | Database, merchantId: number): Promise<number> {
      const { rows } = await db_.execute<{ id: number | null }>(
        sql`select max(id) as id from settlement_accounts where merchant_id = ${merchantId}`,
      );
      return num(rows[0]?.id ?? 0);
    },

    async byId(merchantId: number, id: number): Promise<SettlementAccountRow | undefined> {
      const [row] = await db
        .select()
        .from(settlementAccounts)
        .where(and(eq(settlementAccounts.merchantId, merchantId), eq(settlementAccounts.id, id)));
      return row;
    },

    /** The currency of one of the merchant's global accounts by its id (null: not this merchant's global account). */
    async globalAccountCurrency(merchantId: number, accountId: number): Promise<number | null> {
      const { rows } = await db.execute<{ currency_id: number }>(
        sql`select currency_id from ledger_accounts
            where id = ${accountId} and merchant_id = ${merchantId} and kind = ${ACCOUNT_KIND.global}`,
      );
      return rows[0] ? num(rows[0].currency_id) : null;
    },

    /** 00:00 of a merchant-local calendar date, as an instant. */
    async localMidnight(date: string, timeZone: string): Promise<Date> {
      const { rows } = await db.execute<{ at: Date | string }>(
        sql`select (${date}::date)::timestamp at time zone ${timeZone} as at`,
      );
      return new Date(rows[0]!.at);
    },

    async insert(tx: Tx, row: typeof settlementAccounts.$inferInsert): Promise<SettlementAccountRow> {
      const [inserted] = await tx.insert(settlementAccounts).values(row).returning();
      return inserted!;
    },
  };
}
export type SettlementAccountRepository = ReturnType<typeof createSettlementAccountRepository>;

import { and, asc, between, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { settlements } from '@mbo/db/schema-money';
import type { DateRange } from './payouts-dates.ts';

export type SettlementRecord = typeof settlements.$inferSelect;

export interface SettlementQuery {
  merchantId: number;
  number?: string;
  id?: number;
  currencyId?: number;
  status?: number;
  isPositiveOnly?: boolean;
  finance?: DateRange | null;
  planned?: DateRange | null;
  actual?: DateRange | null;
  /** SETTLEMENT_METHOD: 1 T+1 clearings only, 2 T+0 only; undefined both. */
  kind?: number;
  ascending: boolean;
  limit: number;
  offset: number;
}

export interface ClearingTransactionRecord {
  id: number;
  number: string;
  at: Date;
  turnoverType: 1 | 2;
  amountMinor: number;
  feeMinor: number;
  channelId: number;
  storeName: string;
}

const num = (value: unknown): number => Number(value ?? 0);

/** Queries of the payout screens; every one is scoped by merchant_id. */
export function createSettlementsRepository(db: Database) {
  function where(query: SettlementQuery): SQL | undefined {
    const conditions: (SQL | undefined)[] = [eq(settlements.merchantId, query.merchantId)];
    if (query.number !== undefined) conditions.push(eq(settlements.number, query.number));
    if (query.id !== undefined) conditions.push(eq(settlements.id, query.id));
    if (query.currencyId !== undefined) conditions.push(eq(settlements.currencyId, query.currencyId));
    if (query.status !== undefined) conditions.push(eq(settlements.status, query.status));
    if (query.isPositiveOnly) conditions.push(gt(settlements.settleMinor, 0));
    if (query.finance) conditions.push(between(settlements.financeDate, query.finance.from, query.finance.to));
    if (query.planned) conditions.push(between(settlements.planSettleDate, query.planned.from, query.planned.to));
    if (query.actual) conditions.push(between(settlements.actualSettleDate, query.actual.from, query.actual.to));
    if (query.kind !== undefined) conditions.push(eq(settlements.kind, query.kind));
    return and(...conditions);
  }

  return {
    async page(query: SettlementQuery): Promise<{ rows: SettlementRecord[]; total: number }> {
      const order = query.ascending
        ? [asc(settlements.financeDate), asc(settlements.id)]
        : [desc(settlements.financeDate), desc(settlements.id)];
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(settlements)
          .where(where(query))
          .orderBy(...order)
          .limit(query.limit)
          .offset(query.offset),
        db.select({ total: count() }).from(settlements).where(where(query)),
      ]);
      return { rows, total: num(counted?.total) };
    },

    async find(merchantId: number, id: number): Promise<SettlementRecord | undefined> {
      const [row] = await db
        .select()
        .from(settlements)
        .where(and(eq(settlements.merchantId, merchantId), eq(settlements.id, id)));
      return row;
    },

    /** Payments plus refunds of each settlement. */
    async transactionCounts(merchantId: number, ids: readonly number[]): Promise<Map<number, number>> {
      const counts = new Map<number, number>();
      if (ids.length === 0) return counts;
      const { rows } = await db.execute<{ settlement_id: number; n: number }>(sql`
        select settlement_id, count(*)::int as n from (
          select settlement_id from payments where merchant_id = ${merchantId} and settlement_id = any(${sql.param([...ids])}::bigint[])
          union all
          select settlement_id from refunds where merchant_id = ${merchantId} and settlement_id = any(${sql.param([...ids])}::bigint[])
        ) t group by settlement_id`);
      for (const row of rows) counts.set(num(row.settlement_id), num(row.n));
      return counts;
    },

    /** One page of a settlement's payments and refunds, by time, with the count; `range` narrows by merchant-local time. */
    async transactions(
      merchantId: number,
      settlementId: number,
      range: { from: string | null; to: string | null; timeZone: string },
      ascending: boolean,
      limit: number,
      offset: number,
    ): Promise<{ rows: ClearingTransactionRecord[]; total: number }> {
      const from = range.from === null ? null : sql`(${range.from}::timestamp at time zone ${range.timeZone})`;
      const to = range.to === null ? null : sql`(${range.to}::timestamp at time zone ${range.timeZone})`;
      const within = (column: SQL) =>
        sql`${from === null ? sql`true` : sql`${column} >= ${from}`} and ${to === null ? sql`true` : sql`${column} <= ${to}`}`;
      const union = sql`
        select p.id, p.number, p.paid_at as at, 1 as turnover_type, p.gross_minor as amount_minor, p.fee_minor, p.channel_id, s.name as store_name
        from payments p join stores s on s.id = p.store_id
        where p.merchant_id = ${merchantId} and p.settlement_id = ${settlementId}
          and ${within(sql`p.paid_at`)}
        union all
        select r.id, r.number, r.created_at, 2, r.amount_minor, r.fee_returned_minor, r.channel_id, s.name
        from refunds r join stores s on s.id = r.store_id
        where r.merchant_id = ${merchantId} and r.settlement_id = ${settlementId}
          and ${within(sql`r.created_at`)}`;
      const direction = ascending ? sql`asc` : sql`desc`;
      const [page, counted] = await Promise.all([
        db.execute<{
          id: number;
          number: string;
          at: string | Date;
          turnover_type: number;
          amount_minor: number;
          fee_minor: number;
          channel_id: number;
          store_name: string;
        }>(
          sql`select * from (${union}) t order by at ${direction}, turnover_type ${direction}, id ${direction} limit ${limit} offset ${offset}`,
        ),
        db.execute<{ n: number }>(sql`select count(*)::int as n from (${union}) t`),
      ]);
      return {
        rows: page.rows.map((row) => ({
          id: num(row.id),
          number: row.number,
          at: new Date(row.at),
          turnoverType: num(row.turnover_type) === 2 ? 2 : 1,
          amountMinor: num(row.amount_minor),
          feeMinor: num(row.fee_minor),
          channelId: num(row.channel_id),
          storeName: row.store_name,
        })),
        total: num(counted.rows[0]?.n),
      };
    },
  };
}
export type SettlementsRepository = ReturnType<typeof createSettlementsRepository>;

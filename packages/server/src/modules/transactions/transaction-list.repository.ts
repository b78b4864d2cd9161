import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import type { ListFilter, LocalRange } from './transaction-filter.ts';
import {
  dailyStatsConditions,
  intArray,
  paymentColumns,
  paymentConditions,
  paymentFrom,
  refundColumns,
  refundConditions,
  refundFrom,
} from './transaction-sql.ts';
import type { PaymentRowSql, RefundRowSql } from './transaction-rows.ts';
import { REFUND_STATUS } from '@mbo/contracts/statuses';

/** Matching rows on one merchant-local day. */
export interface DayCount {
  day: string;
  count: number;
}

export interface RowKey {
  kind: 1 | 2;
  id: number;
}

/**
 * The queries of the transaction list. Counting rows one by one is what makes a list slow on a large merchant,
 * so whole-day filters count from the daily aggregates (daily_stats, kept in the transaction that moves the
 * money), which also tell which days a page falls on; the page query then reads those days only.
 */
export function createTransactionListRepository(db: Database) {
  return {
    /**
     * Rows per day of a whole-day filter without a number: payments and succeeded refunds from daily_stats,
     * refunds in any other state (rare) from their partial index.
     */
    async dayCounts(filter: ListFilter, days: { from: string; to: string }): Promise<DayCount[]> {
      const counted =
        filter.hasPayments && filter.hasRefunds
          ? sql`sum(d.payment_count + d.refund_count)`
          : filter.hasPayments
            ? sql`sum(d.payment_count)`
            : sql`sum(d.refund_count)`;
      // The status inlined as a literal (not a parameter), so the planner matches the partial index
      // refunds_not_succeeded_idx.
      const others = filter.hasRefunds
        ? sql`union all
          select to_char(r.created_at at time zone ${filter.timeZone}, 'YYYY-MM-DD') as day, count(*) as n
          from refunds r where ${refundConditions(filter)} and r.status <> ${sql.raw(String(REFUND_STATUS.succeeded))} group by 1`
        : sql``;
      const { rows } = await db.execute<{ day: string; n: number }>(sql`
        select day, sum(n)::bigint as n from (
          select d.day::text as day, ${counted} as n from daily_stats d where ${dailyStatsConditions(filter, days)} group by d.day
          ${others}
        ) counts group by day having sum(n) > 0`);
      return rows.map((row) => ({ day: row.day, count: Number(row.n) }));
    },

    /** Exactly counted (filters by number, or ranges that do not fall on day boundaries). */
    async exactCount(filter: ListFilter): Promise<number> {
      const parts: SQL[] = [];
      if (filter.hasPayments) parts.push(sql`(select count(*) from payments p where ${paymentConditions(filter)})`);
      if (filter.hasRefunds) parts.push(sql`(select count(*) from refunds r where ${refundConditions(filter)})`);
      const { rows } = await db.execute<{ total: number }>(sql`select ${sql.join(parts, sql` + `)} as total`);
      return Number(rows[0]?.total ?? 0);
    },

    /**
     * The keys of one page within a range: each table's first offset + limit rows in list order (an index range
     * scan each), merged, then the page cut out. Ties in time are broken by kind (payment 1, refund 2), then id,
     * in the list's direction.
     */
    async pageKeys(filter: ListFilter, range: LocalRange, offset: number, limit: number): Promise<RowKey[]> {
      const direction = sql.raw(filter.isAscending ? 'asc' : 'desc');
      const take = offset + limit;
      const branches: SQL[] = [];
      if (filter.hasPayments) {
        branches.push(sql`(select 1 as kind, p.id, p.paid_at as t from payments p where ${paymentConditions(filter, range)}
          order by p.paid_at ${direction}, p.id ${direction} limit ${take})`);
      }
      if (filter.hasRefunds) {
        branches.push(sql`(select 2 as kind, r.id, r.created_at as t from refunds r where ${refundConditions(filter, range)}
          order by r.created_at ${direction}, r.id ${direction} limit ${take})`);
      }
      const { rows } = await db.execute<{ kind: number; id: number }>(sql`
        select kind, id from (${sql.join(branches, sql` union all `)}) page
        order by t ${direction}, kind ${direction}, id ${direction} offset ${offset} limit ${limit}`);
      return rows.map((row) => ({ kind: Number(row.kind) === 2 ? 2 : 1, id: Number(row.id) }));
    },

    async paymentRows(
      merchantId: number,
      timeZone: string,
      ids: readonly number[],
      stores: number[] | null,
    ): Promise<PaymentRowSql[]> {
      if (ids.length === 0) return [];
      const { rows } = await db.execute<PaymentRowSql & Record<string, unknown>>(sql`
        select ${paymentColumns(timeZone)} from ${paymentFrom}
        where p.merchant_id = ${merchantId} and p.id = any(${intArray(ids)}::bigint[])
        ${stores ? sql`and p.store_id = any(${intArray(stores)}::int[])` : sql``}`);
      return rows;
    },

    async refundRows(
      merchantId: number,
      timeZone: string,
      ids: readonly number[],
      stores: number[] | null,
    ): Promise<RefundRowSql[]> {
      if (ids.length === 0) return [];
      const { rows } = await db.execute<RefundRowSql & Record<string, unknown>>(sql`
        select ${paymentColumns(timeZone)}, ${refundColumns(timeZone)} from ${refundFrom}
        where r.merchant_id = ${merchantId} and r.id = any(${intArray(ids)}::bigint[])
        ${stores ? sql`and r.store_id = any(${intArray(stores)}::int[])` : sql``}`);
      return rows;
    },

    /**
     * One batch of the export, in list order, after a keyset cursor (the last row's time, as PostgreSQL printed
     * it, and id): an index range scan per batch, however deep into the set.
     */
    async paymentBatch(filter: ListFilter, after: Cursor | null, limit: number): Promise<(PaymentRowSql & Keyed)[]> {
      const direction = sql.raw(filter.isAscending ? 'asc' : 'desc');
      const { rows } = await db.execute<PaymentRowSql & Keyed & Record<string, unknown>>(sql`
        select ${paymentColumns(filter.timeZone)}, ${utcText(sql`p.paid_at`)} as cursor_time from ${paymentFrom}
        where ${paymentConditions(filter)} ${keysetAfter(sql`p.paid_at`, sql`p.id`, after, filter.isAscending)}
        order by p.paid_at ${direction}, p.id ${direction} limit ${limit}`);
      return rows;
    },

    async refundBatch(filter: ListFilter, after: Cursor | null, limit: number): Promise<(RefundRowSql & Keyed)[]> {
      const direction = sql.raw(filter.isAscending ? 'asc' : 'desc');
      const { rows } = await db.execute<RefundRowSql & Keyed & Record<string, unknown>>(sql`
        select ${paymentColumns(filter.timeZone)}, ${refundColumns(filter.timeZone)}, ${utcText(sql`r.created_at`)} as cursor_time
        from ${refundFrom}
        where ${refundConditions(filter)} ${keysetAfter(sql`r.created_at`, sql`r.id`, after, filter.isAscending)}
        order by r.created_at ${direction}, r.id ${direction} limit ${limit}`);
      return rows;
    },
  };
}
export type TransactionListRepository = ReturnType<typeof createTransactionListRepository>;

/** An instant as fixed-width UTC text, exact to the microsecond: comparable as a string, and cast back exactly. */
const utcText = (column: SQL): SQL => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US')`;

/** Where an export batch resumes: the time of the last row (utcText) and its id. */
export interface Cursor {
  time: string;
  id: number;
}

export interface Keyed {
  cursor_time: string;
}

function keysetAfter(time: SQL, id: SQL, after: Cursor | null, isAscending: boolean): SQL {
  if (!after) return sql``;
  const at = sql`(${after.time}::timestamp at time zone 'UTC')`;
  return isAscending
    ? sql`and ${time} >= ${at} and (${time} > ${at} or ${id} > ${after.id})`
    : sql`and ${time} <= ${at} and (${time} < ${at} or ${id} < ${after.id})`;
}

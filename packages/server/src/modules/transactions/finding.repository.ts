import { sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { intArray, localInstant, wireTime } from './transaction-sql.ts';

/** A row a number found, before labels (amounts in minor units). */
export interface FoundRow {
  kind: 'payment' | 'refund' | 'payout' | 'order';
  matched_by: 'number' | 'order_number' | 'out_trade_no';
  id: number;
  number: string;
  payment_id: number | null;
  time: string;
  amount_minor: number;
  currency_id: number;
  status: number;
  /** A payment's refunded amount and gross (its status is derived from them). */
  refunded_minor: number | null;
  gross_minor: number | null;
}

export interface AttemptRow {
  id: number;
  number: string;
  out_trade_no: string | null;
  created_local: string;
  store_id: number;
  store_name: string;
  source_type: number;
  channel_id: number | null;
  order_minor: number;
  currency_id: number;
  status: number;
  failure_reason: string | null;
}

export interface AttemptFilter {
  merchantId: number;
  timeZone: string;
  from: string;
  to: string;
  statuses: readonly number[];
  stores: number[] | null;
}

const storeCondition = (alias: string, stores: number[] | null) =>
  stores ? sql`and ${sql.raw(alias)}.store_id = any(${intArray(stores)}::int[])` : sql``;

/**
 * Lookups by number. Every one is an equality on a unique index of (merchant_id, number): payments_number_uq,
 * refunds_number_uq, settlements_number_uq, orders_number_uq, orders_out_trade_no_uq, and payments_out_txn_idx for
 * the merchant's own transaction id of a payment with no order of ours (imported or seeded).
 */
export function createFindingRepository(db: Database) {
  return {
    async byNumber(
      merchantId: number,
      timeZone: string,
      number: string,
      stores: number[] | null,
      withPayouts: boolean,
    ): Promise<FoundRow[]> {
      const payouts = withPayouts
        ? sql`union all
          select 'payout', 'number', st.id, st.number, null::bigint, st.finance_date::text || ' 00:00:00',
            st.settle_minor, st.currency_id, st.status, null::bigint, null::bigint
          from settlements st where st.merchant_id = ${merchantId} and st.number = ${number}`
        : sql``;
      const { rows } = await db.execute<FoundRow & Record<string, unknown>>(sql`
        select 'payment' as kind, 'number' as matched_by, p.id, p.number, null::bigint as payment_id,
          ${wireTime(sql`p.paid_at`, timeZone)} as time, p.gross_minor as amount_minor, p.currency_id, 1 as status,
          p.refunded_minor, p.gross_minor
        from payments p where p.merchant_id = ${merchantId} and p.number = ${number} ${storeCondition('p', stores)}
        union all
        select 'payment', 'out_trade_no', p.id, p.number, null, ${wireTime(sql`p.paid_at`, timeZone)},
          p.gross_minor, p.currency_id, 1, p.refunded_minor, p.gross_minor
        from payments p where p.merchant_id = ${merchantId} and p.out_txn_id = ${number} and p.number <> ${number}
          ${storeCondition('p', stores)}
        union all
        select 'refund', 'number', r.id, r.number, r.payment_id, ${wireTime(sql`r.created_at`, timeZone)},
          r.amount_minor, r.currency_id, r.status, null, null
        from refunds r where r.merchant_id = ${merchantId} and r.number = ${number} ${storeCondition('r', stores)}
        union all
        select case when p.id is null then 'order' else 'payment' end,
          case when o.number = ${number} then 'order_number' else 'out_trade_no' end,
          coalesce(p.id, o.id), coalesce(p.number, o.number), null,
          ${wireTime(sql`coalesce(p.paid_at, o.created_at)`, timeZone)},
          coalesce(p.gross_minor, o.order_minor), o.currency_id, case when p.id is null then o.status else 1 end,
          p.refunded_minor, p.gross_minor
        from orders o left join payments p on p.id = o.payment_id and p.merchant_id = o.merchant_id
        where o.merchant_id = ${merchantId} and (o.number = ${number} or o.out_trade_no = ${number})
          ${storeCondition('o', stores)}
        ${payouts}`);
      // A payment made through an order is found by the order's branch and by its own out_txn_id: keep it once.
      const seen = new Set<string>();
      const unique = rows.filter((row) => {
        const key = `${row.kind}:${String(row.id)}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      return unique.map((row) => ({
        ...row,
        id: Number(row.id),
        payment_id: row.payment_id === null ? null : Number(row.payment_id),
        amount_minor: Number(row.amount_minor),
        currency_id: Number(row.currency_id),
        status: Number(row.status),
        refunded_minor: row.refunded_minor === null ? null : Number(row.refunded_minor),
        gross_minor: row.gross_minor === null ? null : Number(row.gross_minor),
      }));
    },

    /** Orders that ended without a payment, newest first; the count and one page. */
    async attempts(
      filter: AttemptFilter,
      offset: number,
      limit: number,
    ): Promise<{ rows: AttemptRow[]; total: number }> {
      const where = sql`o.merchant_id = ${filter.merchantId}
        and o.created_at >= ${localInstant(filter.from, filter.timeZone)}
        and o.created_at < ${localInstant(filter.to, filter.timeZone)}
        and o.status = any(${intArray(filter.statuses)}::int[]) ${storeCondition('o', filter.stores)}`;
      const [page, count] = await Promise.all([
        db.execute<AttemptRow & Record<string, unknown>>(sql`
          select o.id, o.number, o.out_trade_no, ${wireTime(sql`o.created_at`, filter.timeZone)} as created_local,
            o.store_id, s.name as store_name, o.source_type, o.channel_id, o.order_minor, o.currency_id, o.status,
            o.failure_reason
          from orders o join stores s on s.id = o.store_id and s.merchant_id = o.merchant_id
          where ${where} order by o.created_at desc, o.id desc offset ${offset} limit ${limit}`),
        db.execute<{ n: number }>(sql`select count(*) as n from orders o where ${where}`),
      ]);
      return { rows: page.rows, total: Number(count.rows[0]?.n ?? 0) };
    },
  };
}
export type FindingRepository = ReturnType<typeof createFindingRepository>;

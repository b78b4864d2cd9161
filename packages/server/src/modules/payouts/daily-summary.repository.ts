import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { REFUND_STATUS } from '@mbo/contracts/statuses';
import type { DateRange } from '../settlement/settlement.public.ts';

export interface DailySummaryQuery {
  merchantId: number;
  currencyId: number;
  range: DateRange;
  /** null: every store. */
  storeIds: number[] | null;
  posNo?: string;
  ascending: boolean;
  limit: number;
  offset: number;
}

export interface DayFigures {
  day: string;
  paymentCount: number;
  refundCount: number;
  paymentMinor: bigint;
  refundMinor: bigint;
  feeMinor: bigint;
}

const num = (value: unknown): number => Number(value ?? 0);
/** A sum of amounts, exactly: PostgreSQL's bigint text as a bigint (a month's or a day's total may pass 2^53 minor units). */
const exact = (value: unknown): bigint => BigInt((value as string | number | null | undefined) ?? 0);

/**
 * Per-day figures of the daily summary. Without a POS filter they come from the report aggregates (daily_stats,
 * maintained with the postings: the cost follows the number of days, not of transactions); a POS number is not an
 * aggregate dimension, so that filter reads the payments (and the refunds of those payments) themselves.
 */
export function createDailySummaryRepository(db: Database) {
  function source(query: DailySummaryQuery): SQL {
    const { merchantId, currencyId, range, storeIds } = query;
    if (query.posNo === undefined) {
      const stores = storeIds === null ? sql`true` : sql`store_id = any(${sql.param(storeIds)}::int[])`;
      return sql`
        select day, payment_count, refund_count, payment_minor, refund_minor, fee_minor from daily_stats
        where merchant_id = ${merchantId} and currency_id = ${currencyId} and day between ${range.from} and ${range.to} and ${stores}`;
    }
    const paymentStores = storeIds === null ? sql`true` : sql`p.store_id = any(${sql.param(storeIds)}::int[])`;
    return sql`
      select p.finance_date as day, 1 as payment_count, 0 as refund_count, p.gross_minor as payment_minor, 0::bigint as refund_minor, p.fee_minor
      from payments p
      where p.merchant_id = ${merchantId} and p.currency_id = ${currencyId} and p.finance_date between ${range.from} and ${range.to}
        and p.pos_no = ${query.posNo} and ${paymentStores}
      union all
      select r.finance_date, 0, 1, 0, r.amount_minor, -r.fee_returned_minor
      from refunds r join payments p on p.id = r.payment_id and p.merchant_id = r.merchant_id
      where r.merchant_id = ${merchantId} and r.currency_id = ${currencyId} and r.finance_date between ${range.from} and ${range.to}
        and r.status = ${REFUND_STATUS.succeeded} and p.pos_no = ${query.posNo} and ${paymentStores}`;
  }

  const days = (query: DailySummaryQuery) => sql`
    select to_char(day, 'YYYY-MM-DD') as day, sum(payment_count)::int as payment_count, sum(refund_count)::int as refund_count,
      sum(payment_minor)::numeric as payment_minor, sum(refund_minor)::numeric as refund_minor, sum(fee_minor)::numeric as fee_minor
    from (${source(query)}) s group by day having sum(payment_count) + sum(refund_count) > 0`;

  const figures = (row: Record<string, unknown>): Omit<DayFigures, 'day'> => ({
    paymentCount: num(row.payment_count),
    refundCount: num(row.refund_count),
    paymentMinor: exact(row.payment_minor),
    refundMinor: exact(row.refund_minor),
    feeMinor: exact(row.fee_minor),
  });

  return {
    async page(
      query: DailySummaryQuery,
    ): Promise<{ rows: DayFigures[]; totalDays: number; totals: Omit<DayFigures, 'day'> }> {
      const direction = query.ascending ? sql`asc` : sql`desc`;
      const [page, totals] = await Promise.all([
        db.execute<Record<string, unknown>>(
          sql`select * from (${days(query)}) d order by day ${direction} limit ${query.limit} offset ${query.offset}`,
        ),
        db.execute<Record<string, unknown>>(sql`
          select count(*)::int as days, sum(payment_count)::int as payment_count, sum(refund_count)::int as refund_count,
            sum(payment_minor)::numeric as payment_minor, sum(refund_minor)::numeric as refund_minor, sum(fee_minor)::numeric as fee_minor
          from (${days(query)}) d`),
      ]);
      const total = totals.rows[0] ?? {};
      return {
        rows: page.rows.map((row) => ({ day: String(row.day), ...figures(row) })),
        totalDays: num(total.days),
        totals: figures(total),
      };
    },
  };
}
export type DailySummaryRepository = ReturnType<typeof createDailySummaryRepository>;

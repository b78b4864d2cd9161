import { sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import type { ListFilter } from './transaction-filter.ts';
import { dailyStatsConditions, paymentConditions, refundConditions } from './transaction-sql.ts';
import { REFUND_STATUS } from '@mbo/contracts/statuses';

/** Sums of amounts are bigints: a merchant's totals may pass 2^53 minor units, where a number loses cents. */
export interface Totals {
  paymentCount: number;
  paymentMinor: bigint;
  /** Succeeded refunds. */
  refundCount: number;
  refundMinor: bigint;
  /** Merchant fees net of what refunds gave back. */
  feeMinor: bigint;
}

/** A sum() of bigint as PostgreSQL sends it (numeric, as text), exactly; null (no rows) is 0. */
export const exactSum = (value: unknown): bigint => BigInt((value as string | number | null) ?? 0);

/**
 * Totals of a filter (the statistics count calls): from the daily aggregates over whole days, summed from the
 * rows otherwise. Both read the same facts, so the two always agree.
 */
export function createStatisticsRepository(db: Database) {
  return {
    async totals(filter: ListFilter): Promise<Totals> {
      if (filter.days) {
        const { rows } = await db.execute<Record<string, string | null>>(sql`
          select sum(d.payment_count) as payment_count, sum(d.payment_minor) as payment_minor, sum(d.refund_count) as refund_count,
            sum(d.refund_minor) as refund_minor, sum(d.fee_minor) as fee_minor
          from daily_stats d where ${dailyStatsConditions(filter, filter.days)}`);
        const row = rows[0] ?? {};
        return {
          paymentCount: Number(row.payment_count ?? 0),
          paymentMinor: exactSum(row.payment_minor),
          refundCount: Number(row.refund_count ?? 0),
          refundMinor: exactSum(row.refund_minor),
          feeMinor: exactSum(row.fee_minor),
        };
      }
      const { rows } = await db.execute<Record<string, string | null>>(sql`
        select
          (select count(*) from payments p where ${paymentConditions(filter)}) as payment_count,
          (select sum(p.gross_minor) from payments p where ${paymentConditions(filter)}) as payment_minor,
          (select sum(p.fee_minor) from payments p where ${paymentConditions(filter)}) as payment_fee_minor,
          (select count(*) from refunds r where ${refundConditions(filter)} and r.status = ${REFUND_STATUS.succeeded}) as refund_count,
          (select sum(r.amount_minor) from refunds r where ${refundConditions(filter)} and r.status = ${REFUND_STATUS.succeeded}) as refund_minor,
          (select sum(r.fee_returned_minor) from refunds r where ${refundConditions(filter)} and r.status = ${REFUND_STATUS.succeeded}) as fee_returned_minor`);
      const row = rows[0] ?? {};
      return {
        paymentCount: Number(row.payment_count ?? 0),
        paymentMinor: exactSum(row.payment_minor),
        refundCount: Number(row.refund_count ?? 0),
        refundMinor: exactSum(row.refund_minor),
        feeMinor: exactSum(row.payment_fee_minor) - exactSum(row.fee_returned_minor),
      };
    },
  };
}
export type StatisticsRepository = ReturnType<typeof createStatisticsRepository>;

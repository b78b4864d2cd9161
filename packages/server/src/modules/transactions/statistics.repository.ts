import { sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { REFUND_STATUS } from '../payments/record-refund.ts';
import type { ListFilter } from './transaction-filter.ts';
import { dailyStatsConditions, paymentConditions, refundConditions } from './transaction-sql.ts';

export interface Totals {
  paymentCount: number;
  paymentMinor: number;
  /** Succeeded refunds. */
  refundCount: number;
  refundMinor: number;
  /** Merchant fees net of what refunds gave back. */
  feeMinor: number;
}

/**
 * Totals of a filter (the statistics count calls): from the daily aggregates over whole days, summed from the
 * rows otherwise. Both read the same facts, so the two always agree.
 */
export function createStatisticsRepository(db: Database) {
  return {
    async totals(filter: ListFilter): Promise<Totals> {
      if (filter.days) {
        const { rows } = await db.execute<Record<string, number | null>>(sql`
          select sum(d.payment_count) as payment_count, sum(d.payment_minor) as payment_minor, sum(d.refund_count) as refund_count,
            sum(d.refund_minor) as refund_minor, sum(d.fee_minor) as fee_minor
          from daily_stats d where ${dailyStatsConditions(filter, filter.days)}`);
        const row = rows[0] ?? {};
        return {
          paymentCount: Number(row.payment_count ?? 0),
          paymentMinor: Number(row.payment_minor ?? 0),
          refundCount: Number(row.refund_count ?? 0),
          refundMinor: Number(row.refund_minor ?? 0),
          feeMinor: Number(row.fee_minor ?? 0),
        };
      }
      const { rows } = await db.execute<Record<string, number | null>>(sql`
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
        paymentMinor: Number(row.payment_minor ?? 0),
        refundCount: Number(row.refund_count ?? 0),
        refundMinor: Number(row.refund_minor ?? 0),
        feeMinor: Number(row.payment_fee_minor ?? 0) - Number(row.fee_returned_minor ?? 0),
      };
    },
  };
}
export type StatisticsRepository = ReturnType<typeof createStatisticsRepository>;

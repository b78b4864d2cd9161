import { SETTLEMENT_STATUS } from '@mbo/contracts/statuses';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';

export interface StatementMerchant {
  name: string;
  number: string;
  abn: string | null;
  street: string | null;
  suburb: string | null;
  state: string | null;
  postcode: string | null;
  timeZone: string;
}

export interface StatementFigures {
  paymentCount: number;
  refundCount: number;
  paymentMinor: bigint;
  refundMinor: bigint;
  feeMinor: bigint;
}

export interface StatementSettlements {
  clearedCount: number;
  clearedMinor: bigint;
  paidCount: number;
  paidMinor: bigint;
  settleFeeMinor: bigint;
  /** T+0 fees of the month's T+0 clearings. */
  fastFeeMinor: bigint;
  /** Returned-settlement fees (25 AUD a returned T+0 payout) of the month's clearings. */
  returnFeeMinor: bigint;
}

export interface StatementQuery {
  merchantId: number;
  currencyId: number;
  /** First and last day of the month. */
  from: string;
  to: string;
  /** null: every store. */
  storeIds: number[] | null;
}

const num = (value: unknown): number => Number(value ?? 0);
/** A sum of amounts, exactly: PostgreSQL's bigint text as a bigint (a month's or a day's total may pass 2^53 minor units). */
const exact = (value: unknown): bigint => BigInt((value as string | number | null | undefined) ?? 0);
const figures = (row: Record<string, unknown> | undefined): StatementFigures => ({
  paymentCount: num(row?.payment_count),
  refundCount: num(row?.refund_count),
  paymentMinor: exact(row?.payment_minor),
  refundMinor: exact(row?.refund_minor),
  feeMinor: exact(row?.fee_minor),
});
const sums = sql`sum(payment_count)::int as payment_count, sum(refund_count)::int as refund_count, sum(payment_minor)::numeric as payment_minor,
  sum(refund_minor)::numeric as refund_minor, sum(fee_minor)::numeric as fee_minor`;

/** What the monthly statement reads: the merchant's details and the month's report aggregates and settlements. */
export function createStatementDataRepository(db: Database) {
  const where = (
    query: StatementQuery,
  ): SQL => sql`merchant_id = ${query.merchantId} and currency_id = ${query.currencyId}
    and day between ${query.from} and ${query.to}
    and ${query.storeIds === null ? sql`true` : sql`store_id = any(${sql.param(query.storeIds)}::int[])`}`;

  return {
    async merchant(merchantId: number): Promise<StatementMerchant | undefined> {
      const row = await db.query.merchants.findFirst({ where: (m, { eq }) => eq(m.id, merchantId) });
      if (!row) return undefined;
      const { name, number, abn, street, suburb, state, postcode, timeZone } = row;
      return { name, number, abn, street, suburb, state, postcode, timeZone };
    },

    async totals(query: StatementQuery): Promise<StatementFigures> {
      const { rows } = await db.execute<Record<string, unknown>>(
        sql`select ${sums} from daily_stats where ${where(query)}`,
      );
      return figures(rows[0]);
    },

    async byChannel(query: StatementQuery): Promise<(StatementFigures & { channelId: number })[]> {
      const { rows } = await db.execute<Record<string, unknown>>(
        sql`select channel_id, ${sums} from daily_stats where ${where(query)} group by channel_id order by channel_id`,
      );
      return rows.map((row) => ({ channelId: num(row.channel_id), ...figures(row) }));
    },

    async byDay(query: StatementQuery): Promise<(StatementFigures & { day: string })[]> {
      const { rows } = await db.execute<Record<string, unknown>>(
        sql`select to_char(day, 'YYYY-MM-DD') as day, ${sums} from daily_stats where ${where(query)} group by day
            having sum(payment_count) + sum(refund_count) > 0 order by day`,
      );
      return rows.map((row) => ({ day: String(row.day), ...figures(row) }));
    },

    /** Clearings of the month's finance days, and payouts made in the month (merchant-wide). */
    async settlements(query: Omit<StatementQuery, 'storeIds'>): Promise<StatementSettlements> {
      // A returned or refused T+0 payout's money was cleared again by a later T+1 clearing: counted there, once;
      // paid out means still paid (a returned payout came back).
      const inMonth = sql`finance_date between ${query.from} and ${query.to}`;
      const back = sql`status in (${SETTLEMENT_STATUS.returned}, ${SETTLEMENT_STATUS.failed})`;
      const cleared = sql`${inMonth} and not ${back}`;
      const paid = sql`actual_settle_date between ${query.from} and ${query.to} and status = ${SETTLEMENT_STATUS.paid}`;
      const { rows } = await db.execute<Record<string, unknown>>(sql`
        select
          count(*) filter (where ${cleared})::int as cleared_count,
          coalesce(sum(settle_minor) filter (where ${cleared}), 0)::numeric as cleared_minor,
          count(*) filter (where ${paid})::int as paid_count,
          coalesce(sum(settle_minor) filter (where ${paid}), 0)::numeric as paid_minor,
          coalesce(sum(settle_fee_minor) filter (where ${inMonth}), 0)::numeric as settle_fee_minor,
          coalesce(sum(fast_fee_minor) filter (where ${inMonth}), 0)::numeric as fast_fee_minor,
          coalesce(sum(return_fee_minor) filter (where ${inMonth}), 0)::numeric as return_fee_minor
        from settlements where merchant_id = ${query.merchantId} and currency_id = ${query.currencyId}
          and (finance_date between ${query.from} and ${query.to} or actual_settle_date between ${query.from} and ${query.to})`);
      const row = rows[0];
      return {
        clearedCount: num(row?.cleared_count),
        clearedMinor: exact(row?.cleared_minor),
        paidCount: num(row?.paid_count),
        paidMinor: exact(row?.paid_minor),
        settleFeeMinor: exact(row?.settle_fee_minor),
        fastFeeMinor: exact(row?.fast_fee_minor),
        returnFeeMinor: exact(row?.return_fee_minor),
      };
    },
  };
}
export type StatementDataRepository = ReturnType<typeof createStatementDataRepository>;

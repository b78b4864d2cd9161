import { sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { REFUND_STATUS, SETTLEMENT_STATUS } from '@mbo/contracts/statuses';

const num = (value: unknown): number => Number(value ?? 0);

/** The payments and successful refunds of a merchant and currency that no payout took yet (settlement_id null). */
export interface UnsettledFigures {
  paymentCount: number;
  paymentMinor: number;
  feeMinor: number;
  refundCount: number;
  refundMinor: number;
  feeReturnedMinor: number;
  firstDate: string | null;
  lastDate: string | null;
}

export interface BalancePayoutRecord {
  id: number;
  number: string;
  financeDate: string;
  planSettleDate: string;
  actualSettleDate: string | null;
  kind: number;
  settleMinor: number;
}

export interface PayoutGroup {
  count: number;
  minor: number;
  /** The newest first, at most `shown`. */
  rows: BalancePayoutRecord[];
}

/** The balance page's queries; each scoped by merchant and currency. */
export function createBalanceRepository(db: Database) {
  async function group(
    merchantId: number,
    currencyId: number,
    status: number,
    range: { from: string; to: string } | null,
    shown: number,
  ): Promise<PayoutGroup> {
    const inRange = range ? sql`and finance_date between ${range.from} and ${range.to}` : sql``;
    const scope = sql`from settlements where merchant_id = ${merchantId} and currency_id = ${currencyId}
      and status = ${status} ${inRange}`;
    const [totals, rows] = await Promise.all([
      db.execute<{ count: number; minor: string | null }>(
        sql`select count(*)::int as count, sum(settle_minor)::text as minor ${scope}`,
      ),
      db.execute<{
        id: number;
        number: string;
        finance_date: string;
        plan_settle_date: string;
        actual_settle_date: string | null;
        kind: number;
        settle_minor: number;
      }>(sql`select id, number, finance_date::text, plan_settle_date::text, actual_settle_date::text, kind, settle_minor
        ${scope} order by finance_date desc, id desc limit ${shown}`),
    ]);
    return {
      count: num(totals.rows[0]?.count),
      minor: num(totals.rows[0]?.minor),
      rows: rows.rows.map((row) => ({
        id: num(row.id),
        number: row.number,
        financeDate: row.finance_date,
        planSettleDate: row.plan_settle_date,
        actualSettleDate: row.actual_settle_date,
        kind: num(row.kind),
        settleMinor: num(row.settle_minor),
      })),
    };
  }

  return {
    async unsettled(merchantId: number, currencyId: number): Promise<UnsettledFigures> {
      const { rows } = await db.execute<{
        payment_count: number;
        payment_minor: string | null;
        fee_minor: string | null;
        payment_first: string | null;
        payment_last: string | null;
        refund_count: number;
        refund_minor: string | null;
        fee_returned_minor: string | null;
        refund_first: string | null;
        refund_last: string | null;
      }>(sql`
        select p.*, r.* from
          (select count(*)::int as payment_count, sum(gross_minor)::text as payment_minor, sum(fee_minor)::text as fee_minor,
             min(finance_date)::text as payment_first, max(finance_date)::text as payment_last
           from payments where merchant_id = ${merchantId} and currency_id = ${currencyId} and settlement_id is null) p,
          (select count(*)::int as refund_count, sum(amount_minor)::text as refund_minor,
             sum(fee_returned_minor)::text as fee_returned_minor,
             min(finance_date)::text as refund_first, max(finance_date)::text as refund_last
           from refunds where merchant_id = ${merchantId} and currency_id = ${currencyId} and settlement_id is null
             and status = ${REFUND_STATUS.succeeded}) r`);
      const row = rows[0]!;
      const dates = [row.payment_first, row.payment_last, row.refund_first, row.refund_last].filter(
        (date): date is string => date !== null,
      );
      dates.sort();
      return {
        paymentCount: num(row.payment_count),
        paymentMinor: num(row.payment_minor),
        feeMinor: num(row.fee_minor),
        refundCount: num(row.refund_count),
        refundMinor: num(row.refund_minor),
        feeReturnedMinor: num(row.fee_returned_minor),
        firstDate: dates[0] ?? null,
        lastDate: dates.at(-1) ?? null,
      };
    },

    /** Pending payouts (cleared, not yet paid), every finance date. */
    onTheWay: (merchantId: number, currencyId: number, shown: number) =>
      group(merchantId, currencyId, SETTLEMENT_STATUS.pending, null, shown),

    /** Paid payouts of a finance-date range. */
    paid: (merchantId: number, currencyId: number, range: { from: string; to: string }, shown: number) =>
      group(merchantId, currencyId, SETTLEMENT_STATUS.paid, range, shown),
  };
}
export type BalanceRepository = ReturnType<typeof createBalanceRepository>;

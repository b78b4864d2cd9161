/**
 * The monthly margin statement (issue 15; ARCHITECTURE.md "Resellers: portfolio and margin"). Over the payments of
 * the merchants in the caller's reach that are in a settlement (settlement_id set), paid in the month in
 * Australia/Sydney, one SQL statement groups by merchant, channel and currency:
 *
 * - amount: the gross (what the customer paid; the merchant fee is charged on it), merchant fee: the payments' fees;
 * - base fee: the caller's base rate for the channel and the merchant's period (merchant_channel_rates; T+1 without
 *   a row) × the month's amount, rounded half-up once, plus the base fixed fee × the count;
 * - for a sub-reseller's merchant on a reseller's statement, the sub-reseller's base fee likewise: the reseller earns
 *   sub base fee − its base fee, the sub-reseller (on its own statement) merchant fee − its base fee;
 * - margin: merchant fee (or sub base fee) − base fee; a channel without a base rate earns nothing.
 *
 * Refunds are not netted: the margin is earned on the month's settled payments. Sums are SQL numerics read as
 * text and added up as BigInt: exact however large.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { RESELLER_TIME_ZONE, type MarginRow, type MarginTotal } from '@mbo/contracts/calls/resellers-portfolio';
import type { ResellerScope } from '../../http/call-context.ts';

type StatementRow = {
  merchant_id: number;
  merchant_name: string;
  merchant_number: string;
  reseller_id: number;
  reseller_name: string;
  payment_channel_id: number;
  disburse_period_days: number;
  currency_id: number;
  payment_count: number;
  amount: string;
  merchant_fee: string;
  sub_base_fee: string | null;
  base_fee: string | null;
};

export interface MarginStatement {
  month: string;
  rows: MarginRow[];
  totals: MarginTotal[];
}

export async function marginStatement(db: Database, caller: ResellerScope, month: string): Promise<MarginStatement> {
  const me = caller.id;
  const reach =
    caller.level === 1
      ? sql`select id, name from resellers where id = ${me} or parent_id = ${me}`
      : sql`select id, name from resellers where id = ${me}`;
  const start = sql`(${`${month}-01`}::timestamp at time zone ${RESELLER_TIME_ZONE})`;
  const end = sql`((${`${month}-01`}::timestamp + interval '1 month') at time zone ${RESELLER_TIME_ZONE})`;
  // The payments are grouped alone (merchant, channel, currency); the rates join the groups, not the payments.
  // Base fees: rate × the group's amount, half-up once (contracts' feeAt), in numeric: exact however large.
  const baseFee = (rates: string) =>
    sql.raw(`div(g.amount * ${rates}.rate_ppm + 500000, 1000000) + g.payment_count * ${rates}.flat_fee_minor`);
  const { rows } = await db.execute<StatementRow>(sql`
    with reach as (${reach}),
    ms as (select m.id, m.name, m.number, m.reseller_id from merchants m where m.reseller_id in (select id from reach)),
    g as (
      select p.merchant_id, p.channel_id, p.currency_id, count(*)::int as payment_count,
             sum(p.gross_minor) as amount, sum(p.fee_minor) as merchant_fee
        from payments p
       where p.merchant_id in (select id from ms) and p.settlement_id is not null
         and p.paid_at >= ${start} and p.paid_at < ${end}
       group by p.merchant_id, p.channel_id, p.currency_id
    )
    select g.merchant_id, ms.name as merchant_name, ms.number as merchant_number, ms.reseller_id,
           reach.name as reseller_name, g.channel_id as payment_channel_id,
           coalesce(r.disburse_period_days, 1) as disburse_period_days, g.currency_id, g.payment_count,
           g.amount::text, g.merchant_fee::text,
           case when ms.reseller_id <> ${me} then (${baseFee('sub')})::text end as sub_base_fee,
           (${baseFee('own')})::text as base_fee
      from g
      join ms on ms.id = g.merchant_id
      join reach on reach.id = ms.reseller_id
      left join merchant_channel_rates r on r.merchant_id = g.merchant_id and r.payment_channel_id = g.channel_id
      left join reseller_base_rates own
             on own.reseller_id = ${me} and own.payment_channel_id = g.channel_id
            and own.disburse_period_days = coalesce(r.disburse_period_days, 1)
      left join reseller_base_rates sub
             on sub.reseller_id = ms.reseller_id and sub.payment_channel_id = g.channel_id
            and sub.disburse_period_days = coalesce(r.disburse_period_days, 1)
     order by ms.reseller_id <> ${me}, reach.name, ms.name, ms.id, g.channel_id, g.currency_id`);

  const totals = new Map<number, { count: number; amount: bigint; fee: bigint; base: bigint; margin: bigint }>();
  const statementRows = rows.map((row): MarginRow => {
    const isOwn = row.reseller_id === me;
    const merchantFee = BigInt(row.merchant_fee);
    // What the caller's margin is taken from: the merchant's fee, or on a sub-reseller's merchant its base fee.
    const upper = isOwn ? merchantFee : BigInt(row.sub_base_fee ?? row.merchant_fee);
    const base = row.base_fee === null ? upper : BigInt(row.base_fee);
    const margin = upper - base;
    const total = totals.get(row.currency_id) ?? { count: 0, amount: 0n, fee: 0n, base: 0n, margin: 0n };
    total.count += row.payment_count;
    total.amount += BigInt(row.amount);
    total.fee += merchantFee;
    total.base += base;
    total.margin += margin;
    totals.set(row.currency_id, total);
    return {
      merchant_id: row.merchant_id,
      merchant_name: row.merchant_name,
      merchant_number: row.merchant_number,
      reseller_id: row.reseller_id,
      reseller_name: row.reseller_name,
      is_own: isOwn,
      payment_channel_id: row.payment_channel_id,
      disburse_period_days: row.disburse_period_days,
      currency_id: row.currency_id,
      payment_count: row.payment_count,
      amount: row.amount,
      merchant_fee: row.merchant_fee,
      sub_base_fee: isOwn ? null : upper.toString(),
      base_fee: base.toString(),
      margin: margin.toString(),
    };
  });
  return {
    month,
    rows: statementRows,
    totals: [...totals.entries()]
      .sort(([a], [b]) => a - b)
      .map(([currencyId, total]) => ({
        currency_id: currencyId,
        payment_count: total.count,
        amount: total.amount.toString(),
        merchant_fee: total.fee.toString(),
        base_fee: total.base.toString(),
        margin: total.margin.toString(),
      })),
  };
}

import { sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { settlements } from '@mbo/db/schema-money';
import { LOCK_NAMESPACE } from '../../jobs/advisory-locks.ts';
import type { Tx } from '../../money/money.public.ts';
import { REFUND_STATUS, SETTLEMENT_STATUS } from '@mbo/contracts/statuses';
import { SETTLEMENT_METHOD } from '@mbo/contracts/calls/payouts';

export type SettlementRow = typeof settlements.$inferSelect;

export interface ClaimedPayment {
  id: number;
  grossMinor: number;
  feeMinor: number;
  channelId: number;
  /** The adapter that confirmed it (payments.confirmed_by). */
  confirmedBy: string;
}

export interface ClaimedRefund {
  id: number;
  amountMinor: number;
  feeReturnedMinor: number;
  channelId: number;
  fromGlobalAccount: boolean;
}

const num = (value: unknown): number => Number(value ?? 0);

/**
 * What a settlement takes: a merchant's payments, and successful refunds, in a currency not yet settled — a T+1
 * day up to its finance date, a T+0 run only of its own day (`sameDay`).
 */
const days = (upTo: string, sameDay: boolean) => (sameDay ? sql`finance_date = ${upTo}` : sql`finance_date <= ${upTo}`);
const unsettledPayments = (merchantId: number, currencyId: number, upTo: string, sameDay = false) => sql`from payments
  where merchant_id = ${merchantId} and currency_id = ${currencyId} and settlement_id is null and ${days(upTo, sameDay)}`;
const unsettledRefunds = (merchantId: number, currencyId: number, upTo: string, sameDay = false) => sql`from refunds
  where merchant_id = ${merchantId} and currency_id = ${currencyId} and settlement_id is null and ${days(upTo, sameDay)}
    and status = ${REFUND_STATUS.succeeded}`;
/** Returned or failed T+0 payouts whose money is back in the balance and not yet paid again by a T+1 clearing. */
const unrepaid = (merchantId: number, currencyId: number) => sql`from settlements
  where merchant_id = ${merchantId} and currency_id = ${currencyId}
    and status in (${SETTLEMENT_STATUS.returned}, ${SETTLEMENT_STATUS.failed}) and repaid_by_settlement_id is null`;

/** Queries of the settlement runner; each scoped by merchant and currency, run inside the caller's transaction. */
export const settlementStore = {
  /** Serialises settlement runs of one merchant (both currencies) until the transaction ends. */
  async lockMerchant(tx: Tx, merchantId: number): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE.settlementMerchant}, ${merchantId})`);
  },

  async findDay(
    tx: Tx | Database,
    merchantId: number,
    currencyId: number,
    financeDate: string,
  ): Promise<SettlementRow | undefined> {
    return tx.query.settlements.findFirst({
      where: (s, { and, eq }) =>
        and(
          eq(s.merchantId, merchantId),
          eq(s.currencyId, currencyId),
          eq(s.financeDate, financeDate),
          eq(s.kind, SETTLEMENT_METHOD.normal),
        ),
    });
  },

  /** Whether any payment or successful refund up to a finance date, or returned T+0 money, is still unsettled. */
  async hasUnsettled(tx: Tx, merchantId: number, currencyId: number, upTo: string): Promise<boolean> {
    const { rows } = await tx.execute<{ found: boolean }>(sql`
      select exists (select 1 ${unsettledPayments(merchantId, currencyId, upTo)})
        or exists (select 1 ${unsettledRefunds(merchantId, currencyId, upTo)})
        or exists (select 1 ${unrepaid(merchantId, currencyId)}) as found`);
    return rows[0]?.found === true;
  },

  /**
   * Returned or failed T+0 payouts not yet paid again, locked: their id and what a T+1 clearing pays of each (the
   * payout less its return fee).
   */
  async lockUnrepaid(tx: Tx, merchantId: number, currencyId: number): Promise<{ id: number; amountMinor: number }[]> {
    const { rows } = await tx.execute<{ id: number; amount_minor: number }>(sql`
      select id, settle_minor - return_fee_minor as amount_minor ${unrepaid(merchantId, currencyId)} order by id for update`);
    return rows.map((row) => ({ id: num(row.id), amountMinor: num(row.amount_minor) }));
  },

  async markRepaid(tx: Tx, merchantId: number, ids: readonly number[], settlementId: number): Promise<void> {
    if (ids.length === 0) return;
    await tx.execute(sql`update settlements set repaid_by_settlement_id = ${settlementId}
      where merchant_id = ${merchantId} and id = any(${sql.param([...ids])}::bigint[])`);
  },

  /** Unsettled payments of the merchant and currency up to a finance date, locked (a refund of one waits). */
  async lockUnsettledPayments(
    tx: Tx,
    merchantId: number,
    currencyId: number,
    upTo: string,
    sameDay = false,
  ): Promise<ClaimedPayment[]> {
    const { rows } = await tx.execute<{
      id: number;
      gross_minor: number;
      fee_minor: number;
      channel_id: number;
      confirmed_by: string;
    }>(sql`
      select id, gross_minor, fee_minor, channel_id, confirmed_by ${unsettledPayments(merchantId, currencyId, upTo, sameDay)}
      order by id for update`);
    return rows.map((row) => ({
      id: num(row.id),
      grossMinor: num(row.gross_minor),
      feeMinor: num(row.fee_minor),
      channelId: num(row.channel_id),
      confirmedBy: row.confirmed_by,
    }));
  },

  /** Unsettled successful refunds up to a finance date, locked. */
  async lockUnsettledRefunds(
    tx: Tx,
    merchantId: number,
    currencyId: number,
    upTo: string,
    sameDay = false,
  ): Promise<ClaimedRefund[]> {
    const { rows } = await tx.execute<{
      id: number;
      amount_minor: number;
      fee_returned_minor: number;
      channel_id: number;
      from_global_account: boolean;
    }>(sql`
      select id, amount_minor, fee_returned_minor, channel_id, from_global_account
      ${unsettledRefunds(merchantId, currencyId, upTo, sameDay)}
      order by id for update`);
    return rows.map((row) => ({
      id: num(row.id),
      amountMinor: num(row.amount_minor),
      feeReturnedMinor: num(row.fee_returned_minor),
      channelId: num(row.channel_id),
      fromGlobalAccount: row.from_global_account,
    }));
  },

  /**
   * What these refunds took from the merchant's global account (the debit postings of their entries on it): that
   * part was paid already, so the clearing does not take it from the settled funds a second time.
   */
  async refundedFromGlobal(
    tx: Tx,
    merchantId: number,
    globalAccountId: number,
    refundIds: readonly number[],
  ): Promise<number> {
    if (refundIds.length === 0) return 0;
    const keys = refundIds.map((id) => `refund:${id}`);
    const { rows } = await tx.execute<{ total: string | null }>(sql`
      select sum(p.amount_minor) as total from journal_entries j join postings p on p.entry_id = j.id
      where j.merchant_id = ${merchantId} and j.idempotency_key = any(${sql.param(keys)}::text[]) and p.account_id = ${globalAccountId}`);
    return num(rows[0]?.total);
  },

  /** The longest disbursement period (T+n) of these channels in the merchant's rates; 1 for a channel without one. */
  async disbursePeriod(tx: Tx, merchantId: number, channelIds: readonly number[]): Promise<number> {
    const { rows } = await tx.execute<{ channel: number; days: number | null }>(sql`
      select c.channel, r.disburse_period_days as days from unnest(${sql.param([...channelIds])}::int[]) as c(channel)
      left join merchant_channel_rates r on r.merchant_id = ${merchantId} and r.payment_channel_id = c.channel`);
    return Math.max(...rows.map((row) => (row.days === null ? 1 : num(row.days))));
  },

  async insert(tx: Tx, values: Omit<typeof settlements.$inferInsert, 'id' | 'number'>): Promise<SettlementRow> {
    // The number hides the id (public_number, migration 0009): the id counts every merchant's settlements.
    const { rows } = await tx.execute<{ id: number; number: string }>(sql`
      select id, 'S' || ${values.financeDate.slice(2).replaceAll('-', '')} || public_number(id, 9) as number
      from (select nextval(pg_get_serial_sequence('settlements', 'id')) as id) s`);
    const id = num(rows[0]!.id);
    const number = rows[0]!.number;
    const [row] = await tx
      .insert(settlements)
      .values({ ...values, id, number })
      .returning();
    return row!;
  },

  async assign(
    tx: Tx,
    merchantId: number,
    settlementId: number,
    paymentIds: readonly number[],
    refundIds: readonly number[],
  ): Promise<void> {
    if (paymentIds.length) {
      await tx.execute(
        sql`update payments set settlement_id = ${settlementId} where merchant_id = ${merchantId} and id = any(${sql.param([...paymentIds])}::bigint[])`,
      );
    }
    if (refundIds.length) {
      await tx.execute(
        sql`update refunds set settlement_id = ${settlementId} where merchant_id = ${merchantId} and id = any(${sql.param([...refundIds])}::bigint[])`,
      );
    }
  },

  /** Merchant, currency and finance day of every unsettled transaction whose merchant-local day ended before `asOf`. */
  async endedUnsettledDays(
    db: Database,
    asOf: Date,
    merchantId?: number,
  ): Promise<{ merchantId: number; currencyId: number; financeDate: string; today: string }[]> {
    const { rows } = await db.execute<{
      merchant_id: number;
      currency_id: number;
      finance_date: string;
      today: string;
    }>(sql`
      with open_days as (
        select merchant_id, currency_id, finance_date from payments where settlement_id is null
        group by merchant_id, currency_id, finance_date
        union
        select merchant_id, currency_id, finance_date from refunds where settlement_id is null and status = ${REFUND_STATUS.succeeded}
        group by merchant_id, currency_id, finance_date
        union
        select s.merchant_id, s.currency_id, (s.returned_at at time zone rm.time_zone)::date from settlements s
        join merchants rm on rm.id = s.merchant_id
        where s.status in (${SETTLEMENT_STATUS.returned}, ${SETTLEMENT_STATUS.failed}) and s.repaid_by_settlement_id is null)
      select d.merchant_id, d.currency_id, to_char(d.finance_date, 'YYYY-MM-DD') as finance_date,
        to_char((${asOf.toISOString()}::timestamptz at time zone m.time_zone)::date, 'YYYY-MM-DD') as today
      from open_days d join merchants m on m.id = d.merchant_id
      where d.finance_date < (${asOf.toISOString()}::timestamptz at time zone m.time_zone)::date
        and (${merchantId ?? null}::int is null or d.merchant_id = ${merchantId ?? null}::int)
      order by d.merchant_id, d.currency_id, d.finance_date`);
    return rows.map((row) => ({
      merchantId: num(row.merchant_id),
      currencyId: num(row.currency_id),
      financeDate: row.finance_date,
      today: row.today,
    }));
  },

  /** T+1 settlements awaiting payout whose planned date has come in the merchant's time zone, with that local date. */
  async duePayouts(db: Database, asOf: Date, merchantId?: number): Promise<{ id: number; today: string }[]> {
    const { rows } = await db.execute<{ id: number; today: string }>(sql`
      select s.id, to_char((${asOf.toISOString()}::timestamptz at time zone m.time_zone)::date, 'YYYY-MM-DD') as today
      from settlements s join merchants m on m.id = s.merchant_id
      where s.status = ${SETTLEMENT_STATUS.pending} and s.kind = ${SETTLEMENT_METHOD.normal} and s.plan_settle_date <= (${asOf.toISOString()}::timestamptz at time zone m.time_zone)::date
        and (${merchantId ?? null}::int is null or s.merchant_id = ${merchantId ?? null}::int)
      order by s.id`);
    return rows.map((row) => ({ id: num(row.id), today: row.today }));
  },

  /** Locks a settlement awaiting payout; undefined when it is paid already (or unknown). */
  async lockAwaitingPayout(tx: Tx, settlementId: number): Promise<SettlementRow | undefined> {
    const { rows } = await tx.execute<{ id: number }>(
      sql`select id from settlements where id = ${settlementId} and status = ${SETTLEMENT_STATUS.pending} for update`,
    );
    if (!rows.length) return undefined;
    return tx.query.settlements.findFirst({ where: (s, { eq }) => eq(s.id, settlementId) });
  },

  /** Paid on `actualDate`; a T+0 payout records the NPP reference it was paid with. */
  async markPaid(tx: Tx, settlementId: number, actualDate: string, reference: string | null = null): Promise<void> {
    await tx.execute(
      sql`update settlements set status = ${SETTLEMENT_STATUS.paid}, actual_settle_date = ${actualDate},
        payout_reference = coalesce(${reference}, payout_reference) where id = ${settlementId}`,
    );
  },
};

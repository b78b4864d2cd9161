/**
 * The bulk path for payments: the same rows, journal entries, postings, cached balances and report aggregates as
 * the payment path (record-payment.ts), written set-wise — one statement for a batch instead of one per payment —
 * for the demo history's start-up and the benchmark's million transactions. Each payment's values come from the
 * payment path's own `plan` (amounts, fee rounding, pay currency, local day and hour, price band), so only the
 * writing differs; bulk-history.api.test.ts proves both write the same books.
 *
 * Not for live traffic: the balance rows of a batch are locked in the order the update meets them, not in
 * LOCK_ORDER, so it must not run beside concurrent payments or refunds of the same accounts (seeding and loading
 * run before anything else does).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { payments } from '@mbo/db/schema-money';
import { ACCOUNT_KIND, BALANCE_SLOTS, PROVIDER } from '../ledger/accounts.ts';
import type { Ledger } from '../ledger/ledger.ts';
import { STAT_SLOTS } from '../aggregates/stat-slots.ts';
import type { PaymentInput, PaymentPath, PaymentPlan, PaymentRow } from '../recording/record-payment.ts';
import { fromColumnJson, toColumnJson } from '../recording/row-json.ts';

export function createBulkPayments(db: Database, ledger: Ledger, paymentPath: PaymentPath) {
  async function write(
    inputs: readonly PaymentInput[],
    returnRows: boolean,
  ): Promise<{ inserted: number; rows: PaymentRow[] }> {
    if (inputs.length === 0) return { inserted: 0, rows: [] };
    const plans: PaymentPlan[] = [];
    for (const input of inputs) plans.push(await paymentPath.plan(input));
    const pairs = new Map<string, { merchantId: number; currencyId: number }>();
    for (const { values } of plans) pairs.set(`${values.merchantId}:${values.currencyId}`, values);
    await ledger.prepare(
      [...pairs.values()].flatMap(({ merchantId, currencyId }) => [
        { merchantId: PROVIDER, currencyId, kind: ACCOUNT_KIND.channelClearing },
        { merchantId, currencyId, kind: ACCOUNT_KIND.unsettled },
        { merchantId, currencyId, kind: ACCOUNT_KIND.fees },
      ]),
    );
    const rows = JSON.stringify(
      plans.map((plan) => ({ ...toColumnJson(payments, plan.values), hour: plan.hour, band: plan.band })),
    );
    const { rows: created } = await db.execute<{
      payments: Record<string, unknown>[];
      inserted: number;
      slots: number;
      balances: number;
      writes: number;
    }>(sql`
      with input as (
        select r, (j ->> 'hour')::smallint as hour, (j ->> 'band')::smallint as band, ord
        from jsonb_array_elements(${rows}::jsonb) with ordinality as e(j, ord), jsonb_populate_record(null::payments, j) as r),
      p as (
        insert into payments (merchant_id, store_id, number, channel_id, source_type, currency_id, order_minor,
            surcharge_rate_ppm, surcharge_minor, gross_minor, fee_rate_ppm, flat_fee_minor, fee_minor, net_minor,
            pay_currency_id, pay_minor, exchange_rate_micros, channel_txn_id, out_txn_id, card_masked, pos_no,
            customer_name, customer_phone, subject, note, finance_date, paid_at)
        select (r).merchant_id, (r).store_id, 'P' || to_char((r).finance_date, 'YYMMDD') || public_number(nextval('payment_number_seq'), 9),
          (r).channel_id, (r).source_type, (r).currency_id, (r).order_minor,
          (r).surcharge_rate_ppm, (r).surcharge_minor, (r).gross_minor, (r).fee_rate_ppm, (r).flat_fee_minor, (r).fee_minor, (r).net_minor,
          (r).pay_currency_id, (r).pay_minor, (r).exchange_rate_micros, (r).channel_txn_id, (r).out_txn_id, (r).card_masked, (r).pos_no,
          (r).customer_name, (r).customer_phone, (r).subject, (r).note, (r).finance_date, (r).paid_at
        from input order by ord
        on conflict do nothing
        returning *),
      -- Entry ids drawn here, so the postings need no join back to the entries (materialized: drawn once per payment).
      made as materialized (
        select p.*, i.hour, i.band, nextval(pg_get_serial_sequence('journal_entries', 'id')) as entry_id from p join input i
          on (i.r).merchant_id = p.merchant_id and (i.r).channel_id = p.channel_id and (i.r).channel_txn_id = p.channel_txn_id),
      entries as (
        insert into journal_entries (id, merchant_id, kind, idempotency_key)
        select entry_id, merchant_id, 'payment', 'payment:' || id from made
        returning 1),
      legs as (
        select m.entry_id, a.id as account_id, m.currency_id, v.amount_minor, (m.id % ${BALANCE_SLOTS})::smallint as slot
        from made m
        cross join lateral (values
          (${PROVIDER}, ${ACCOUNT_KIND.channelClearing}, m.gross_minor),
          (m.merchant_id, ${ACCOUNT_KIND.unsettled}, -m.net_minor),
          (m.merchant_id, ${ACCOUNT_KIND.fees}, -m.fee_minor)) as v(owner_id, kind, amount_minor)
        join ledger_accounts a on a.merchant_id = v.owner_id and a.currency_id = m.currency_id and a.kind = v.kind
        where v.amount_minor <> 0),
      posted as (
        insert into postings (entry_id, account_id, currency_id, amount_minor)
        select entry_id, account_id, currency_id, amount_minor from legs returning 1),
      balances as (
        update ledger_balances b set balance_minor = b.balance_minor + d.delta
        from (select account_id, slot, sum(amount_minor) as delta from legs group by account_id, slot) d
        where b.account_id = d.account_id and b.slot = d.slot
        returning 1),
      daily as (
        insert into daily_stats (merchant_id, currency_id, day, store_id, channel_id, slot, payment_count, payment_minor, fee_minor)
        select merchant_id, currency_id, finance_date, store_id, channel_id, (id % ${STAT_SLOTS})::smallint, count(*), sum(gross_minor), sum(fee_minor)
        from made group by 1, 2, 3, 4, 5, 6
        on conflict (merchant_id, currency_id, day, store_id, channel_id, slot) do update set
          payment_count = daily_stats.payment_count + excluded.payment_count,
          payment_minor = daily_stats.payment_minor + excluded.payment_minor,
          fee_minor = daily_stats.fee_minor + excluded.fee_minor
        returning 1),
      hourly as (
        insert into hourly_stats (merchant_id, currency_id, day, hour, store_id, slot, payment_count, payment_minor)
        select merchant_id, currency_id, finance_date, hour, store_id, (id % ${STAT_SLOTS})::smallint, count(*), sum(gross_minor)
        from made group by 1, 2, 3, 4, 5, 6
        on conflict (merchant_id, currency_id, day, hour, store_id, slot) do update set
          payment_count = hourly_stats.payment_count + excluded.payment_count,
          payment_minor = hourly_stats.payment_minor + excluded.payment_minor
        returning 1),
      banded as (
        insert into band_stats (merchant_id, currency_id, day, band, store_id, slot, payment_count)
        select merchant_id, currency_id, finance_date, band, store_id, (id % ${STAT_SLOTS})::smallint, count(*)
        from made group by 1, 2, 3, 4, 5, 6
        on conflict (merchant_id, currency_id, day, band, store_id, slot) do update set
          payment_count = band_stats.payment_count + excluded.payment_count
        returning 1)
      select case when ${returnRows} then coalesce((select jsonb_agg(to_jsonb(p) order by p.id) from p), '[]'::jsonb)
          else '[]'::jsonb end as payments, (select count(*)::int from p) as inserted,
        (select count(*)::int from (select distinct account_id, slot from legs) as touched) as slots,
        (select count(*)::int from balances) as balances,
        (select count(*)::int from entries) + (select count(*)::int from posted) + (select count(*)::int from daily) + (select count(*)::int from hourly)
          + (select count(*)::int from banded) as writes`);
    const result = created[0]!;
    // A slot without its row would drop movements from the cached balance (ledger_post refuses the same way).
    if (result.balances !== result.slots)
      throw new Error(`bulk payments: ${result.slots - result.balances} balance slots missing`);
    return { inserted: result.inserted, rows: result.payments.map((payment) => fromColumnJson(payments, payment)) };
  }

  return {
    /**
     * Records new payments in one statement, with ids in the order given. A payment whose channel transaction is
     * recorded already is left as it is (as the payment path does) and not returned.
     */
    load: async (inputs: readonly PaymentInput[]): Promise<PaymentRow[]> => (await write(inputs, true)).rows,
    /** The same, answering only how many were new (a big load does not need its rows back). */
    loadCount: async (inputs: readonly PaymentInput[]): Promise<number> => (await write(inputs, false)).inserted,
  };
}
export type BulkPayments = ReturnType<typeof createBulkPayments>;

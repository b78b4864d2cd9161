/**
 * The bulk path for refunds: the rows, the two journal entries (refund, refund_confirmed), postings, balances,
 * the payments' refunded amounts and the daily aggregates that the refund path (record-refund.ts) writes, set-wise,
 * for the demo history's start-up and the benchmark. The figures come from the refund path's own rule
 * (`feeReturned`); bulk-history.api.test.ts proves both write the same books.
 *
 * It covers what seeding needs: the merchant's available funds cover every refund (the path would take the rest
 * from the global account; here that refuses the batch), and, like bulk-payments.ts, it must not run beside live
 * traffic on the same accounts.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { refunds } from '@mbo/db/schema-money';
import { ACCOUNT_KIND, BALANCE_SLOTS, PROVIDER } from '../ledger/accounts.ts';
import type { Ledger } from '../ledger/ledger.ts';
import { localDateHour } from '../../lib/time.ts';
import { STAT_SLOTS } from '../aggregates/stat-slots.ts';
import { RefundRefusedError, type RefundInput, type RefundRow } from '../recording/record-refund.ts';
import { fromColumnJson, toColumnJson } from '../recording/row-json.ts';
import { feeReturned } from '../rules/fee-returned.ts';
import { REFUND_STATUS } from '@mbo/contracts/statuses';

/** A refund as the refund path takes it, with its time required (a history is written after the fact). */
export type BulkRefundInput = Omit<RefundInput, 'at' | 'audit'> & { at: Date };

interface PaymentState {
  id: number;
  merchantId: number;
  storeId: number;
  channelId: number;
  currencyId: number;
  grossMinor: number;
  feeMinor: number;
  refundedMinor: number;
  feeReturnedMinor: number;
  timeZone: string;
}

export function createBulkRefunds(db: Database, ledger: Ledger) {
  async function paymentStates(inputs: readonly BulkRefundInput[]): Promise<Map<number, PaymentState>> {
    const ids = `{${[...new Set(inputs.map((input) => input.paymentId))].join(',')}}`;
    const { rows } = await db.execute<Record<string, number | string>>(sql`
      select p.id, p.merchant_id, p.store_id, p.channel_id, p.currency_id, p.gross_minor, p.fee_minor, p.refunded_minor, m.time_zone,
        coalesce((select sum(r.fee_returned_minor) from refunds r
          where r.merchant_id = p.merchant_id and r.payment_id = p.id and r.status = ${REFUND_STATUS.succeeded}), 0)::bigint as fee_returned_minor
      from payments p join merchants m on m.id = p.merchant_id where p.id = any(${ids}::bigint[])`);
    return new Map(
      rows.map((row) => [
        Number(row.id),
        {
          id: Number(row.id),
          merchantId: Number(row.merchant_id),
          storeId: Number(row.store_id),
          channelId: Number(row.channel_id),
          currencyId: Number(row.currency_id),
          grossMinor: Number(row.gross_minor),
          feeMinor: Number(row.fee_minor),
          refundedMinor: Number(row.refunded_minor),
          feeReturnedMinor: Number(row.fee_returned_minor),
          timeZone: String(row.time_zone),
        },
      ]),
    );
  }

  /** Records new refunds in one statement, in the order given (a repeated idempotency key is left out). */
  async function load(inputs: readonly BulkRefundInput[]): Promise<RefundRow[]> {
    if (inputs.length === 0) return [];
    const states = await paymentStates(inputs);
    const available = new Map<string, number>();
    const values: Record<string, unknown>[] = [];
    for (const input of inputs) {
      const payment = states.get(input.paymentId);
      if (!payment || payment.merchantId !== input.merchantId) throw new RefundRefusedError('not_found');
      const { merchantId, currencyId } = payment;
      const refundable = payment.grossMinor - payment.refundedMinor;
      if (refundable <= 0) throw new RefundRefusedError('fully_refunded');
      if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0 || input.amountMinor > refundable) {
        throw new RefundRefusedError('exceeds_refundable', refundable);
      }
      const feeBack = feeReturned(payment, input.amountMinor, payment.feeReturnedMinor);
      const realMinor = input.amountMinor - feeBack;
      const key = `${merchantId}:${currencyId}`;
      if (!available.has(key)) {
        await ledger.prepare([
          { merchantId, currencyId, kind: ACCOUNT_KIND.unsettled },
          { merchantId, currencyId, kind: ACCOUNT_KIND.global },
          { merchantId, currencyId, kind: ACCOUNT_KIND.fees },
          { merchantId, currencyId, kind: ACCOUNT_KIND.refundsInFlight },
          { merchantId: PROVIDER, currencyId, kind: ACCOUNT_KIND.channelClearing },
        ]);
        available.set(key, -(await ledger.balance({ merchantId, currencyId, kind: ACCOUNT_KIND.unsettled })));
      }
      const funds = available.get(key)!;
      if (realMinor > funds) throw new RefundRefusedError('insufficient_balance', refundable);
      available.set(key, funds - realMinor);
      payment.refundedMinor += input.amountMinor;
      payment.feeReturnedMinor += feeBack;
      values.push(
        toColumnJson(refunds, {
          merchantId,
          paymentId: payment.id,
          storeId: payment.storeId,
          channelId: payment.channelId,
          currencyId,
          amountMinor: input.amountMinor,
          feeReturnedMinor: feeBack,
          realRefundMinor: realMinor,
          status: REFUND_STATUS.succeeded,
          reason: input.reason ?? null,
          fromGlobalAccount: false,
          idempotencyKey: input.idempotencyKey,
          financeDate: localDateHour(input.at, payment.timeZone).date,
          createdByUserId: input.userId ?? null,
          createdAt: input.at,
        }),
      );
    }

    const { rows } = await db.execute<{ refunds: Record<string, unknown>[]; slots: number; balances: number }>(sql`
      with input as (
        select r, ord from jsonb_array_elements(${JSON.stringify(values)}::jsonb) with ordinality as e(j, ord),
          jsonb_populate_record(null::refunds, j) as r),
      f as (
        insert into refunds (merchant_id, payment_id, store_id, number, channel_id, currency_id, amount_minor, fee_returned_minor,
            real_refund_minor, status, reason, from_global_account, idempotency_key, finance_date, created_by_user_id, created_at)
        select (r).merchant_id, (r).payment_id, (r).store_id,
          'R' || to_char((r).finance_date, 'YYMMDD') || public_number(nextval('refund_number_seq'), 9),
          (r).channel_id, (r).currency_id, (r).amount_minor, (r).fee_returned_minor, (r).real_refund_minor, (r).status, (r).reason,
          (r).from_global_account, (r).idempotency_key, (r).finance_date, (r).created_by_user_id, (r).created_at
        from input order by ord
        on conflict do nothing
        returning *),
      -- Entry ids drawn here, so the postings need no join back to the entries (materialized: drawn once).
      keyed as materialized (
        select f.*, k.kind as entry_kind, nextval(pg_get_serial_sequence('journal_entries', 'id')) as entry_id
        from f cross join (values ('refund'), ('refund_confirmed')) as k(kind)),
      entries as (
        insert into journal_entries (id, merchant_id, kind, idempotency_key)
        select entry_id, merchant_id, entry_kind, entry_kind || ':' || id from keyed
        returning 1),
      legs as (
        select f.entry_id, a.id as account_id, f.currency_id, v.amount_minor, (f.id % ${BALANCE_SLOTS})::smallint as slot
        from keyed f
        cross join lateral (values
          ('refund', f.merchant_id, ${ACCOUNT_KIND.unsettled}, f.real_refund_minor),
          ('refund', f.merchant_id, ${ACCOUNT_KIND.fees}, f.fee_returned_minor),
          ('refund', f.merchant_id, ${ACCOUNT_KIND.refundsInFlight}, -f.amount_minor),
          ('refund_confirmed', f.merchant_id, ${ACCOUNT_KIND.refundsInFlight}, f.amount_minor),
          ('refund_confirmed', ${PROVIDER}, ${ACCOUNT_KIND.channelClearing}, -f.amount_minor)) as v(entry_kind, owner_id, kind, amount_minor)
        join ledger_accounts a on a.merchant_id = v.owner_id and a.currency_id = f.currency_id and a.kind = v.kind
        where v.amount_minor <> 0 and v.entry_kind = f.entry_kind),
      posted as (
        insert into postings (entry_id, account_id, currency_id, amount_minor)
        select entry_id, account_id, currency_id, amount_minor from legs returning 1),
      balances as (
        update ledger_balances b set balance_minor = b.balance_minor + d.delta
        from (select account_id, slot, sum(amount_minor) as delta from legs group by account_id, slot) d
        where b.account_id = d.account_id and b.slot = d.slot
        returning 1),
      refunded as (
        update payments p set refunded_minor = p.refunded_minor + d.total
        from (select merchant_id, payment_id, sum(amount_minor) as total from f group by merchant_id, payment_id) d
        where p.merchant_id = d.merchant_id and p.id = d.payment_id
        returning 1),
      daily as (
        insert into daily_stats (merchant_id, currency_id, day, store_id, channel_id, slot, refund_count, refund_minor, fee_minor)
        select merchant_id, currency_id, finance_date, store_id, channel_id, (id % ${STAT_SLOTS})::smallint,
          count(*), sum(amount_minor), -sum(fee_returned_minor)
        from f group by 1, 2, 3, 4, 5, 6
        on conflict (merchant_id, currency_id, day, store_id, channel_id, slot) do update set
          refund_count = daily_stats.refund_count + excluded.refund_count,
          refund_minor = daily_stats.refund_minor + excluded.refund_minor,
          fee_minor = daily_stats.fee_minor + excluded.fee_minor
        returning 1)
      select coalesce((select jsonb_agg(to_jsonb(f) order by f.id) from f), '[]'::jsonb) as refunds,
        (select count(*)::int from (select distinct account_id, slot from legs) as touched) as slots,
        (select count(*)::int from balances) as balances,
        (select count(*)::int from entries) + (select count(*)::int from posted) + (select count(*)::int from refunded) + (select count(*)::int from daily) as writes`);
    const result = rows[0]!;
    if (result.balances !== result.slots)
      throw new Error(`bulk refunds: ${result.slots - result.balances} balance slots missing`);
    return result.refunds.map((refund) => fromColumnJson(refunds, refund));
  }

  return { load };
}
export type BulkRefunds = ReturnType<typeof createBulkRefunds>;

import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_MERCHANTS } from '@mbo/db/seed/demo-merchants';
import { merchantChannelRates, merchants, stores } from '@mbo/db/schema';
import { checkMoneyInvariants, violations } from '../invariants.ts';
import { createLedger } from '../ledger/ledger.ts';
import {
  createPaymentConfigRepository,
  createPaymentPath,
  createRefundPath,
  type PaymentRow,
} from '../money.public.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { createBulkPayments } from './bulk-payments.ts';
import { createBulkRefunds, type BulkRefundInput } from './bulk-refunds.ts';
import { planHistory, refundAmountMinor, type DayPlan } from '../../seed/demo-plan.ts';

const server = serverForThisFile();

const harbour = DEMO_MERCHANTS.find((demo) => demo.key === 'harbour')!;
const NOW = new Date('2026-04-08T10:00:00Z');
const plan: DayPlan[] = [...planHistory({ timeZone: harbour.merchant.timeZone!, now: NOW, days: 6, scale: 2 })];

/** A merchant set up as Harbour Noodle House (stores, fee types, rates), under another number. */
async function harbourTwin(): Promise<{ id: number; storeIds: Map<string, number> }> {
  const [merchant] = await server.db
    .insert(merchants)
    .values({ ...harbour.merchant, number: `B${randomBytes(4).toString('hex')}` })
    .returning();
  const storeIds = new Map<string, number>();
  for (const store of harbour.stores) {
    const [row] = await server.db
      .insert(stores)
      .values({ ...store, merchantId: merchant!.id })
      .returning();
    storeIds.set(store.number, row!.id);
  }
  await server.db
    .insert(merchantChannelRates)
    .values(harbour.rates.map((rate) => ({ ...rate, merchantId: merchant!.id })));
  return { id: merchant!.id, storeIds };
}

/** Plays the plan into a merchant: one payment and refund at a time through the paths, or in bulk. */
async function play(mode: 'path' | 'bulk'): Promise<number> {
  const merchant = await harbourTwin();
  const ledger = createLedger(server.db);
  const paymentPath = createPaymentPath(server.db, ledger, createPaymentConfigRepository(server.db));
  const refundPath = createRefundPath(server.db, ledger);
  const bulkPayments = createBulkPayments(server.db, ledger, paymentPath);
  const bulkRefunds = createBulkRefunds(server.db, ledger);
  const recorded = new Map<string, PaymentRow>();
  const remember = (payment: PaymentRow) => recorded.set(payment.channelTxnId, payment);
  for (const day of plan) {
    let index = 0;
    while (index < day.events.length) {
      const kind = day.events[index]!.kind;
      let end = index;
      while (end < day.events.length && day.events[end]!.kind === kind) end += 1;
      const run = day.events.slice(index, end);
      index = end;
      if (kind === 'payment') {
        const inputs = run.flatMap((event) =>
          event.kind === 'payment'
            ? [{ ...event.input, merchantId: merchant.id, storeId: merchant.storeIds.get(event.storeNumber)! }]
            : [],
        );
        if (mode === 'bulk') (await bulkPayments.load(inputs)).forEach(remember);
        else for (const input of inputs) remember((await paymentPath.record(input)).payment);
        continue;
      }
      const refunds: BulkRefundInput[] = run.flatMap((event) => {
        if (event.kind !== 'refund') return [];
        const payment = recorded.get(event.channelTxnId)!;
        return [
          {
            merchantId: merchant.id,
            paymentId: payment.id,
            amountMinor: refundAmountMinor(event, payment.grossMinor),
            reason: event.reason,
            idempotencyKey: event.idempotencyKey,
            at: event.at,
          },
        ];
      });
      if (mode === 'bulk') await bulkRefunds.load(refunds);
      else for (const refund of refunds) await refundPath.refund(refund);
    }
  }
  return merchant.id;
}

/** A merchant's books without what differs by construction (ids, sequence numbers, creation times of payments). */
async function books(merchantId: number) {
  const query = async (text: ReturnType<typeof sql>) => (await server.db.execute(text)).rows;
  return {
    payments: await query(sql`
      select s.number as store, left(p.number, 7) as day_number, p.channel_id, p.source_type, p.currency_id, p.order_minor,
        p.surcharge_rate_ppm, p.surcharge_minor, p.gross_minor, p.fee_rate_ppm, p.flat_fee_minor, p.fee_minor, p.net_minor,
        p.pay_currency_id, p.pay_minor, p.exchange_rate_micros, p.refunded_minor, p.channel_txn_id, p.out_txn_id, p.card_masked,
        p.pos_no, p.customer_name, p.customer_phone, p.subject, p.note, p.finance_date::text, p.paid_at
      from payments p join stores s on s.id = p.store_id where p.merchant_id = ${merchantId} order by p.channel_txn_id`),
    refunds: await query(sql`
      select p.channel_txn_id, s.number as store, left(r.number, 7) as day_number, r.channel_id, r.currency_id, r.amount_minor,
        r.fee_returned_minor, r.real_refund_minor, r.status, r.reason, r.from_global_account, r.idempotency_key,
        r.finance_date::text, r.created_at
      from refunds r join payments p on p.id = r.payment_id join stores s on s.id = r.store_id
      where r.merchant_id = ${merchantId} order by r.idempotency_key`),
    postings: await query(sql`
      select j.kind as entry_kind, a.kind as account_kind, a.merchant_id = 0 as is_provider, p.currency_id,
        count(*)::int as postings, sum(p.amount_minor)::bigint as total
      from journal_entries j join postings p on p.entry_id = j.id join ledger_accounts a on a.id = p.account_id
      where j.merchant_id = ${merchantId} group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
    entries: await query(
      sql`select kind, count(*)::int as n from journal_entries where merchant_id = ${merchantId} group by kind order by kind`,
    ),
    balances: await query(sql`
      select a.kind, a.currency_id, sum(b.balance_minor)::bigint as balance from ledger_accounts a join ledger_balances b on b.account_id = a.id
      where a.merchant_id = ${merchantId} group by 1, 2 order by 1, 2`),
    daily: await query(sql`
      select d.currency_id, d.day::text, s.number as store, d.channel_id, sum(d.payment_count)::int as pc, sum(d.payment_minor)::bigint as pm,
        sum(d.refund_count)::int as rc, sum(d.refund_minor)::bigint as rm, sum(d.fee_minor)::bigint as fm
      from daily_stats d join stores s on s.id = d.store_id where d.merchant_id = ${merchantId} group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
    hourly: await query(sql`
      select h.currency_id, h.day::text, h.hour, s.number as store, sum(h.payment_count)::int as pc, sum(h.payment_minor)::bigint as pm
      from hourly_stats h join stores s on s.id = h.store_id where h.merchant_id = ${merchantId} group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
    bands: await query(sql`
      select b.currency_id, b.day::text, b.band, s.number as store, sum(b.payment_count)::int as pc
      from band_stats b join stores s on s.id = b.store_id where b.merchant_id = ${merchantId} group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
  };
}

describe('the bulk loaders', () => {
  it('write the same payments, refunds, postings, balances and aggregates as the payment and refund paths', async () => {
    const viaPaths = await books(await play('path'));
    const inBulk = await books(await play('bulk'));
    expect(viaPaths.payments.length).toBeGreaterThan(300);
    expect(viaPaths.refunds.length).toBeGreaterThan(3);
    expect(inBulk).toEqual(viaPaths);
    expect(violations(await checkMoneyInvariants(server.db))).toEqual({});
  });

  it('record payments in the order given, and leave a recorded channel transaction alone', async () => {
    const merchant = await harbourTwin();
    const ledger = createLedger(server.db);
    const paymentPath = createPaymentPath(server.db, ledger, createPaymentConfigRepository(server.db));
    const bulk = createBulkPayments(server.db, ledger, paymentPath);
    const storeId = merchant.storeIds.get('S1001')!;
    const input = (n: number) => ({
      merchantId: merchant.id,
      storeId,
      channelId: 9,
      sourceType: 2,
      currencyId: 1,
      orderMinor: 1_000 + n,
      channelTxnId: `bulk-${n}`,
      paidAt: new Date(NOW.getTime() - n * 60_000),
    });
    const first = await bulk.load([input(1), input(2), input(3)]);
    expect(first.map((payment) => payment.channelTxnId)).toEqual(['bulk-1', 'bulk-2', 'bulk-3']);
    // Ids follow the order given; numbers are public_number of the sequence (they hide volume), so only unique.
    expect(first.map((payment) => payment.id)).toEqual([...first.map((payment) => payment.id)].sort((a, b) => a - b));
    expect(new Set(first.map((payment) => payment.number)).size).toBe(3);
    const again = await bulk.load([input(2), input(4)]);
    expect(again.map((payment) => payment.channelTxnId)).toEqual(['bulk-4']);
    const { rows } = await server.db.execute<{ n: number }>(
      sql`select count(*)::int as n from journal_entries where merchant_id = ${merchant.id}`,
    );
    expect(rows[0]!.n).toBe(4);
  });

  it('refuse a refund the available funds do not cover, writing nothing', async () => {
    const merchant = await harbourTwin();
    const ledger = createLedger(server.db);
    const paymentPath = createPaymentPath(server.db, ledger, createPaymentConfigRepository(server.db));
    const [payment] = await createBulkPayments(server.db, ledger, paymentPath).load([
      {
        merchantId: merchant.id,
        storeId: merchant.storeIds.get('S1001')!,
        channelId: 9,
        sourceType: 2,
        currencyId: 1,
        orderMinor: 5_000,
        channelTxnId: 'c-1',
        paidAt: NOW,
      },
    ]);
    const refunds = createBulkRefunds(server.db, ledger);
    // Card refunds keep the fee: the full gross leaves the merchant, more than the net it holds.
    await expect(
      refunds.load([
        { merchantId: merchant.id, paymentId: payment!.id, amountMinor: 5_000, idempotencyKey: 'k', at: NOW },
      ]),
    ).rejects.toMatchObject({ reason: 'insufficient_balance' });
    await expect(
      refunds.load([
        { merchantId: merchant.id, paymentId: payment!.id, amountMinor: 5_001, idempotencyKey: 'k', at: NOW },
      ]),
    ).rejects.toMatchObject({ reason: 'exceeds_refundable' });
    const { rows } = await server.db.execute<{ n: number }>(
      sql`select count(*)::int as n from refunds where merchant_id = ${merchant.id}`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});

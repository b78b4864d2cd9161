import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '@mbo/contracts/access';
import { localDateHour } from '../../lib/time.ts';
import { createStore } from '../../../test/support/factories.ts';
import { type TestServer, serverForThisFile } from '../../../test/support/harness.ts';
import { addDays } from '@mbo/contracts/date-filter';
import { memberBodies, payoutsKit, signedInMember, type PayoutsKit } from '../../../test/kits/payouts-test-kit.ts';

const server = serverForThisFile();

const at = (localDate: string, time = '12:00:00') => `${localDate}T${time}+11:00`;

/** Two stores; payments on the 2nd–6th March (POS 7 in the second store on the 3rd), refunds on the 3rd and 5th. */
async function shop() {
  const kit = await payoutsKit(server.db, { periods: { 9: 1 } });
  const second = await createStore(server.db, kit.merchant.id);
  const first = await kit.pay(12_345, at('2026-03-02', '09:15:00'));
  await kit.pay(2_000, at('2026-03-02', '23:59:00'));
  const card = await kit.pay(30_000, at('2026-03-03', '10:00:00'), 9, 1, { storeId: second.id, posNo: 'POS-7' });
  await kit.pay(4_000, at('2026-03-03', '11:00:00'), 1, 1, { storeId: second.id, posNo: 'POS-7' });
  await kit.refund(first.id, 2_345, at('2026-03-03', '12:00:00'));
  await kit.refund(card.id, 10_000, at('2026-03-05', '08:00:00'));
  await kit.pay(1_000, at('2026-03-06', '00:00:01'));
  await kit.pay(999, at('2026-03-06', '12:00:00'), 1, 2); // USD: another currency
  return { kit, second };
}

const callAs = (kit: PayoutsKit, token: string) => (body: Record<string, unknown>) =>
  memberBodies(server, kit, token)('daily_summary_report', { currency_id: 1, ...body });

/** The same figures straight from the payments and refunds (not from the aggregates). */
async function fromTransactions(merchantId: number, from: string, to: string, storeId?: number) {
  const store = storeId === undefined ? sql`true` : sql`store_id = ${storeId}`;
  const { rows } = await server.db.execute<Record<string, string>>(sql`
    select
      (select count(*) from payments where merchant_id = ${merchantId} and currency_id = 1 and finance_date between ${from} and ${to} and ${store}) as payment_count,
      (select coalesce(sum(gross_minor), 0) from payments where merchant_id = ${merchantId} and currency_id = 1 and finance_date between ${from} and ${to} and ${store}) as payment_minor,
      (select coalesce(sum(fee_minor), 0) from payments where merchant_id = ${merchantId} and currency_id = 1 and finance_date between ${from} and ${to} and ${store}) as fee_minor,
      (select count(*) from refunds where merchant_id = ${merchantId} and currency_id = 1 and status = 1 and finance_date between ${from} and ${to} and ${store}) as refund_count,
      (select coalesce(sum(amount_minor), 0) from refunds where merchant_id = ${merchantId} and currency_id = 1 and status = 1 and finance_date between ${from} and ${to} and ${store}) as refund_minor,
      (select coalesce(sum(fee_returned_minor), 0) from refunds where merchant_id = ${merchantId} and currency_id = 1 and status = 1 and finance_date between ${from} and ${to} and ${store}) as fee_back_minor`);
  const row = rows[0]!;
  const n = (key: string) => Number(row[key]);
  return {
    transaction_count: n('payment_count') + n('refund_count'),
    payment_cents: n('payment_minor'),
    refund_cents: n('refund_minor'),
    fee_cents: n('fee_minor') - n('fee_back_minor'),
    net_cents: n('payment_minor') - n('refund_minor') - (n('fee_minor') - n('fee_back_minor')),
  };
}

const cents = (value: number) => Math.round(value * 100);

describe('daily_summary_report', () => {
  it("sums each day's payments, refunds, fees and net sales, newest day first, with the range's totals", async () => {
    const { kit } = await shop();
    const report = callAs(kit, await signedInMember(server, kit, [ROLE.finance]));
    const summary = await report({ begin_time: '2026-03-01', end_time: '2026-03-31' });
    expect(summary.page_data.total_count).toBe(4);
    expect(summary.page_data.data.map((row) => row.transaction_datetime)).toEqual([
      '2026-03-06',
      '2026-03-05',
      '2026-03-03',
      '2026-03-02',
    ]);
    const third = summary.page_data.data.find((row) => row.transaction_datetime === '2026-03-03')!;
    // 300.00 by card (2 %, no flat fee set) and 40.00 by WeChat Pay (1.5 %); refunding 23.45 of 123.45 gives 0.35 of its 1.85 fee back.
    expect(third).toMatchObject({
      transaction_count: 3,
      payment_count: 2,
      refund_count: 1,
      payment_amount: 340,
      refund_amount: 23.45,
    });
    expect(third.merchant_fee_amount).toBe(6 + 0.6 - 0.35);
    expect(cents(third.receivable_amount)).toBe(34_000 - 2_345 - 625);
    // The card refund of the 5th gives no fee back.
    expect(summary.page_data.data.find((row) => row.transaction_datetime === '2026-03-05')).toMatchObject({
      transaction_count: 1,
      payment_amount: 0,
      refund_amount: 100,
      merchant_fee_amount: 0,
      receivable_amount: -100,
    });
    expect(summary.totals).toMatchObject({ transaction_count: 7, payment_count: 5, refund_count: 2 });
  });

  it('agrees with the payments and refunds themselves for any range', async () => {
    const { kit, second } = await shop();
    const report = callAs(kit, await signedInMember(server, kit, [ROLE.superAdmin]));
    for (const [from, to] of [
      ['2026-03-01', '2026-03-31'],
      ['2026-03-03', '2026-03-05'],
      ['2026-03-06', '2026-03-06'],
      ['2026-02-01', '2026-02-28'],
    ] as const) {
      const { totals } = await report({ begin_time: from, end_time: to });
      const direct = await fromTransactions(kit.merchant.id, from, to);
      expect({
        transaction_count: totals.transaction_count,
        payment_cents: cents(totals.payment_amount),
        refund_cents: cents(totals.refund_amount),
        fee_cents: cents(totals.merchant_fee_amount),
        net_cents: cents(totals.receivable_amount),
      }).toEqual(direct);
      const { totals: storeTotals } = await report({ begin_time: from, end_time: to, branch_id: [second.id] });
      const storeDirect = await fromTransactions(kit.merchant.id, from, to, second.id);
      expect(cents(storeTotals.receivable_amount)).toBe(storeDirect.net_cents);
      expect(storeTotals.transaction_count).toBe(storeDirect.transaction_count);
    }
  });

  it('agrees with the transaction list, its statistics and the dashboard summary for the same range', async () => {
    const { kit } = await shop();
    const token = await signedInMember(server, kit, [ROLE.superAdmin]);
    const call = <N extends Parameters<TestServer['call']>[0]>(name: N, body: Record<string, unknown>) =>
      server.call(name, { merchant_id: kit.merchant.id, ...body }, { token }).then((result) => result.body);
    for (const [from, to] of [
      ['2026-03-01', '2026-03-31'],
      ['2026-03-03', '2026-03-05'],
    ] as const) {
      const { totals } = await call('daily_summary_report', { begin_time: from, end_time: to, currency_id: 1 });
      const list = await call('transactionlist_report', {
        begin_time: from,
        end_time: to,
        currency: 1,
        page_index: 1,
        page_size: 10,
      });
      expect(list.page_data.total_count).toBe(totals.transaction_count);
      const net = await call('statistics_net_count', { currency_id: 1, start_time: from, end_time: to });
      expect({ amount: net.amount, count: net.quatity }).toEqual({
        amount: totals.receivable_amount,
        count: totals.transaction_count,
      });
      const paid = await call('statistics_payment_count', { currency_id: 1, start_time: from, end_time: to });
      expect({ amount: paid.amount, count: paid.quatity }).toEqual({
        amount: totals.payment_amount,
        count: totals.payment_count,
      });
      const { summary } = await call('SummaryReport', { startTime: from, endTime: to, currency: 1 });
      expect(summary).toMatchObject({
        transaction_amount: totals.payment_amount,
        transaction_count: totals.payment_count,
        refund_amount: totals.refund_amount,
        refund_count: totals.refund_count,
        merchant_fee_amount: totals.merchant_fee_amount,
        net_amount: totals.receivable_amount,
      });
    }
  });

  it('pages, sorts, and narrows by POS number and currency', async () => {
    const { kit } = await shop();
    const report = callAs(kit, await signedInMember(server, kit, [ROLE.superAdmin]));
    const ascending = await report({
      begin_time: '2026-03-01',
      end_time: '2026-03-31',
      sort_type: 1,
      page_size: 2,
      page_index: 2,
    });
    expect(ascending.page_data.data.map((row) => row.transaction_datetime)).toEqual(['2026-03-05', '2026-03-06']);
    expect(ascending.page_data.total_count).toBe(4);
    const pos = await report({ begin_time: '2026-03-01', end_time: '2026-03-31', pos_no: 'POS-7' });
    // The POS's two payments on the 3rd and the refund of its card payment on the 5th.
    expect(
      pos.page_data.data.map((row) => [
        row.transaction_datetime,
        row.transaction_count,
        row.payment_amount,
        row.refund_amount,
      ]),
    ).toEqual([
      ['2026-03-05', 1, 0, 100],
      ['2026-03-03', 2, 340, 0],
    ]);
    const usd = await report({ begin_time: '2026-03-01', end_time: '2026-03-31', currency_id: 2 });
    expect(usd.page_data.data).toEqual([
      expect.objectContaining({ transaction_datetime: '2026-03-06', payment_amount: 9.99 }),
    ]);
  });

  it('shows a cashier their own store only, whatever stores they ask for', async () => {
    const { kit, second } = await shop();
    const cashier = callAs(kit, await signedInMember(server, kit, [ROLE.cashier], second.id));
    const mine = await cashier({ begin_time: '2026-03-01', end_time: '2026-03-31' });
    expect(mine.totals).toMatchObject({ payment_amount: 340, refund_amount: 100, transaction_count: 3 });
    const asked = await cashier({ begin_time: '2026-03-01', end_time: '2026-03-31', branch_id: [kit.store.id] });
    expect(asked.page_data.total_count).toBe(0);
    const storeless = callAs(kit, await signedInMember(server, kit, [ROLE.cashier], null));
    expect((await storeless({ begin_time: '2026-03-01', end_time: '2026-03-31' })).totals.transaction_count).toBe(0);
    const admin = await signedInMember(server, kit, [ROLE.admin]);
    expect(
      (
        await server.call(
          'daily_summary_report',
          { merchant_id: kit.merchant.id, currency_id: 1, begin_time: '2026-03-01', end_time: '2026-03-02' },
          { token: admin },
        )
      ).status,
    ).toBe(403);
  });

  it('refuses a reversed range, a span over 365 days, a date beyond tomorrow and a missing currency', async () => {
    const { kit } = await shop();
    const token = await signedInMember(server, kit, [ROLE.superAdmin]);
    const refused = async (body: Record<string, unknown>) => {
      const result = await server.call(
        'daily_summary_report',
        { merchant_id: kit.merchant.id, currency_id: 1, ...body },
        { token },
      );
      expect(result.status).toBe(400);
      return result.body.msg;
    };
    expect(await refused({ begin_time: '2026-03-05', end_time: '2026-03-01' })).toBe(
      'The start date must not be after the end date.',
    );
    expect(await refused({ begin_time: '2025-01-01', end_time: '2026-03-01' })).toBe(
      'The date range can span at most 365 days.',
    );
    const today = localDateHour(new Date(), 'Australia/Sydney').date;
    expect(await refused({ begin_time: today, end_time: addDays(today, 2) })).toBe(
      'Dates after tomorrow cannot be chosen.',
    );
    expect(await refused({ begin_time: '2026-03-01', end_time: '2026-03-02', currency_id: undefined })).toBe(
      'Please choose a currency.',
    );
  });

  it('sums past 2^53 minor units exactly: the totals are the numbers nearest the exact sums', async () => {
    const kit = await payoutsKit(server.db, { periods: { 9: 1 } });
    // Three aggregate slots of 2^52 + 1 cents on one day, fees 1 cent: neither the total nor the net fits a double.
    for (const slot of [0, 1, 2]) {
      await server.db
        .execute(sql`insert into daily_stats (merchant_id, currency_id, day, store_id, channel_id, slot, payment_count, payment_minor, fee_minor)
        values (${kit.merchant.id}, 1, '2026-03-02', ${kit.store.id}, 1, ${slot}, 1, 4503599627370497, ${slot === 0 ? 1 : 0})`);
    }
    const report = callAs(kit, await signedInMember(server, kit, [ROLE.superAdmin]));
    const { totals } = await report({ begin_time: '2026-03-01', end_time: '2026-03-31' });
    expect(totals).toMatchObject({
      payment_amount: Number('135107988821114.91'),
      receivable_amount: Number('135107988821114.90'),
    });
  });
});

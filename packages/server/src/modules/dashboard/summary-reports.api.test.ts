import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { toMajor } from '@mbo/contracts/money';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { addDays } from '@mbo/contracts/date-filter';
import {
  CHANNEL,
  localToday,
  mondayWeeksAgo,
  rangeBody,
  reportsMerchant,
  type ReportsMerchant,
} from '../../../test/kits/dashboard-test-kit.ts';

const server = serverForThisFile();

/** The summary of `from`..`to` (dates or wire times) as `token` reads it. */
const summaryOf = (shop: ReportsMerchant, token: string, from: string, to: string, currency?: number | string) =>
  server.call('SummaryReport', rangeBody(shop.merchant.id, from, to, currency), { token });

/**
 * One week of a merchant in Sydney: four AUD payments inside it (two stores, three channels), payments just
 * outside it on either side by local time (inside it by UTC), a USD payment, and four refunds made in the week —
 * one of them of a payment from before the week (a refund counts on the day it is made).
 */
async function week(shop: ReportsMerchant, monday: string) {
  const [storeA, storeB] = shop.stores;
  const p1 = await shop.pay({ at: `${monday} 00:30:00`, orderMinor: 10_000, storeId: storeA.id });
  const p2 = await shop.pay({
    at: `${monday} 12:40:00`,
    orderMinor: 5_000,
    channelId: CHANNEL.card,
    storeId: storeB.id,
  });
  const p3 = await shop.pay({
    at: `${addDays(monday, 1)} 18:05:00`,
    orderMinor: 2_000,
    channelId: CHANNEL.alipay,
    storeId: storeA.id,
  });
  await shop.pay({ at: `${addDays(monday, 2)} 23:30:00`, orderMinor: 60_000, storeId: storeB.id });
  const before = await shop.pay({ at: `${addDays(monday, -1)} 23:59:00`, orderMinor: 777 });
  await shop.pay({ at: `${addDays(monday, 7)} 00:00:30`, orderMinor: 888 });
  await shop.pay({ at: `${addDays(monday, 3)} 10:00:00`, orderMinor: 3_000, currencyId: 2 });
  await shop.refund(p1.id, 2_500, `${addDays(monday, 1)} 10:00:00`);
  await shop.refund(p2.id, 1_000, `${addDays(monday, 4)} 11:00:00`);
  await shop.refund(p3.id, 2_000, `${addDays(monday, 5)} 09:00:00`);
  await shop.refund(before.id, 500, `${addDays(monday, 2)} 15:00:00`);
}

describe('SummaryReport', () => {
  it('totals a range by merchant-local day: payments, refunds, fees net of fees given back, net sales', async () => {
    const shop = await reportsMerchant(server);
    const monday = mondayWeeksAgo(5);
    await week(shop, monday);
    const token = await shop.member([1]);
    const result = await summaryOf(shop, token, monday, addDays(monday, 6));
    expect(result.status).toBe(200);
    // Fees 1.50 + 1.30 (card: 2 % + 0.30) + 0.40 + 9.00 = 12.20, less 0.38 + 0 (card) + 0.40 (full refund) + 0.08 given back.
    expect(result.body.summary).toEqual({
      transaction_amount: 770,
      transaction_count: 4,
      avg_transaction_amount: 192.5,
      refund_amount: 60,
      refund_count: 4,
      merchant_fee_amount: 11.34,
      net_amount: 698.66,
    });
  });

  it('sums past 2^53 minor units exactly: the answer is the number nearest the exact total, not float arithmetic on rounded sums', async () => {
    const shop = await reportsMerchant(server);
    const monday = mondayWeeksAgo(5);
    // Three aggregate slots of 2^52 + 1 cents each: 13,510,798,882,111,491 cents in all, fees 1 cent. A double holds
    // neither the total nor the net (it rounds both to …492); summed as numbers, both reports lose their cents.
    for (const slot of [0, 1, 2]) {
      await server.db
        .execute(sql`insert into daily_stats (merchant_id, currency_id, day, store_id, channel_id, slot, payment_count, payment_minor, fee_minor)
        values (${shop.merchant.id}, 1, ${monday}, ${shop.stores[0].id}, 1, ${slot}, 1, 4503599627370497, ${slot === 0 ? 1 : 0})`);
    }
    const token = await shop.member([1]);
    const result = await summaryOf(shop, token, monday, addDays(monday, 6));
    expect(result.body.summary).toMatchObject({
      transaction_amount: Number('135107988821114.91'),
      merchant_fee_amount: 0.01,
      net_amount: Number('135107988821114.90'),
      avg_transaction_amount: Number('45035996273704.97'),
    });
    expect(Number('135107988821114.90')).not.toBe(Number('135107988821114.92'));
  });

  it('keeps currencies apart, takes the currency by code too, and answers an empty range with zeros', async () => {
    const shop = await reportsMerchant(server);
    const monday = mondayWeeksAgo(5);
    await week(shop, monday);
    const token = await shop.member([2]);
    const usd = await summaryOf(shop, token, monday, addDays(monday, 6), 'USD');
    expect(usd.body.summary).toMatchObject({
      transaction_amount: 30,
      transaction_count: 1,
      refund_amount: 0,
      merchant_fee_amount: 0.45,
      net_amount: 29.55,
    });
    const empty = await summaryOf(shop, token, addDays(monday, -30), addDays(monday, -20));
    expect(empty.body.summary).toEqual(Object.fromEntries(Object.keys(usd.body.summary).map((figure) => [figure, 0])));
    expect(Object.keys(empty.body.summary)).toHaveLength(7);
  });

  it('takes wire times and counts their whole days', async () => {
    const shop = await reportsMerchant(server);
    const monday = mondayWeeksAgo(5);
    await week(shop, monday);
    const token = await shop.member([1]);
    const result = await summaryOf(shop, token, `${monday} 00:00:00`, `${addDays(monday, 6)} 23:59:59`);
    expect(result.body.summary).toMatchObject({ transaction_amount: 770, transaction_count: 4 });
  });
});

describe('today_summary_report', () => {
  it("gives today's figures in the merchant's time zone, AUD when no currency is named", async () => {
    const shop = await reportsMerchant(server);
    const token = await shop.member([1]);
    const payment = await shop.pay({ at: new Date(), orderMinor: 10_000 });
    await shop.refund(payment.id, 2_500, new Date());
    await shop.pay({ at: new Date(Date.now() - 30 * 3_600_000), orderMinor: 5_000 });
    await shop.pay({ at: new Date(), orderMinor: 4_000, currencyId: 2 });
    const today = localToday();
    const aud = await server.call('today_summary_report', { merchant_id: shop.merchant.id }, { token });
    expect(aud.body).toMatchObject({
      date: today,
      summary: {
        transaction_amount: 100,
        transaction_count: 1,
        refund_amount: 25,
        merchant_fee_amount: 1.12,
        net_amount: 73.88,
      },
    });
    const usd = await server.call('today_summary_report', { merchant_id: shop.merchant.id, currency: 2 }, { token });
    expect(usd.body.summary).toEqual({
      transaction_amount: 40,
      transaction_count: 1,
      refund_amount: 0,
      merchant_fee_amount: 0.6,
      net_amount: 39.4,
    });
  });

  it('reads "today" in the merchant\'s own time zone', async () => {
    // Two merchants, 14 or more hours apart: a payment made now falls on each one's own local today.
    for (const timeZone of ['Pacific/Kiritimati', 'America/Los_Angeles']) {
      const shop = await reportsMerchant(server, timeZone);
      const token = await shop.member([1]);
      await shop.pay({ at: new Date(), orderMinor: 1_234 });
      const result = await server.call(
        'today_summary_report',
        { merchant_id: shop.merchant.id, currency: 'AUD' },
        { token },
      );
      expect(result.body).toMatchObject({
        date: localToday(timeZone),
        summary: { transaction_amount: 12.34, transaction_count: 1 },
      });
    }
  });
});

/** A small deterministic generator, so the cross-check covers a spread of amounts, days, hours, stores and channels. */
function sequenceOf(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

type TableSums = {
  payment_count: number;
  payment_minor: number;
  fee_minor: number;
  refund_count: number;
  refund_minor: number;
  fee_returned_minor: number;
};

describe('cross-checks', () => {
  it('SummaryReport equals the sums over the payments and refunds tables, and ChannelReport and TimeReport add up to it', async () => {
    const shop = await reportsMerchant(server);
    const token = await shop.member([1]);
    const start = mondayWeeksAgo(8);
    const next = sequenceOf(7);
    const channels = [CHANNEL.wechat, CHANNEL.alipay, CHANNEL.card];
    const paid = [];
    for (let index = 0; index < 60; index += 1) {
      const day = addDays(start, next(20));
      const time = `${String(next(24)).padStart(2, '0')}:${String(next(60)).padStart(2, '0')}:00`;
      paid.push(
        await shop.pay({
          at: `${day} ${time}`,
          orderMinor: 100 + next(90_000),
          channelId: channels[next(3)],
          storeId: shop.stores[next(2)]!.id,
        }),
      );
    }
    // A quarter of them refunded, fully or in part, on the day of the payment or up to three days later.
    for (const payment of paid.filter((_, index) => index % 4 === 0)) {
      const amount = next(2) === 0 ? payment.grossMinor : 1 + next(payment.grossMinor - 1);
      await shop.refund(payment.id, amount, `${addDays(payment.financeDate, next(4))} 21:00:00`);
    }

    const [from, to] = [addDays(start, 3), addDays(start, 16)];
    const body = rangeBody(shop.merchant.id, from, to);
    const summary = (await server.call('SummaryReport', body, { token })).body.summary;
    const {
      rows: [ledger],
    } = await server.db.execute<TableSums>(sql`
      select
        (select count(*)::int from payments where merchant_id = ${shop.merchant.id} and currency_id = 1 and finance_date between ${from} and ${to}) as payment_count,
        (select coalesce(sum(gross_minor), 0)::bigint from payments where merchant_id = ${shop.merchant.id} and currency_id = 1 and finance_date between ${from} and ${to}) as payment_minor,
        (select coalesce(sum(fee_minor), 0)::bigint from payments where merchant_id = ${shop.merchant.id} and currency_id = 1 and finance_date between ${from} and ${to}) as fee_minor,
        (select count(*)::int from refunds where merchant_id = ${shop.merchant.id} and currency_id = 1 and status = 1 and finance_date between ${from} and ${to}) as refund_count,
        (select coalesce(sum(amount_minor), 0)::bigint from refunds where merchant_id = ${shop.merchant.id} and currency_id = 1 and status = 1 and finance_date between ${from} and ${to}) as refund_minor,
        (select coalesce(sum(fee_returned_minor), 0)::bigint from refunds where merchant_id = ${shop.merchant.id} and currency_id = 1 and status = 1 and finance_date between ${from} and ${to}) as fee_returned_minor`);
    const row = ledger!;
    expect(row.payment_count).toBeGreaterThan(20);
    expect(row.refund_count).toBeGreaterThan(3);
    const feeMinor = row.fee_minor - row.fee_returned_minor;
    expect(summary).toEqual({
      transaction_amount: toMajor(row.payment_minor, 1),
      transaction_count: row.payment_count,
      avg_transaction_amount: toMajor(Math.round(row.payment_minor / row.payment_count), 1),
      refund_amount: toMajor(row.refund_minor, 1),
      refund_count: row.refund_count,
      merchant_fee_amount: toMajor(feeMinor, 1),
      net_amount: toMajor(row.payment_minor - row.refund_minor - feeMinor, 1),
    });

    const channelRows = (await server.call('ChannelReport', body, { token })).body.rows;
    expect(channelRows.length).toBe(3);
    const cents = (amount: number) => Math.round(amount * 100);
    expect(channelRows.reduce((sum, channel) => sum + cents(channel.transaction_amount), 0)).toBe(row.payment_minor);
    expect(channelRows.reduce((sum, channel) => sum + channel.transaction_count, 0)).toBe(row.payment_count);

    const priceRows = (await server.call('PriceReport', body, { token })).body.rows;
    expect(priceRows.reduce((sum, band) => sum + band.transaction_count, 0)).toBe(row.payment_count);

    // The month view of a range inside one month adds up to the same payments.
    const monthStart = `${to.slice(0, 7)}-01`;
    const inMonth = { ...rangeBody(shop.merchant.id, from > monthStart ? from : monthStart, to), groupTimeType: 0 };
    const [monthRows, monthSummary] = await Promise.all([
      server.call('TimeReport', inMonth, { token }),
      server.call('SummaryReport', inMonth, { token }),
    ]);
    const days = monthRows.body.rows;
    const monthTotals = monthSummary.body.summary;
    expect(days.reduce((sum, day) => sum + cents(day.transaction_amount), 0)).toBe(
      cents(monthTotals.transaction_amount),
    );
    expect(days.reduce((sum, day) => sum + day.transaction_count, 0)).toBe(monthTotals.transaction_count);
  });
});

import { describe, expect, it } from 'vitest';
import { addDays } from '@mbo/contracts/date-filter';
import { translate } from '@mbo/contracts/i18n';
import { refunds } from '@mbo/db/schema-money';
import { REFUND_STATUS } from '@mbo/contracts/statuses';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { createRefundPath } from '../../money/money.public.ts';
import { callForShop, daysAgo, lastWeek, shop, utcDate, type Shop } from '../../../test/kits/transactions-test-kit.ts';

const server = serverForThisFile();

const today = () => utcDate(new Date());

async function list(
  s: Shop,
  body: Record<string, unknown>,
  token = s.owner.token,
  language: 'en-US' | 'zh-CN' = 'en-US',
) {
  const result = await callForShop(server, 'transactionlist_report', s, body, { token, language });
  const page = result.body.page_data;
  return { ...result, rows: page?.data ?? [], total: page?.total_count ?? -1 };
}

/** Three payments (two stores, WeChat Pay and card) and a partial refund, over the last three days. */
async function history() {
  const s = await shop(server);
  const wechat = await s.pay(1_000, daysAgo(3, 10), { note: 'table 4' });
  const card = await s.pay(2_550, daysAgo(2, 9), { channelId: 9, cardMasked: '4111111111111111' });
  const other = await s.pay(500, daysAgo(1, 8), { storeId: s.stores[1]!.id });
  const { refund } = await createRefundPath(server.db, s.ledger).refund({
    merchantId: s.merchant.id,
    paymentId: wechat.id,
    amountMinor: 300,
    idempotencyKey: 'r1',
    reason: 'cold noodles',
    at: daysAgo(1, 9),
  });
  return { s, wechat, card, other, refund };
}

describe('transactionlist_report', () => {
  it('merges payments and refunds, newest first, with the fields of a transaction', async () => {
    const { s, wechat, card, other, refund } = await history();
    const { status, rows, total } = await list(s, {});
    expect(status).toBe(200);
    expect(total).toBe(4);
    expect(rows.map((row) => [row.turnover_type, row.transaction_id])).toEqual([
      [2, refund.id],
      [1, other.id],
      [1, card.id],
      [1, wechat.id],
    ]);
    expect(rows[0]).toMatchObject({
      transaction_number: refund.number,
      type: 'Refund',
      transaction_amount: 3,
      gross_amount: 3,
      note: 'cold noodles',
      payment_id: wechat.id,
      payment_number: wechat.number,
      status_name: 'Refund successful',
      refundable_amount: 0,
      // 1.5 % of 10.00 is 0.15; 3.00 of 10.00 gives back 0.045 → 0.05 (half-up): 2.95 leaves the merchant's funds.
      merchant_fee_amount: 0.05,
      clearing_amount: 2.95,
      pay_currency: 'CNY',
      pay_amount: 14.1,
    });
    expect(rows[2]).toMatchObject({
      transaction_number: card.number,
      payment_channel_id: 9,
      is_cardpay: true,
      cardholder_number: '411111******1111',
      // 1.1 % of 25.50 = 0.2805 → 0.28, plus the 0.10 flat fee of channel 9.
      gross_amount: 25.5,
      merchant_fee_amount: 0.38,
      flat_fee_amount: 0.1,
      clearing_amount: 25.12,
      pay_currency: 'AUD',
      exchange_rate: null,
      status_name: 'Paid',
      currency: 1,
      currency_number: 'AUD',
      branch: s.stores[0]!.id,
      branch_name: s.stores[0]!.name,
    });
    expect(rows[3]).toMatchObject({
      payment_channel: 'WeChat Pay',
      note: 'table 4',
      refund_amount: 3,
      refundable_amount: 7,
      status_name: 'Partly refunded',
      pay_currency: 'CNY',
      exchange_rate: 4.7,
      pay_amount: 47,
      merchant_fee_rate: 0.015,
      source_id: 1,
      source_name: 'Store QR pay page',
    });
    expect(rows[3]!.transaction_datetime).toBe(`${utcDate(daysAgo(3))} 10:00:00`);
    const chinese = await list(s, {}, s.owner.token, 'zh-CN');
    expect(chinese.rows.map((row) => row.type)).toEqual(['退款', '支付', '支付', '支付']);
    expect(chinese.rows[3]!.payment_channel).toBe('微信支付');
    expect(chinese.rows[3]!.source_name).toBe('门店二维码支付页');
  });

  it('filters by type, store, channel, currency and number, and sorts either way', async () => {
    const { s, wechat, card, other, refund } = await history();
    const ids = async (body: Record<string, unknown>) => {
      const result = await list(s, body);
      expect(result.total).toBe(result.rows.length);
      return result.rows.map((row) => `${row.turnover_type}:${row.transaction_id}`);
    };
    expect(await ids({ turnover_type: 1 })).toEqual([`1:${other.id}`, `1:${card.id}`, `1:${wechat.id}`]);
    expect(await ids({ turnover_type: 2 })).toEqual([`2:${refund.id}`]);
    expect(await ids({ turnover_type: 65535, sort_type: 1 })).toEqual([
      `1:${wechat.id}`,
      `1:${card.id}`,
      `1:${other.id}`,
      `2:${refund.id}`,
    ]);
    expect(await ids({ branch_id: [s.stores[1]!.id] })).toEqual([`1:${other.id}`]);
    expect(await ids({ branch_id: s.stores[0]!.id })).toEqual([`2:${refund.id}`, `1:${card.id}`, `1:${wechat.id}`]);
    expect(await ids({ payment_channel_id: [9] })).toEqual([`1:${card.id}`]);
    expect(await ids({ payment_channel_id: [1], turnover_type: 1 })).toEqual([`1:${other.id}`, `1:${wechat.id}`]);
    expect(await ids({ currency: 2 })).toEqual([]);
    expect(await ids({ currency: 1 })).toHaveLength(4);
    // A payment's number finds the payment and its refunds; a refund's number finds the refund.
    expect(await ids({ transaction_number: wechat.number })).toEqual([`2:${refund.id}`, `1:${wechat.id}`]);
    expect(await ids({ transaction_number: refund.number })).toEqual([`2:${refund.id}`]);
    expect(await ids({ transaction_number: 'P000000000000000' })).toEqual([]);
  });

  it('pages through the whole set in order, from the aggregates and exactly alike', async () => {
    const s = await shop(server);
    const path = createRefundPath(server.db, s.ledger);
    const made: { kind: number; id: number; at: Date }[] = [];
    for (let index = 0; index < 23; index += 1) {
      const at = daysAgo(index % 3, 8 + (index % 10), index);
      const payment = await s.pay(1_000 + index, at, {
        storeId: s.stores[index % 2]!.id,
        channelId: index % 4 === 0 ? 2 : 1,
      });
      made.push({ kind: 1, id: payment.id, at });
      if (index % 9 === 0) {
        const refundAt = new Date(at.getTime() + 60_000);
        const { refund } = await path.refund({
          merchantId: s.merchant.id,
          paymentId: payment.id,
          amountMinor: 100,
          idempotencyKey: `p${index}`,
          at: refundAt,
        });
        made.push({ kind: 2, id: refund.id, at: refundAt });
      }
    }
    const expected = [...made]
      .sort((a, b) => b.at.getTime() - a.at.getTime() || b.kind - a.kind || b.id - a.id)
      .map((row) => `${row.kind}:${row.id}`);
    for (const [sortType, order] of [
      [2, expected],
      [1, [...expected].reverse()],
    ] as const) {
      const pages: string[] = [];
      for (let pageIndex = 1; pageIndex <= 4; pageIndex += 1) {
        const page = await list(s, { page_index: pageIndex, page_size: 10, sort_type: sortType });
        expect(page.total).toBe(26);
        expect(page.rows.length).toBe(pageIndex < 3 ? 10 : pageIndex === 3 ? 6 : 0);
        pages.push(...page.rows.map((row) => `${row.turnover_type}:${row.transaction_id}`));
      }
      expect(pages).toEqual(order);
    }
    // A range that is not whole days is counted row by row: the same rows, the same count, for every filter.
    for (const filter of [
      {},
      { turnover_type: 1 },
      { turnover_type: 2 },
      { branch_id: [s.stores[1]!.id] },
      { payment_channel_id: [2] },
    ]) {
      const byDays = await list(s, { ...filter, page_size: 100 });
      const exact = await list(s, { ...filter, page_size: 100, end_time: `${today()} 23:59:58` });
      expect(exact.total).toBe(byDays.total);
      expect(exact.rows.map((row) => row.transaction_id)).toEqual(byDays.rows.map((row) => row.transaction_id));
    }
  });

  it('keeps the date rules: order, 365 days, nothing beyond tomorrow, a date required; a number not empty', async () => {
    const s = await shop(server);
    const cases: [Record<string, unknown>, string][] = [
      [{ begin_time: today(), end_time: addDays(today(), -1) }, 'transactions.date_order'],
      [{ begin_time: addDays(today(), -366), end_time: today() }, 'transactions.date_span'],
      [{ begin_time: today(), end_time: addDays(today(), 2) }, 'transactions.date_future'],
      [{ begin_time: '', end_time: today() }, 'transactions.date_required'],
      [{ begin_time: '2026-02-30', end_time: today() }, 'transactions.date_invalid'],
      [{ transaction_number: '  ' }, 'transactions.number_required'],
    ];
    for (const [body, key] of cases) {
      for (const language of ['en-US', 'zh-CN'] as const) {
        const result = await list(s, body, s.owner.token, language);
        expect(result.status, key).toBe(400);
        expect(result.body.msg).toBe(translate(language === 'en-US' ? 'en' : 'zh_CN', key));
      }
    }
    expect((await list(s, { begin_time: addDays(today(), -365), end_time: addDays(today(), 1) })).status).toBe(400);
    expect((await list(s, { begin_time: addDays(today(), -364), end_time: addDays(today(), 1) })).status).toBe(200);
  });

  it("counts days in the merchant's time zone", async () => {
    const s = await shop(server, { timeZone: 'Australia/Sydney' });
    // 14:30 UTC is 00:30 or 01:30 the next day in Sydney.
    const at = daysAgo(1, 14, 30);
    const payment = await s.pay(800, at);
    const sydneyDay = addDays(utcDate(at), 1);
    const onDay = await list(s, { begin_time: sydneyDay, end_time: sydneyDay });
    expect(onDay.rows.map((row) => row.transaction_id)).toEqual([payment.id]);
    expect(onDay.rows[0]!.transaction_datetime.startsWith(sydneyDay)).toBe(true);
    expect((await list(s, { begin_time: utcDate(at), end_time: utcDate(at) })).total).toBe(0);
  });

  it("shows a cashier their store's transactions only, whatever stores they ask for", async () => {
    const { s, other } = await history();
    const own = await list(s, {}, s.cashier.token);
    expect(own.total).toBe(3);
    expect(own.rows.every((row) => row.branch === s.stores[0]!.id)).toBe(true);
    expect((await list(s, { branch_id: [s.stores[1]!.id] }, s.cashier.token)).total).toBe(0);
    expect((await list(s, { transaction_number: other.number }, s.cashier.token)).total).toBe(0);
    const detail = await server.call(
      'transaction_detail',
      { merchant_id: s.merchant.id, transaction_id: other.id, turnover_type: 1 },
      { token: s.cashier.token },
    );
    expect(detail.status).toBe(404);
  });

  it("never shows another merchant's transactions", async () => {
    const { s } = await history();
    const stranger = await shop(server);
    expect((await list(stranger, {})).total).toBe(0);
    const asStranger = await server.call(
      'transactionlist_report',
      { merchant_id: s.merchant.id, ...lastWeek() },
      { token: stranger.owner.token },
    );
    expect(asStranger.status).toBe(403);
  });

  it('lists and counts a refund that failed, which leaves the refundable amount alone', async () => {
    const { s, card } = await history();
    await server.db.insert(refunds).values({
      merchantId: s.merchant.id,
      paymentId: card.id,
      storeId: card.storeId,
      number: `RFAILED${s.merchant.id}`,
      channelId: card.channelId,
      currencyId: 1,
      amountMinor: 1_000,
      status: REFUND_STATUS.failed,
      idempotencyKey: 'failed-1',
      financeDate: utcDate(daysAgo(1)),
      createdAt: daysAgo(1, 20),
    });
    const { rows, total } = await list(s, {});
    expect(total).toBe(5);
    expect(rows[0]).toMatchObject({
      turnover_type: 2,
      status: 2,
      status_name: 'Refund failed',
      transaction_amount: 10,
    });
    expect(rows.find((row) => row.transaction_id === card.id && row.turnover_type === 1)).toMatchObject({
      refundable_amount: 25.5,
      refund_amount: 0,
    });
    expect((await list(s, { turnover_type: 2 })).total).toBe(2);
  });

  it('filters by the status chips: paid, partly refunded, refunded, refund failed', async () => {
    const { s, wechat, card, other } = await history();
    await createRefundPath(server.db, s.ledger).refund({
      merchantId: s.merchant.id,
      paymentId: other.id,
      amountMinor: 500,
      idempotencyKey: 'r-all',
      at: daysAgo(1, 10),
    });
    await server.db.insert(refunds).values({
      merchantId: s.merchant.id,
      paymentId: card.id,
      storeId: card.storeId,
      number: `RFAILS${s.merchant.id}`,
      channelId: card.channelId,
      currencyId: 1,
      amountMinor: 100,
      status: REFUND_STATUS.failed,
      idempotencyKey: 'failed-chip',
      financeDate: utcDate(daysAgo(1)),
      createdAt: daysAgo(1, 21),
    });
    const ids = async (status_filter: string) =>
      (await list(s, { status_filter })).rows.map((row) => [row.turnover_type, row.transaction_id]);
    expect(await ids('paid')).toEqual([[1, card.id]]);
    expect(await ids('partly_refunded')).toEqual([[1, wechat.id]]);
    expect(await ids('refunded')).toEqual([[1, other.id]]);
    const failed = await list(s, { status_filter: 'refund_failed' });
    expect(failed.total).toBe(1);
    expect(failed.rows[0]).toMatchObject({ turnover_type: 2, status: 2 });
    expect((await list(s, { status_filter: 'paid', turnover_type: 2 })).total).toBe(0);
    expect((await list(s, { status_filter: 'unknown' })).status).toBe(400);
  });
});

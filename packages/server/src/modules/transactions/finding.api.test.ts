import { describe, expect, it } from 'vitest';
import { addDays } from '@mbo/contracts/date-filter';
import { ORDER_STATUS } from '@mbo/contracts/statuses';
import { orders } from '@mbo/db/schema-gateway';
import { settlements } from '@mbo/db/schema-money';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { createRefundPath } from '../../money/money.public.ts';
import { daysAgo, shop, utcDate, type Shop } from '../../../test/kits/transactions-test-kit.ts';

const server = serverForThisFile();

async function find(s: Shop, number: string, token = s.owner.token, language: 'en-US' | 'zh-CN' = 'en-US') {
  const result = await server.call('find_by_number', { merchant_id: s.merchant.id, number }, { token, language });
  return { status: result.status, body: result.body, matches: result.body.matches ?? [] };
}

let orderSequence = 0;
/** An order of the shop's first store (status and payment as given), created `at`. */
async function order(
  s: Shop,
  status: number,
  at: Date,
  extra: { outTradeNo?: string; paymentId?: number; storeId?: number } = {},
) {
  orderSequence += 1;
  const [row] = await server.db
    .insert(orders)
    .values({
      merchantId: s.merchant.id,
      storeId: extra.storeId ?? s.stores[0]!.id,
      number: `O${s.merchant.id}X${orderSequence}`,
      outTradeNo: extra.outTradeNo ?? null,
      sourceType: 5,
      channelId: 1,
      currencyId: 1,
      orderMinor: 4_200,
      status,
      paymentId: extra.paymentId ?? null,
      failureReason: status === ORDER_STATUS.failed ? 'card declined' : null,
      expiresAt: at,
      createdAt: at,
    })
    .returning();
  return row!;
}

/** A payment of 100 days ago (outside every default range), refunded in part; a payout; a paid API order. */
async function history() {
  const s = await shop(server);
  const old = await s.pay(1_000, daysAgo(100, 10));
  const other = await s.pay(500, daysAgo(100, 11), { storeId: s.stores[1]!.id });
  const { refund } = await createRefundPath(server.db, s.ledger).refund({
    merchantId: s.merchant.id,
    paymentId: old.id,
    amountMinor: 300,
    idempotencyKey: 'r1',
    at: daysAgo(99, 9),
  });
  const paidOrder = await order(s, ORDER_STATUS.paid, daysAgo(100, 10), {
    outTradeNo: `SHOP-${s.merchant.id}-1`,
    paymentId: old.id,
  });
  const [payout] = await server.db
    .insert(settlements)
    .values({
      merchantId: s.merchant.id,
      currencyId: 1,
      financeDate: utcDate(daysAgo(100)),
      number: `S${s.merchant.id}X1`,
      settleMinor: 1_234,
      planSettleDate: utcDate(daysAgo(99)),
    })
    .returning();
  return { s, old, other, refund, paidOrder, payout: payout! };
}

describe('find_by_number', () => {
  it('finds a payment, its refund, its order by our number and by out_trade_no, and a payout, at any date', async () => {
    const { s, old, refund, paidOrder, payout } = await history();

    const payment = await find(s, old.number);
    expect(payment.status).toBe(200);
    expect(payment.matches).toEqual([
      expect.objectContaining({
        kind: 'payment',
        matched_by: 'number',
        id: old.id,
        number: old.number,
        amount: 10,
        currency_number: 'AUD',
        status: 2,
        status_name: 'Partly refunded',
      }),
    ]);
    expect(payment.matches[0]!.time.startsWith(utcDate(daysAgo(100)))).toBe(true);

    expect((await find(s, refund.number)).matches).toEqual([
      expect.objectContaining({
        kind: 'refund',
        id: refund.id,
        payment_id: old.id,
        amount: 3,
        status_name: 'Refund successful',
      }),
    ]);
    expect((await find(s, paidOrder.number)).matches).toEqual([
      expect.objectContaining({ kind: 'payment', matched_by: 'order_number', id: old.id, number: old.number }),
    ]);
    expect((await find(s, ` ${paidOrder.outTradeNo!} `)).matches).toEqual([
      expect.objectContaining({ kind: 'payment', matched_by: 'out_trade_no', id: old.id }),
    ]);
    expect((await find(s, payout.number, s.owner.token, 'zh-CN')).matches).toEqual([
      expect.objectContaining({ kind: 'payout', id: payout.id, amount: 12.34, status: 1, status_name: '待出款' }),
    ]);
  });

  it("finds a payment with no order of ours by the merchant's own transaction id, once when an order also has it", async () => {
    const s = await shop(server);
    const imported = await s.pay(700, daysAgo(200, 10), { outTxnId: `POS-${s.merchant.id}-77` });
    expect((await find(s, `POS-${s.merchant.id}-77`)).matches).toEqual([
      expect.objectContaining({ kind: 'payment', matched_by: 'out_trade_no', id: imported.id, amount: 7 }),
    ]);
    const viaOrder = await s.pay(800, daysAgo(200, 11), { outTxnId: `SHOP-${s.merchant.id}-88` });
    await order(s, ORDER_STATUS.paid, daysAgo(200, 11), {
      outTradeNo: `SHOP-${s.merchant.id}-88`,
      paymentId: viaOrder.id,
    });
    const found = await find(s, `SHOP-${s.merchant.id}-88`);
    expect(found.matches).toHaveLength(1);
    expect(found.matches[0]).toEqual(expect.objectContaining({ kind: 'payment', id: viaOrder.id }));
  });

  it('answers an order that was never paid as an order with its status', async () => {
    const s = await shop(server);
    const expired = await order(s, ORDER_STATUS.expired, daysAgo(40), { outTradeNo: `EXP-${s.merchant.id}` });
    expect((await find(s, `EXP-${s.merchant.id}`)).matches).toEqual([
      expect.objectContaining({
        kind: 'order',
        matched_by: 'out_trade_no',
        id: expired.id,
        status: 5,
        status_name: 'Expired',
      }),
    ]);
  });

  it('refuses an empty number in the caller language and finds nothing for an unknown one', async () => {
    const s = await shop(server);
    const empty = await find(s, '   ', s.owner.token, 'zh-CN');
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('请输入交易单号');
    expect((await find(s, 'P000000000000')).matches).toEqual([]);
  });

  it("finds nothing of another merchant's, and refuses another merchant's id", async () => {
    const { s, old, payout } = await history();
    const stranger = await shop(server);
    expect((await find(stranger, old.number)).matches).toEqual([]);
    expect((await find(stranger, payout.number)).matches).toEqual([]);
    const asStranger = await server.call(
      'find_by_number',
      { merchant_id: s.merchant.id, number: old.number },
      { token: stranger.owner.token },
    );
    expect(asStranger.status).toBe(403);
  });

  it("gives a cashier their store's numbers only, and no payouts", async () => {
    const { s, old, other, refund, payout } = await history();
    expect((await find(s, old.number, s.cashier.token)).matches).toHaveLength(1);
    expect((await find(s, refund.number, s.cashier.token)).matches).toHaveLength(1);
    expect((await find(s, other.number, s.cashier.token)).matches).toEqual([]);
    expect((await find(s, payout.number, s.cashier.token)).matches).toEqual([]);
    const finance = await s.member([2]);
    expect((await find(s, payout.number, finance.token)).matches).toHaveLength(1);
  });
});

describe('order_attempts_list', () => {
  const range = () => ({ begin_time: addDays(utcDate(new Date()), -6), end_time: utcDate(new Date()) });

  it('lists failed, cancelled and expired orders of the range, not pending or paid ones, newest first', async () => {
    const s = await shop(server);
    const failed = await order(s, ORDER_STATUS.failed, daysAgo(1, 10));
    const cancelled = await order(s, ORDER_STATUS.cancelled, daysAgo(2, 10));
    const expired = await order(s, ORDER_STATUS.expired, daysAgo(3, 10));
    await order(s, ORDER_STATUS.pending, daysAgo(1, 11));
    await order(s, ORDER_STATUS.paid, daysAgo(1, 12));
    await order(s, ORDER_STATUS.failed, daysAgo(30, 10));
    const body = { merchant_id: s.merchant.id, ...range() };
    const all = await server.call('order_attempts_list', body, { token: s.owner.token, language: 'zh-CN' });
    expect(all.status).toBe(200);
    expect(all.body.page_data!.total_count).toBe(3);
    expect(all.body.page_data!.data.map((row) => row.id)).toEqual([failed.id, cancelled.id, expired.id]);
    expect(all.body.page_data!.data[0]).toMatchObject({
      number: failed.number,
      amount: 42,
      currency_number: 'AUD',
      status: 3,
      status_name: '支付失败',
      failure_reason: 'card declined',
    });
    const onlyExpired = await server.call('order_attempts_list', { ...body, status: 5 }, { token: s.owner.token });
    expect(onlyExpired.body.page_data!.data.map((row) => row.id)).toEqual([expired.id]);
    expect(onlyExpired.body.page_data!.data[0]!.status_name).toBe('Expired');
  });

  it("keeps a cashier to their store and refuses another merchant's id", async () => {
    const s = await shop(server);
    await order(s, ORDER_STATUS.failed, daysAgo(1, 10));
    await order(s, ORDER_STATUS.failed, daysAgo(1, 11), { storeId: s.stores[1]!.id });
    const body = { merchant_id: s.merchant.id, ...range() };
    const cashier = await server.call('order_attempts_list', body, { token: s.cashier.token });
    expect(cashier.body.page_data!.total_count).toBe(1);
    expect(cashier.body.page_data!.data[0]!.branch).toBe(s.stores[0]!.id);
    const stranger = await shop(server);
    expect((await server.call('order_attempts_list', body, { token: stranger.owner.token })).status).toBe(403);
  });

  it('holds the date rules of the list', async () => {
    const s = await shop(server);
    const late = await server.call(
      'order_attempts_list',
      {
        merchant_id: s.merchant.id,
        begin_time: addDays(utcDate(new Date()), 5),
        end_time: addDays(utcDate(new Date()), 5),
      },
      { token: s.owner.token },
    );
    expect(late.status).toBe(400);
  });
});

import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeCardpayRates, storeChannelRates } from '@mbo/db/schema';
import {
  checkMoneyInvariants,
  createLedger,
  createPaymentConfigRepository,
  createPaymentPath,
  createRefundPath,
  violations,
} from '../../money/money.public.ts';
import { createMerchant } from '../../../test/support/factories.ts';
import { startTestServer, type CallResult, type TestServer } from '../../../test/support/harness.ts';
import { payStore } from '../../../test/kits/gateway-test-kit.ts';
import type { MoneyDeps } from '../money-deps.ts';
import { createGateway, type Gateway } from './gateway.ts';
import { createPeriodicJob } from '../../jobs/periodic-job.ts';
import { deploymentChannels } from './deployment-channels.ts';
import { reconcileJob } from './reconcile-job.ts';

let server: TestServer;
/** Notifications lost, orders queried at every read: the reconciliation path. */
let lossy: TestServer;
/** A channel that refuses every create, and one that answers later than the gateway waits. */
let down: TestServer;
let slow: TestServer;
/** Notifications 300 ms late; the channel is not queried. */
let late: TestServer;

beforeAll(async () => {
  [server, lossy, down, slow, late] = await Promise.all([
    startTestServer(),
    startTestServer({ SANDBOX_NOTIFY_LOSS_PERCENT: '100', GATEWAY_QUERY_AFTER_MS: '0' }),
    startTestServer({ SANDBOX_FAIL_PERCENT: '100', GATEWAY_CHANNEL_RETRIES: '2', AUTH_RATE_LIMIT_PER_MINUTE: '4' }),
    startTestServer({ SANDBOX_CREATE_DELAY_MS: '400', GATEWAY_CHANNEL_TIMEOUT_MS: '50', GATEWAY_CHANNEL_RETRIES: '1' }),
    startTestServer({ SANDBOX_NOTIFY_DELAY_MS: '300', GATEWAY_QUERY_AFTER_MS: '600000' }),
  ]);
});
afterAll(() => Promise.all([server, lossy, down, slow, late].map((s) => s.close())));

let requestSeq = 0;
const requestId = () => `req-${Date.now().toString(36)}-${(requestSeq += 1)}-abcdefgh`;

const orderOf = (result: CallResult<'pay/create_order' | 'pay/order' | 'pay/pay_order'>) => result.body.order;
const txnOf = (order: { wallet_url: string | null }) => order.wallet_url!.split('/').pop()!;

async function createOrder(
  target: TestServer,
  payToken: string,
  body: Record<string, unknown> = {},
  language?: 'zh-CN',
) {
  return target.call(
    'pay/create_order',
    { pay_token: payToken, client_request_id: requestId(), amount: '12.50', currency_id: 1, method: 'wechat', ...body },
    language ? { language } : {},
  );
}

async function count(
  target: TestServer,
  table: 'orders' | 'payments' | 'webhook_events',
  merchantId: number,
): Promise<number> {
  const { rows } = await target.db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${sql.identifier(table)} where merchant_id = ${merchantId}`,
  );
  return rows[0]!.n;
}

/** A gateway of the test's own on a server's database (to deliver channel notifications directly). */
function gatewayOn(target: TestServer): Gateway {
  const ledger = createLedger(target.db);
  const deps = {
    db: target.db,
    config: target.config,
    ledger,
    paymentPath: createPaymentPath(target.db, ledger, createPaymentConfigRepository(target.db)),
    refundPath: createRefundPath(target.db, ledger),
    secret: target.secret,
  } as unknown as MoneyDeps;
  return createGateway(deps, deploymentChannels(target.db, target.config, target.secret));
}

describe('pay/store and pay/quote', () => {
  it('shows the store, its currencies and the methods the merchant can take, with their surcharge', async () => {
    const { store } = await payStore(server, {
      feeType: 2,
      supportCurrencies: [1, 2],
      messageType: 2,
      isGetUserInfo: true,
    });
    const result = await server.call('pay/store', { pay_token: store.payToken });
    expect(result.status).toBe(200);
    expect(result.body.store).toMatchObject({
      name: 'Harbour Test Kiosk',
      logo_url: null,
      currencies: [
        { id: 1, code: 'AUD' },
        { id: 2, code: 'USD' },
      ],
      message_type: 2,
      is_get_user_info: true,
      methods: [
        { method: 'wechat', channel_id: 1, surcharge_rate: 0.015, surcharge_flat: 0 },
        { method: 'alipay', channel_id: 2, surcharge_rate: 0.015, surcharge_flat: 0 },
        { method: 'unionpay', channel_id: 5, surcharge_rate: 0.016, surcharge_flat: 0 },
        { method: 'card', channel_id: 10, surcharge_rate: 0.0175, surcharge_flat: 0.3 },
      ],
    });
  });

  it('shows a fixed card surcharge with its flat part before any amount is typed, and quotes it exactly', async () => {
    const { merchant, store } = await payStore(server, { feeType: 3 });
    const rate = (paymentChannelId: number, ppm: number) => ({
      merchantId: merchant.id,
      storeId: store.id,
      paymentChannelId,
      onlineRatePpm: ppm,
      offlineRatePpm: ppm,
      b2bRatePpm: ppm,
      b2b2cRatePpm: ppm,
    });
    await server.db.insert(storeChannelRates).values([rate(1, 10_000), rate(2, 10_000), rate(5, 12_000)]);
    await server.db
      .insert(storeCardpayRates)
      .values({ merchantId: merchant.id, storeId: store.id, currencyId: 1, feeRatePpm: 20_000, flatFeeMinor: 25 });
    const result = await server.call('pay/store', { pay_token: store.payToken });
    expect(result.body.store.methods).toEqual([
      { method: 'wechat', channel_id: 1, surcharge_rate: 0.01, surcharge_flat: 0 },
      { method: 'alipay', channel_id: 2, surcharge_rate: 0.01, surcharge_flat: 0 },
      { method: 'unionpay', channel_id: 5, surcharge_rate: 0.012, surcharge_flat: 0 },
      { method: 'card', channel_id: 10, surcharge_rate: 0.02, surcharge_flat: 0.25 },
    ]);
    // 2 % of 12.50 = 0.25, plus 0.25 flat.
    const quote = await server.call('pay/quote', { pay_token: store.payToken, amount: '12.50', currency_id: 1 });
    expect(quote.body.quotes.find((entry) => entry.method === 'card')).toMatchObject({
      surcharge: 0.5,
      gross_amount: 13,
    });
  });

  it("answers 404 with a clear message for an unknown or deleted store, in the caller's language", async () => {
    const unknown = await server.call('pay/store', { pay_token: 'f'.repeat(32) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('This payment link does not belong to any store. Ask the store for a new one.');
    const zh = await server.call('pay/store', { pay_token: 'f'.repeat(32) }, { language: 'zh-CN' });
    expect(zh.body.msg).toBe('该支付链接不属于任何门店，请向门店索取新的链接。');
    const { store } = await payStore(server);
    await server.db.execute(sql`update stores set is_delete = true where id = ${store.id}`);
    expect((await server.call('pay/store', { pay_token: store.payToken })).status).toBe(404);
    expect((await server.call('pay/store', { pay_token: '../etc' })).status).toBe(400);
  });

  it('answers 404 for an unknown order or wallet step, and refuses a wallet choice for one', async () => {
    const order = await server.call('pay/order', { order_token: 'e'.repeat(40) });
    expect([order.status, order.body.msg]).toEqual([404, 'This order does not exist.']);
    const pay = await server.call('pay/pay_order', { order_token: 'e'.repeat(40), method: 'wechat' });
    expect(pay.status).toBe(404);
    const wallet = await server.call('sandbox/wallet', { txn_token: `wx_${'e'.repeat(32)}` }, { language: 'zh-CN' });
    expect([wallet.status, wallet.body.msg]).toEqual([404, '该笔支付不存在。']);
    const action = await server.call('sandbox/wallet_action', { txn_token: `wx_${'e'.repeat(32)}`, action: 'pay' });
    expect(action.status).toBe(404);
    const bad = await server.call('sandbox/wallet_action', { txn_token: `wx_${'e'.repeat(32)}`, action: 'steal' });
    expect([bad.status, bad.body.msg]).toEqual([400, 'Choose pay, fail or cancel.']);
  });

  it("quotes the surcharge and total of each method from the payment path's amounts", async () => {
    const { store } = await payStore(server, { feeType: 2 });
    const result = await server.call('pay/quote', { pay_token: store.payToken, amount: '12.50', currency_id: 1 });
    // Floating: the merchant's own fee. 1.5 % of 12.50 = 0.1875 → 0.19; card 1.75 % = 0.21875 → 0.22, plus its 0.30 flat fee.
    expect(result.body.quotes).toEqual([
      { method: 'wechat', channel_id: 1, amount: 12.5, surcharge: 0.19, gross_amount: 12.69 },
      { method: 'alipay', channel_id: 2, amount: 12.5, surcharge: 0.19, gross_amount: 12.69 },
      { method: 'unionpay', channel_id: 5, amount: 12.5, surcharge: 0.2, gross_amount: 12.7 },
      { method: 'card', channel_id: 10, amount: 12.5, surcharge: 0.52, gross_amount: 13.02 },
    ]);
  });
});

describe('pay/create_order', () => {
  it('creates a pending order sent to the channel, and answers the same order to a repeat or a concurrent double tap', async () => {
    const { merchant, store } = await payStore(server);
    const body = {
      pay_token: store.payToken,
      client_request_id: requestId(),
      amount: '12.50',
      currency_id: 1,
      method: 'wechat',
    };
    const first = await server.call('pay/create_order', body);
    expect(first.status).toBe(200);
    const order = orderOf(first);
    expect(order).toMatchObject({ status: 1, amount: 12.5, surcharge: 0, gross_amount: 12.5 });
    expect(order.order_no).toMatch(/^O\d{6}\d{10}$/);
    expect(order.wallet_url).toMatch(/^\/pay\/wallet\/wx_[0-9a-f]{32}$/);
    const repeats = await Promise.all([1, 2, 3, 4].map(() => server.call('pay/create_order', body)));
    expect(new Set(repeats.map((r) => orderOf(r).order_no))).toEqual(new Set([order.order_no]));
    expect(new Set(repeats.map((r) => orderOf(r).wallet_url))).toEqual(new Set([order.wallet_url]));
    expect(await count(server, 'orders', merchant.id)).toBe(1);

    const other = await server.call('pay/create_order', { ...body, amount: '13.00' });
    expect(other.status).toBe(409);
    expect(other.body.msg).toMatch(/already made with other details/);

    const concurrentId = requestId();
    const tapped = await Promise.all(
      [1, 2, 3].map(() => server.call('pay/create_order', { ...body, client_request_id: concurrentId })),
    );
    expect(new Set(tapped.map((r) => orderOf(r).order_no)).size).toBe(1);
    expect(await count(server, 'orders', merchant.id)).toBe(2);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const { merchant, store } = await payStore(server, { messageType: 2, isGetUserInfo: true });
    const valid = { note: 'Table 4', customer_name: 'Li Wei', customer_phone: '0412 345 678' };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...valid, currency_id: 2 }, 400, 'This store does not accept USD.'],
      [{ ...valid, note: '  ' }, 400, 'Please add a note for the store.'],
      [{ ...valid, customer_name: '' }, 400, 'Please enter your name.'],
      [{ ...valid, customer_phone: '' }, 400, 'Please enter your phone number.'],
      [{ ...valid, customer_phone: '04x' }, 400, 'Enter a phone number with digits only.'],
      [{ ...valid, amount: '0' }, 400, 'Enter an amount above 0 with at most 2 decimals.'],
      [{ ...valid, amount: '-5' }, 400, 'Enter an amount above 0 with at most 2 decimals.'],
      [{ ...valid, amount: '1.234' }, 400, 'Enter an amount above 0 with at most 2 decimals.'],
      [{ ...valid, amount: 'ten' }, 400, 'Enter an amount above 0 with at most 2 decimals.'],
      [{ ...valid, amount: '100000000' }, 400, 'The amount is too large.'],
      [{ ...valid, method: 'paypal' }, 400, 'Choose a payment method.'],
      [{ ...valid, client_request_id: 'x' }, 400, 'The request id is missing or not valid.'],
      [
        { ...valid, pay_token: 'a'.repeat(32) },
        404,
        'This payment link does not belong to any store. Ask the store for a new one.',
      ],
    ];
    for (const [body, status, msg] of cases) {
      const result = await createOrder(server, store.payToken, body);
      expect([result.status, result.body.msg]).toEqual([status, msg]);
    }
    const zh = await createOrder(server, store.payToken, { ...valid, note: '' }, 'zh-CN');
    expect(zh.body.msg).toBe('请填写给门店的备注。');
    expect(await count(server, 'orders', merchant.id)).toBe(0);
    expect(await createOrder(server, store.payToken, valid)).toMatchObject({ status: 200 });
  });

  it('refuses a method the merchant has no rate for', async () => {
    const { merchant, store } = await payStore(server, { type: 2 });
    // An online store pays Alipay through channel 3, for which this merchant has no rate.
    const result = await createOrder(server, store.payToken, { method: 'alipay' });
    expect([result.status, result.body.msg]).toEqual([
      400,
      'This store cannot take this payment method at the moment.',
    ]);
    expect(await count(server, 'orders', merchant.id)).toBe(0);
  });

  it('answers a clear error when the channel refuses every try or answers too late', async () => {
    for (const target of [down, slow]) {
      const { merchant, store } = await payStore(target);
      const result = await createOrder(target, store.payToken);
      expect([result.status, result.body.msg]).toEqual([500, 'The payment channel did not answer. Please try again.']);
      const { rows } = await target.db.execute<{ status: number; channel_txn_id: string | null }>(
        sql`select status, channel_txn_id from orders where merchant_id = ${merchant.id}`,
      );
      expect(rows).toEqual([{ status: 1, channel_txn_id: null }]);
      expect(await count(target, 'payments', merchant.id)).toBe(0);
    }
  });
});

describe('limits', () => {
  it('limits order creation per address', async () => {
    const { store } = await payStore(down);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await createOrder(down, store.payToken)).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(2);
  });
});

describe('paying in the sandbox', () => {
  it("records the payment with the store's surcharge and the merchant fee, and the order.paid notification once", async () => {
    const { merchant, store } = await payStore(server, { feeType: 2, notifyUrl: 'http://127.0.0.1:9/hooks' });
    const order = orderOf(await createOrder(server, store.payToken));
    expect(order).toMatchObject({ surcharge: 0.19, gross_amount: 12.69 });
    const wallet = await server.call('sandbox/wallet', { txn_token: txnOf(order) });
    expect(wallet.body.wallet).toMatchObject({
      channel_id: 1,
      store_name: 'Harbour Test Kiosk',
      currency: 'AUD',
      amount: 12.69,
      status: 1,
      order_token: order.order_token,
    });

    const paid = await server.call('sandbox/wallet_action', { txn_token: txnOf(order), action: 'pay' });
    expect(paid.body).toMatchObject({ success: true, status: 2, order_token: order.order_token });
    const after = orderOf(await server.call('pay/order', { order_token: order.order_token }));
    expect(after).toMatchObject({ status: 2, surcharge: 0.19, gross_amount: 12.69, wallet_url: null });
    expect(after.transaction_no).toMatch(/^P\d{15}$/);

    const { rows } = await server.db.execute<Record<string, unknown>>(
      sql`select * from payments where merchant_id = ${merchant.id}`,
    );
    expect(rows).toHaveLength(1);
    // Surcharge 1.5 % of 12.50 → 0.19; gross 12.69; fee 1.5 % of 12.69 = 0.19035 → 0.19; WeChat pays in CNY at the sandbox's 4.70.
    expect(rows[0]).toMatchObject({
      number: after.transaction_no,
      channel_id: 1,
      source_type: 1,
      order_minor: 1250,
      surcharge_minor: 19,
      gross_minor: 1269,
      fee_minor: 19,
      net_minor: 1250,
      pay_currency_id: 3,
      pay_minor: 5964,
      exchange_rate_micros: 4_700_000,
      out_txn_id: order.order_no,
    });

    // Repeats: the wallet refuses a second choice; reloads answer paid; nothing is recorded twice.
    const again = await server.call('sandbox/wallet_action', { txn_token: txnOf(order), action: 'pay' });
    expect([again.status, again.body.msg]).toEqual([
      409,
      'This payment has already been completed, failed or been cancelled.',
    ]);
    await Promise.all([1, 2, 3].map(() => server.call('pay/order', { order_token: order.order_token })));
    expect(await count(server, 'payments', merchant.id)).toBe(1);

    const events = await server.db.execute<{
      event_id: string;
      type: string;
      payload: Record<string, unknown>;
      notify_url: string;
      status: number;
    }>(sql`select event_id, type, payload, notify_url, status from webhook_events where merchant_id = ${merchant.id}`);
    expect(events.rows).toHaveLength(1);
    const event = events.rows[0]!;
    expect(event).toMatchObject({ type: 'order.paid', notify_url: 'http://127.0.0.1:9/hooks', status: 1 });
    expect(event.event_id).toMatch(/^evt_[0-9a-f]{32}$/);
    expect(event.payload).toMatchObject({
      event_id: event.event_id,
      type: 'order.paid',
      data: {
        order_no: order.order_no,
        out_trade_no: null,
        status: 'paid',
        amount: '12.50',
        currency: 'AUD',
        paid_amount: '12.69',
        channel: 1,
        transaction_id: after.transaction_no,
      },
    });
    expect(Date.parse(String((event.payload.data as Record<string, unknown>).paid_at))).not.toBeNaN();
    expect(violations(await checkMoneyInvariants(server.db))).toEqual({});
  });

  it("pays Alipay and card at their channels with the merchant's fees (card flat fee included)", async () => {
    const { merchant, store } = await payStore(server);
    const alipay = orderOf(await createOrder(server, store.payToken, { method: 'alipay', amount: '20' }));
    const card = orderOf(await createOrder(server, store.payToken, { method: 'card', amount: '20' }));
    expect(alipay.wallet_url).toMatch(/\/ali_/);
    expect(card.wallet_url).toMatch(/\/card_/);
    for (const order of [alipay, card])
      await server.call('sandbox/wallet_action', { txn_token: txnOf(order), action: 'pay' });
    const { rows } = await server.db.execute<{ channel_id: number; fee_minor: number; pay_currency_id: number }>(
      sql`select channel_id, fee_minor, pay_currency_id from payments where merchant_id = ${merchant.id} order by channel_id`,
    );
    // Alipay 1.5 % of 20.00 = 0.30, paid in CNY; card 1.75 % of 20.00 = 0.35 + 0.30 flat, paid in AUD.
    expect(rows).toEqual([
      { channel_id: 2, fee_minor: 30, pay_currency_id: 3 },
      { channel_id: 10, fee_minor: 65, pay_currency_id: 1 },
    ]);
  });

  it('takes an order in CNY where the store accepts it: no conversion', async () => {
    const { merchant, store } = await payStore(server, { supportCurrencies: [1, 3] });
    const order = orderOf(await createOrder(server, store.payToken, { currency_id: 3, amount: '88.80' }));
    await server.call('sandbox/wallet_action', { txn_token: txnOf(order), action: 'pay' });
    const { rows } = await server.db.execute(
      sql`select currency_id, pay_currency_id, pay_minor, exchange_rate_micros from payments where merchant_id = ${merchant.id}`,
    );
    expect(rows).toEqual([{ currency_id: 3, pay_currency_id: 3, pay_minor: 8880, exchange_rate_micros: null }]);
  });

  it('ends an order failed or cancelled by the wallet, with its notification and no payment', async () => {
    const { merchant, store } = await payStore(server, { notifyUrl: 'https://merchant.example/hooks' });
    const failed = orderOf(await createOrder(server, store.payToken));
    const cancelled = orderOf(await createOrder(server, store.payToken));
    await server.call('sandbox/wallet_action', { txn_token: txnOf(failed), action: 'fail' });
    await server.call('sandbox/wallet_action', { txn_token: txnOf(cancelled), action: 'cancel' });
    expect(orderOf(await server.call('pay/order', { order_token: failed.order_token })).status).toBe(3);
    expect(orderOf(await server.call('pay/order', { order_token: cancelled.order_token })).status).toBe(4);
    const late = await server.call('sandbox/wallet_action', { txn_token: txnOf(failed), action: 'pay' });
    expect(late.status).toBe(409);
    expect(await count(server, 'payments', merchant.id)).toBe(0);
    const { rows } = await server.db.execute<{ type: string; status: string }>(
      sql`select type, payload->'data'->>'status' as status from webhook_events where merchant_id = ${merchant.id} order by id`,
    );
    expect(rows).toEqual([
      { type: 'order.failed', status: 'failed' },
      { type: 'order.cancelled', status: 'cancelled' },
    ]);
  });

  it('writes no notification when neither the order nor the merchant has a notify URL', async () => {
    const { merchant, store } = await payStore(server);
    const order = orderOf(await createOrder(server, store.payToken));
    await server.call('sandbox/wallet_action', { txn_token: txnOf(order), action: 'pay' });
    expect(await count(server, 'payments', merchant.id)).toBe(1);
    expect(await count(server, 'webhook_events', merchant.id)).toBe(0);
  });

  it('refuses to pay an expired order, closes it at the channel and shows it expired', async () => {
    const { merchant, store } = await payStore(server);
    const order = orderOf(await createOrder(server, store.payToken));
    await server.db.execute(
      sql`update orders set expires_at = now() - interval '1 second' where pay_token = ${order.order_token}`,
    );
    const pay = await server.call('sandbox/wallet_action', { txn_token: txnOf(order), action: 'pay' });
    expect([pay.status, pay.body.msg]).toEqual([409, 'This order has expired. Start again to pay.']);
    expect(orderOf(await server.call('pay/order', { order_token: order.order_token })).status).toBe(5);
    const wallet = await server.call('sandbox/wallet', { txn_token: txnOf(order) });
    expect(wallet.body.wallet.status).toBe(4);
    expect(await count(server, 'payments', merchant.id)).toBe(0);
  });
});

describe('late and lost notifications', () => {
  it('shows the order pending until a late notification arrives, then paid', async () => {
    const { merchant, store } = await payStore(late);
    const order = orderOf(await createOrder(late, store.payToken));
    await late.call('sandbox/wallet_action', { txn_token: txnOf(order), action: 'pay' });
    expect(orderOf(await late.call('pay/order', { order_token: order.order_token })).status).toBe(1);
    await expect
      .poll(async () => orderOf(await late.call('pay/order', { order_token: order.order_token })).status, {
        timeout: 5_000,
      })
      .toBe(2);
    expect(await count(late, 'payments', merchant.id)).toBe(1);
  });

  it('completes an order whose notification was lost when it is read (the channel is queried)', async () => {
    const { merchant, store } = await payStore(lossy);
    const order = orderOf(await createOrder(lossy, store.payToken));
    await lossy.call('sandbox/wallet_action', { txn_token: txnOf(order), action: 'pay' });
    const { rows } = await lossy.db.execute<{ status: number }>(
      sql`select status from orders where pay_token = ${order.order_token}`,
    );
    expect(rows[0]!.status).toBe(1);
    expect(orderOf(await lossy.call('pay/order', { order_token: order.order_token })).status).toBe(2);
    expect(await count(lossy, 'payments', merchant.id)).toBe(1);
  });

  it('records one payment and one notification when notifications and reads arrive at once', async () => {
    const { merchant, store } = await payStore(lossy, { notifyUrl: 'http://127.0.0.1:9/hooks' });
    const order = orderOf(await createOrder(lossy, store.payToken));
    await lossy.call('sandbox/wallet_action', { txn_token: txnOf(order), action: 'pay' });
    const gateway = gatewayOn(lossy);
    const notification = {
      channelId: 1,
      channelTxnId: txnOf(order),
      merchantId: merchant.id,
      orderNumber: order.order_no,
      status: 'paid' as const,
    };
    await Promise.all([
      ...Array.from({ length: 6 }, () => gateway.handleNotification(notification)),
      ...Array.from({ length: 4 }, () => lossy.call('pay/order', { order_token: order.order_token })),
    ]);
    expect(await count(lossy, 'payments', merchant.id)).toBe(1);
    expect(await count(lossy, 'webhook_events', merchant.id)).toBe(1);
    expect(orderOf(await lossy.call('pay/order', { order_token: order.order_token })).status).toBe(2);
  });

  it('completes, not expires, an order the customer paid just before its expiry', async () => {
    const { merchant, store } = await payStore(lossy);
    const order = orderOf(await createOrder(lossy, store.payToken));
    await lossy.call('sandbox/wallet_action', { txn_token: txnOf(order), action: 'pay' });
    await lossy.db.execute(
      sql`update orders set expires_at = now() - interval '1 second' where pay_token = ${order.order_token}`,
    );
    expect(orderOf(await lossy.call('pay/order', { order_token: order.order_token })).status).toBe(2);
    expect(await count(lossy, 'payments', merchant.id)).toBe(1);
  });
});

describe('the reconciler', () => {
  it('completes quiet paid orders and expires overdue ones that nobody reads', async () => {
    const { merchant, store } = await payStore(lossy, { notifyUrl: 'http://127.0.0.1:9/hooks' });
    const paid = orderOf(await createOrder(lossy, store.payToken));
    const overdue = orderOf(await createOrder(lossy, store.payToken));
    const waiting = orderOf(await createOrder(lossy, store.payToken));
    await lossy.call('sandbox/wallet_action', { txn_token: txnOf(paid), action: 'pay' });
    await lossy.db.execute(
      sql`update orders set expires_at = now() - interval '1 second' where pay_token = ${overdue.order_token}`,
    );
    const result = await gatewayOn(lossy).reconcile();
    expect(result.settled).toBeGreaterThanOrEqual(2);
    const { rows } = await lossy.db.execute<{ pay_token: string; status: number }>(
      sql`select pay_token, status from orders where merchant_id = ${merchant.id} order by id`,
    );
    expect(rows.map((row) => row.status)).toEqual([2, 5, 1]);
    expect(rows[2]!.pay_token).toBe(waiting.order_token);
    expect(await count(lossy, 'payments', merchant.id)).toBe(1);
    expect(await count(lossy, 'webhook_events', merchant.id)).toBe(1);
  });

  it('runs as a periodic job', async () => {
    const { merchant, store } = await payStore(lossy);
    const order = orderOf(await createOrder(lossy, store.payToken));
    await lossy.call('sandbox/wallet_action', { txn_token: txnOf(order), action: 'pay' });
    const log = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} } as unknown as FastifyBaseLogger;
    const job = createPeriodicJob(lossy.db, reconcileJob(gatewayOn(lossy), 50), { retryDelaysMs: [] }, log);
    job.start();
    try {
      await expect.poll(() => count(lossy, 'payments', merchant.id), { timeout: 5_000 }).toBe(1);
    } finally {
      await job.stop();
    }
  });

  it('records a payment a channel reports after the order expired here: the money is never lost', async () => {
    const { merchant, store } = await payStore(lossy);
    const order = orderOf(await createOrder(lossy, store.payToken));
    await lossy.db.execute(sql`update orders set status = 5 where pay_token = ${order.order_token}`);
    // A real channel that took the money anyway (the sandbox itself refuses to): its books say paid.
    await lossy.db.execute(sql`update sandbox_transactions set status = 2 where channel_txn_id = ${txnOf(order)}`);
    await gatewayOn(lossy).handleNotification({
      channelId: 1,
      channelTxnId: txnOf(order),
      merchantId: merchant.id,
      orderNumber: order.order_no,
      status: 'paid',
    });
    expect(orderOf(await lossy.call('pay/order', { order_token: order.order_token })).status).toBe(2);
    expect(await count(lossy, 'payments', merchant.id)).toBe(1);
  });
});

describe('orders of the merchant API on the pay page', () => {
  it('lets the customer pick a method, pays it, finds it by number and refunds at the channel', async () => {
    const { merchant, store } = await payStore(server);
    const gateway = gatewayOn(server);
    const created = await gateway.createOrder({
      merchantId: merchant.id,
      storeId: store.id,
      sourceType: 4,
      currencyId: 1,
      orderMinor: 3000,
      outTradeNo: 'INV-1001',
    });
    expect(created).toMatchObject({ status: 1, channelId: null, walletUrl: null, outTradeNo: 'INV-1001' });
    expect(created.payUrl).toBe(`${server.config.publicUrl}/pay/o/${created.token}`);
    await expect(
      gateway.createOrder({
        merchantId: merchant.id,
        storeId: store.id,
        sourceType: 4,
        currencyId: 1,
        orderMinor: 10,
        outTradeNo: 'INV-1001',
      }),
    ).rejects.toThrow();

    const shown = orderOf(await server.call('pay/order', { order_token: created.token }));
    expect(shown.methods.map((m) => m.method)).toEqual(['wechat', 'alipay', 'unionpay', 'card']);
    const picked = orderOf(await server.call('pay/pay_order', { order_token: created.token, method: 'unionpay' }));
    expect(picked.wallet_url).toMatch(/\/up_/);
    // The customer goes back and picks WeChat Pay: the UnionPay transaction is closed.
    const switched = orderOf(await server.call('pay/pay_order', { order_token: created.token, method: 'wechat' }));
    expect(switched.wallet_url).toMatch(/\/wx_/);
    expect((await server.call('sandbox/wallet_action', { txn_token: txnOf(picked), action: 'pay' })).status).toBe(409);
    await server.call('sandbox/wallet_action', { txn_token: txnOf(switched), action: 'pay' });

    const found = await gateway.findOrder(merchant.id, { outTradeNo: 'INV-1001' });
    expect(found).toMatchObject({ status: 2, channelId: 1, grossMinor: 3000 });
    expect(await gateway.findOrder(merchant.id, { number: found!.number })).toMatchObject({ id: created.id });
    const other = await createMerchant(server.db);
    expect(await gateway.findOrder(other.id, { number: found!.number })).toBeNull();

    const refund = (refundId: string, amountMinor: number) =>
      gateway.refundAtChannel({ merchantId: merchant.id, orderNumber: found!.number, refundId, amountMinor });
    const first = await refund(`${found!.id}-r1`, 1000);
    expect(first).toMatchObject({ status: 'succeeded' });
    expect(first.channelRefundId).toMatch(/^wxr_[0-9a-f]{32}$/);
    // A refund id is refunded once, also when it arrives again or several times at once.
    expect(await refund(`${found!.id}-r1`, 1000)).toEqual(first);
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => refund(`${found!.id}-r2`, 500)));
    expect(new Set(concurrent.map((result) => result.status))).toEqual(new Set(['succeeded']));
    // Never more than was paid: 30.00 paid, 15.00 refunded, 15.01 more is refused, 15.00 is not.
    expect(await refund(`${found!.id}-r3`, 1501)).toMatchObject({ status: 'failed' });
    expect(await refund(`${found!.id}-r4`, 1500)).toMatchObject({ status: 'succeeded' });
    expect(await refund(`${found!.id}-r5`, 1)).toMatchObject({ status: 'failed' });
    const { rows } = await server.db.execute<{ refunded_minor: number }>(
      sql`select refunded_minor from sandbox_transactions where channel_txn_id = ${txnOf(switched)}`,
    );
    expect(rows[0]!.refunded_minor).toBe(3000);
    await expect(
      gateway.refundAtChannel({ merchantId: merchant.id, orderNumber: 'O000000', refundId: 'x', amountMinor: 1 }),
    ).rejects.toThrow();
  });

  it('sends an order with a channel to it at once (its wallet step is ready)', async () => {
    const { merchant, store } = await payStore(server);
    const gateway = gatewayOn(server);
    const order = await gateway.createOrder({
      merchantId: merchant.id,
      storeId: store.id,
      sourceType: 5,
      currencyId: 1,
      orderMinor: 500,
      channelId: 1,
      notifyUrl: 'https://merchant.example/order-hook',
    });
    expect(order.walletUrl).toMatch(/\/pay\/wallet\/wx_/);
    await server.call('sandbox/wallet_action', { txn_token: order.walletUrl!.split('/').pop()!, action: 'pay' });
    const { rows } = await server.db.execute<{ notify_url: string }>(
      sql`select notify_url from webhook_events where merchant_id = ${merchant.id}`,
    );
    expect(rows).toEqual([{ notify_url: 'https://merchant.example/order-hook' }]);
  });
});

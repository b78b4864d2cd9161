import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantChannelRates, stores } from '@mbo/db/schema';
import { createMerchant } from '../../../test/support/factories.ts';
import { startTestServer, type CallResult, type TestServer } from '../../../test/support/harness.ts';

/** The demo deployment (sandbox on), and a second deployment on the same database with the sandbox off. */
let sandbox: TestServer;
let live: TestServer;
beforeAll(async () => {
  sandbox = await startTestServer();
  live = await startTestServer({ DEMO: '0' }, { databaseUrl: sandbox.databaseUrl });
});
afterAll(async () => {
  await live.close();
  await sandbox.close();
});

async function wechatStore(target: TestServer) {
  const merchant = await createMerchant(target.db);
  await target.db
    .insert(merchantChannelRates)
    .values({ merchantId: merchant.id, paymentChannelId: 2, onlineRatePpm: 15_000 });
  const [store] = await target.db
    .insert(stores)
    .values({
      merchantId: merchant.id,
      number: `S${merchant.id}`,
      name: 'Live Kiosk',
      shortName: 'Kiosk',
      type: 1,
      address: '1 George Street, Sydney NSW 2000',
      feeType: 1,
      supportCurrencies: [1],
      messageType: 1,
    })
    .returning();
  return { merchant, store: store! };
}

let seq = 0;
const createOrder = (target: TestServer, payToken: string, method?: string) =>
  target.call('pay/create_order', {
    pay_token: payToken,
    client_request_id: `req-switch-${Date.now()}-${(seq += 1)}-abcdef`,
    amount: '12.50',
    currency_id: 1,
    ...(method ? { method } : {}),
  });
const orderOf = (result: CallResult) =>
  result.body.order as {
    order_token: string;
    status: number;
    wallet_url: string | null;
    methods: { method: string }[];
  };

describe('a deployment without SANDBOX_CHANNELS (the default outside npm start; always so in production)', () => {
  it('offers no sandbox method and refuses to send an order to one', async () => {
    const { store } = await wechatStore(live);
    expect((await sandbox.call('pay/store', { pay_token: store.payToken })).body.store).toMatchObject({
      methods: [{ method: 'wechat' }, { method: 'alipay' }],
    });
    expect((await live.call('pay/store', { pay_token: store.payToken })).body.store).toMatchObject({ methods: [] });
    const refused = await createOrder(live, store.payToken, 'wechat');
    expect([refused.status, refused.body.msg]).toEqual([
      400,
      'This store cannot take this payment method at the moment.',
    ]);
  });

  it('has no public wallet step: an anonymous visitor cannot "pay" an order, and nothing is booked', async () => {
    const { merchant, store } = await wechatStore(live);
    const created = orderOf(await createOrder(sandbox, store.payToken, 'wechat'));
    const txnToken = created.wallet_url!.split('/').pop()!;
    expect((await live.call('sandbox/wallet', { txn_token: txnToken })).status).toBe(404);
    const paid = await live.call('sandbox/wallet_action', { txn_token: txnToken, action: 'pay' });
    expect(paid.status).toBe(404);
    const { rows } = await live.db.execute<{ n: number }>(
      sql`select count(*)::int as n from payments where merchant_id = ${merchant.id}`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('records which adapter confirmed a payment: the sandbox', async () => {
    const { merchant, store } = await wechatStore(sandbox);
    const created = orderOf(await createOrder(sandbox, store.payToken, 'wechat'));
    const txnToken = created.wallet_url!.split('/').pop()!;
    expect((await sandbox.call('sandbox/wallet_action', { txn_token: txnToken, action: 'pay' })).status).toBe(200);
    await expect
      .poll(
        async () =>
          (
            await sandbox.db.execute<{ confirmed_by: string }>(
              sql`select confirmed_by from payments where merchant_id = ${merchant.id}`,
            )
          ).rows,
      )
      .toEqual([{ confirmed_by: 'sandbox' }]);
  });
});

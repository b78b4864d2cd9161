/**
 * The verification gate outside the back-office's calls (issue 11 §5): an unverified merchant's API keys create
 * nothing, its stores take no payments, and its members cannot issue keys or upload store images. (The gate on
 * every back-office call is the generated matrix, test/access/verification-gate-matrix.api.test.ts.)
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { translate } from '@mbo/contracts/i18n';
import { merchants } from '@mbo/db/schema';
import { merchantWithKey, newOrder, signed } from '../../../test/kits/merchant-api-test-kit.ts';
import { createMerchant, createStore, memberWithRoles } from '../../../test/support/factories.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { sleep } from '../../../test/support/sleep.ts';
import { KEY_CACHE_MS } from '../api-keys/api-keys.public.ts';

const server = serverForThisFile();

const setVerified = (merchantId: number, isVerify: boolean) =>
  server.db.update(merchants).set({ isVerify }).where(eq(merchants.id, merchantId));

async function ordersOf(merchantId: number): Promise<number> {
  const { rows } = await server.db.execute<{ n: number }>(
    sql`select count(*)::int as n from orders where merchant_id = ${merchantId}`,
  );
  return rows[0]!.n;
}

const payBody = (payToken: string) => ({
  pay_token: payToken,
  client_request_id: `gate-${payToken.slice(0, 8)}-abcdefgh`,
  amount: '12.50',
  currency_id: 1,
  method: 'wechat' as const,
});

describe("an unverified merchant's API keys", () => {
  it('create and read no orders, in the caller language, and work again once it is verified', async () => {
    const merchant = await merchantWithKey(server);
    const before = await signed(server, merchant.key, 'POST', '/v1/orders', newOrder());
    expect(before.status).toBe(201);

    await setVerified(merchant.merchant.id, false);
    await sleep(KEY_CACHE_MS + 50);
    const refused = await signed(server, merchant.key, 'POST', '/v1/orders', newOrder(), { language: 'zh-CN' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: { code: 'merchant_unverified', message: translate('zh_CN', 'merchant_gate.api_unverified') },
    });
    const read = await signed(server, merchant.key, 'GET', '/v1/orders?out_trade_no=SO-none');
    expect(read.status).toBe(403);
    expect(read.body.error?.code).toBe('merchant_unverified');
    expect(await ordersOf(merchant.merchant.id)).toBe(1);

    await setVerified(merchant.merchant.id, true);
    await sleep(KEY_CACHE_MS + 50);
    expect((await signed(server, merchant.key, 'POST', '/v1/orders', newOrder())).status).toBe(201);
  });

  it('cannot be issued: the developer calls refuse an unverified merchant, even its super admin', async () => {
    const owner = await memberWithRoles(server, [1], { isVerify: false, applicationStatus: 'under_review' });
    for (const name of ['merchant/send_secret_key', 'merchant/send_rotate_secret_key_code'] as const) {
      const result = await server.call(name, { merchant_id: owner.merchant.id }, { token: owner.token });
      expect(result.status).toBe(403);
      expect(result.body).toEqual({
        return_code: 'FAIL',
        success: false,
        msg: translate('en', 'merchant_gate.unverified'),
      });
    }
    const { rows } = await server.db.execute<{ n: number }>(
      sql`select count(*)::int as n from merchant_api_keys where merchant_id = ${owner.merchant.id}`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});

describe("an unverified merchant's store on the pay page", () => {
  it('shows who it is, takes no payment (no method, no quote, no order) and says why in both languages', async () => {
    const merchant = await createMerchant(server.db, { isVerify: false, applicationStatus: 'under_review' });
    const store = await createStore(server.db, merchant.id);

    const shown = await server.call('pay/store', { pay_token: store.payToken });
    expect(shown.status).toBe(200);
    expect(shown.body.store).toMatchObject({ name: store.name, is_accepting_payments: false, methods: [] });

    const quote = await server.call('pay/quote', { pay_token: store.payToken, amount: '12.50', currency_id: 1 });
    expect(quote.status).toBe(403);
    for (const [language, catalogue] of [
      ['en-US', 'en'],
      ['zh-CN', 'zh_CN'],
    ] as const) {
      const created = await server.call('pay/create_order', payBody(store.payToken), { language });
      expect(created.status).toBe(403);
      expect(created.body).toEqual({
        return_code: 'FAIL',
        success: false,
        msg: translate(catalogue, 'merchant_gate.pay_unverified'),
      });
    }
    expect(await ordersOf(merchant.id)).toBe(0);
  });

  it('takes the payment once the merchant is verified (the same store, the same request)', async () => {
    const merchant = await createMerchant(server.db, { isVerify: false });
    const store = await createStore(server.db, merchant.id);
    expect((await server.call('pay/create_order', payBody(store.payToken))).status).toBe(403);
    await setVerified(merchant.id, true);
    const shown = await server.call('pay/store', { pay_token: store.payToken });
    expect(shown.body.store).toMatchObject({ is_accepting_payments: true });
    const created = await server.call('pay/create_order', payBody(store.payToken));
    expect(created.status).toBe(200);
    expect(await ordersOf(merchant.id)).toBe(1);
  });
});

/** An order's state and the payments of its merchant, as the books hold them. */
async function booksOf(merchantId: number, orderNo: string) {
  const { rows } = await server.db.execute<{ status: number; txn_status: number | null; payments: number }>(sql`
    select o.status, st.status as txn_status,
      (select count(*)::int from payments p where p.merchant_id = o.merchant_id) as payments
    from orders o left join sandbox_transactions st on st.channel_txn_id = o.channel_txn_id
    where o.merchant_id = ${merchantId} and o.number = ${orderNo}`);
  return rows[0];
}

const refusal = (catalogue: 'en' | 'zh_CN') => ({
  return_code: 'FAIL',
  success: false,
  msg: translate(catalogue, 'merchant_gate.order_unverified'),
});

describe('an order created before its merchant lost its verification', () => {
  it('is not paid in the wallet step within its 15 minutes: refused in both languages, it stays unpaid', async () => {
    const merchant = await createMerchant(server.db);
    const store = await createStore(server.db, merchant.id);
    const created = await server.call('pay/create_order', payBody(store.payToken));
    expect(created.status, created.body.msg).toBe(200);
    const { order } = created.body;
    const txnToken = order.wallet_url!.split('/').pop()!;

    await setVerified(merchant.id, false);
    for (const [language, catalogue] of [
      ['en-US', 'en'],
      ['zh-CN', 'zh_CN'],
    ] as const) {
      const paid = await server.call('sandbox/wallet_action', { txn_token: txnToken, action: 'pay' }, { language });
      expect(paid.status).toBe(403);
      expect(paid.body).toEqual(refusal(catalogue));
    }
    // Another method is refused too: no new channel transaction.
    const switched = await server.call('pay/pay_order', { order_token: order.order_token, method: 'alipay' });
    expect(switched.status).toBe(403);
    expect(switched.body).toEqual(refusal('en'));
    expect(await booksOf(merchant.id, order.order_no)).toEqual({ status: 1, txn_status: 1, payments: 0 });
    const read = await server.call('pay/order', { order_token: order.order_token });
    expect(read.body.order).toMatchObject({ status: 1, transaction_no: null });

    // Verified again within the order's time, the same wallet step pays: the refusal was the verification's.
    await setVerified(merchant.id, true);
    const paid = await server.call('sandbox/wallet_action', { txn_token: txnToken, action: 'pay' });
    expect(paid.status, paid.body.msg).toBe(200);
    expect(await booksOf(merchant.id, order.order_no)).toMatchObject({ status: 2, payments: 1 });
  });

  it('made by the merchant API without a method offers none on the pay page and is not sent to a channel', async () => {
    const merchant = await merchantWithKey(server);
    const created = await signed(server, merchant.key, 'POST', '/v1/orders', newOrder({ channel: undefined }));
    expect(created.status).toBe(201);
    const order = created.body.order as { order_no: string; pay_url: string };
    const token = order.pay_url.split('/').pop()!;
    const before = await server.call('pay/order', { order_token: token });
    expect(before.body.order.methods.length).toBeGreaterThan(0);
    expect(before.body.order.is_accepting_payments).toBe(true);

    await setVerified(merchant.merchant.id, false);
    const shown = await server.call('pay/order', { order_token: token });
    expect(shown.body.order).toMatchObject({ status: 1, methods: [], is_accepting_payments: false });
    const paid = await server.call('pay/pay_order', { order_token: token, method: 'wechat' }, { language: 'zh-CN' });
    expect(paid.status).toBe(403);
    expect(paid.body).toEqual(refusal('zh_CN'));
    expect(await booksOf(merchant.merchant.id, order.order_no)).toEqual({ status: 1, txn_status: null, payments: 0 });
  });
});

describe("an unverified merchant's store images", () => {
  it('refuses the upload route with the gate message', async () => {
    const owner = await memberWithRoles(server, [1], { isVerify: false });
    const form = new FormData();
    form.append('merchant_id', String(owner.merchant.id));
    form.append('img', new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }), 'logo.jpg');
    const response = await fetch(`${server.url}/api/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}` },
      body: form,
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ msg: translate('en', 'merchant_gate.unverified') });
  });
});

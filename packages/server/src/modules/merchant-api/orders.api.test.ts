import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/harness.ts';
import { merchantWithKey, newOrder, payInSandbox, signed } from '../../../test/kits/merchant-api-test-kit.ts';

let server: TestServer;
let merchant: Awaited<ReturnType<typeof merchantWithKey>>;
let other: Awaited<ReturnType<typeof merchantWithKey>>;
beforeAll(async () => {
  server = await startTestServer({ WEBHOOK_RELAY_INTERVAL_MS: '0' });
  merchant = await merchantWithKey(server);
  other = await merchantWithKey(server);
});
afterAll(() => server.close());

interface OrderBody {
  order: {
    order_no: string;
    out_trade_no: string;
    status: string;
    amount: string;
    currency: string;
    pay_url: string;
    qr_content: string;
    paid_amount: string | null;
  };
}
interface RefundBody {
  refund: { out_refund_no: string; refund_no: string; order_no: string; amount: string; status: string };
}

async function paidOrder(amount = '20.00') {
  const created = await signed(server, merchant.key, 'POST', '/v1/orders', newOrder({ amount }));
  expect(created.status).toBe(201);
  const { order } = created.body as unknown as OrderBody;
  await payInSandbox(server, merchant.merchant.id, order.order_no);
  return order;
}

describe('/v1/orders', () => {
  it('creates an order with a pay URL and QR content, and finds it by number and by out_trade_no', async () => {
    const body = newOrder({ amount: 12.5, source_type: 5 });
    const created = await signed(server, merchant.key, 'POST', '/v1/orders', body);
    expect(created.status).toBe(201);
    const { order } = created.body as unknown as OrderBody;
    expect(order).toMatchObject({
      out_trade_no: body.out_trade_no,
      status: 'pending',
      amount: '12.50',
      currency: 'AUD',
      paid_amount: null,
    });
    expect(order.pay_url).toMatch(/^https?:\/\/.+\/pay\//);
    expect(order.qr_content).toBeTruthy();

    const byNumber = await signed(server, merchant.key, 'GET', `/v1/orders/${order.order_no}`);
    expect((byNumber.body as unknown as OrderBody).order.order_no).toBe(order.order_no);
    const byRef = await signed(server, merchant.key, 'GET', `/v1/orders?out_trade_no=${body.out_trade_no}`);
    expect((byRef.body as unknown as OrderBody).order.order_no).toBe(order.order_no);
  });

  it('shows the order paid once the sandbox pays it', async () => {
    const order = await paidOrder('15.00');
    const found = await signed(server, merchant.key, 'GET', `/v1/orders/${order.order_no}`);
    expect((found.body as unknown as OrderBody).order).toMatchObject({ status: 'paid', paid_amount: '15.00' });
  });

  it('refuses bad input with a clear message and creates nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [newOrder({ amount: '12.345' }), 'amount_invalid'],
      [newOrder({ amount: '0' }), 'amount_invalid'],
      [newOrder({ currency: 'XYZ' }), 'currency_invalid'],
      [newOrder({ source_type: 1 }), 'field_invalid'],
      [newOrder({ out_trade_no: '' }), 'field_invalid'],
      [newOrder({ notify_url: 'ftp://x.example.com' }), 'notify_url_invalid'],
    ];
    for (const [body, code] of cases) {
      const answer = await signed(server, merchant.key, 'POST', '/v1/orders', body);
      expect([answer.status, answer.body.error?.code], JSON.stringify(body)).toEqual([400, code]);
    }
    const { rows } = await server.db.execute(
      sql`select 1 from orders where merchant_id = ${merchant.merchant.id} and out_trade_no = ${cases[0]![0].out_trade_no as string}`,
    );
    expect(rows).toHaveLength(0);
    const badJson = await signed(server, merchant.key, 'POST', '/v1/orders', '{"amount":');
    expect([badJson.status, badJson.body.error?.code]).toEqual([400, 'body_invalid']);
  });

  it('takes the pay page amount rule and currencies: at most 99,999,999.99, only a currency the store accepts, in the pay page words', async () => {
    const largest = await signed(server, merchant.key, 'POST', '/v1/orders', newOrder({ amount: '99999999.99' }));
    expect([largest.status, (largest.body as unknown as OrderBody).order?.amount]).toEqual([201, '99999999.99']);
    const cases: [Record<string, unknown>, string, string][] = [
      [newOrder({ amount: '100000000.00' }), 'amount_too_large', 'The amount is too large.'],
      [newOrder({ amount: 1e15 }), 'amount_too_large', 'The amount is too large.'],
      [newOrder({ amount: '9999999999999.99' }), 'amount_too_large', 'The amount is too large.'],
      // The test store takes AUD only (the default), as its pay page offers.
      [newOrder({ currency: 'USD' }), 'currency_not_accepted', 'This store does not accept USD.'],
    ];
    for (const [body, code, message] of cases) {
      const answer = await signed(server, merchant.key, 'POST', '/v1/orders', body);
      expect([answer.status, answer.body.error?.code, answer.body.error?.message], JSON.stringify(body)).toEqual([
        400,
        code,
        message,
      ]);
      const { rows } = await server.db.execute(
        sql`select 1 from orders where merchant_id = ${merchant.merchant.id} and out_trade_no = ${body.out_trade_no as string}`,
      );
      expect(rows).toHaveLength(0);
    }
    const chinese = await signed(server, merchant.key, 'POST', '/v1/orders', newOrder({ currency: 'CNY' }), {
      language: 'zh-CN',
    });
    expect(chinese.body.error?.message).toBe('该门店不接受 CNY。');
  });

  it("refuses a duplicate out_trade_no and another merchant's store", async () => {
    const body = newOrder();
    expect((await signed(server, merchant.key, 'POST', '/v1/orders', body)).status).toBe(201);
    const again = await signed(server, merchant.key, 'POST', '/v1/orders', body);
    expect(again.status).toBe(409);
    const foreignStore = await signed(
      server,
      merchant.key,
      'POST',
      '/v1/orders',
      newOrder({ store_id: other.store.id }),
    );
    expect([foreignStore.status, foreignStore.body.error?.code]).toEqual([404, 'store_not_found']);
  });

  it("answers 404 for another merchant's order and refund", async () => {
    const order = await paidOrder('9.00');
    const refunded = await signed(server, merchant.key, 'POST', `/v1/orders/${order.order_no}/refunds`, {
      amount: '1.00',
      out_refund_no: 'RF-foreign-1',
    });
    expect(refunded.status).toBe(201);
    expect((await signed(server, other.key, 'GET', `/v1/orders/${order.order_no}`)).status).toBe(404);
    expect((await signed(server, other.key, 'GET', `/v1/orders?out_trade_no=${order.out_trade_no}`)).status).toBe(404);
    expect((await signed(server, other.key, 'GET', '/v1/refunds/RF-foreign-1')).status).toBe(404);
    const foreignRefund = await signed(server, other.key, 'POST', `/v1/orders/${order.order_no}/refunds`, {
      amount: '1.00',
      out_refund_no: 'RF-foreign-2',
    });
    expect(foreignRefund.status).toBe(404);
  });
});

describe('/v1/ refunds', () => {
  it('refunds part of a paid order, answers a repeat of the same out_refund_no with the first refund, and finds it', async () => {
    const order = await paidOrder('20.00');
    const first = await signed(server, merchant.key, 'POST', `/v1/orders/${order.order_no}/refunds`, {
      amount: '5.00',
      out_refund_no: 'RF-part-1',
      reason: 'one bowl returned',
    });
    expect(first.status).toBe(201);
    const { refund } = first.body as unknown as RefundBody;
    expect(refund).toMatchObject({
      out_refund_no: 'RF-part-1',
      order_no: order.order_no,
      amount: '5.00',
      status: 'succeeded',
    });

    const repeat = await signed(server, merchant.key, 'POST', `/v1/orders/${order.order_no}/refunds`, {
      amount: '5.00',
      out_refund_no: 'RF-part-1',
    });
    expect(repeat.status).toBe(200);
    expect((repeat.body as unknown as RefundBody).refund.refund_no).toBe(refund.refund_no);
    const reused = await signed(server, merchant.key, 'POST', `/v1/orders/${order.order_no}/refunds`, {
      amount: '6.00',
      out_refund_no: 'RF-part-1',
    });
    expect([reused.status, reused.body.error?.code]).toEqual([409, 'out_refund_no_reused']);

    const found = await signed(server, merchant.key, 'GET', '/v1/refunds/RF-part-1');
    expect((found.body as unknown as RefundBody).refund.refund_no).toBe(refund.refund_no);
    const { rows } = await server.db.execute<{ refunded_minor: number }>(
      sql`select p.refunded_minor from payments p join orders o on o.payment_id = p.id where o.number = ${order.order_no}`,
    );
    expect(Number(rows[0]!.refunded_minor)).toBe(500);
    // The channel refunded it once, though asked twice (the repeat asks again, idempotent per refund).
    const channel = await server.db.execute<{ refunded_minor: number }>(
      sql`select st.refunded_minor from sandbox_transactions st join orders o on o.channel_txn_id = st.channel_txn_id where o.number = ${order.order_no}`,
    );
    expect(Number(channel.rows[0]!.refunded_minor)).toBe(500);
  });

  it('refuses more than is left (the back-office rule and message) and an unpaid order', async () => {
    const order = await paidOrder('10.00');
    expect(
      (
        await signed(server, merchant.key, 'POST', `/v1/orders/${order.order_no}/refunds`, {
          amount: '4.00',
          out_refund_no: 'RF-max-1',
        })
      ).status,
    ).toBe(201);
    const above = await signed(server, merchant.key, 'POST', `/v1/orders/${order.order_no}/refunds`, {
      amount: '6.01',
      out_refund_no: 'RF-max-2',
    });
    expect(above.status).toBe(400);
    expect(above.body.error).toEqual({
      code: 'refund_amount_max',
      message: 'The maximum refundable amount is AUD 6.00.',
    });
    expect(
      (
        await signed(server, merchant.key, 'POST', `/v1/orders/${order.order_no}/refunds`, {
          amount: '6.00',
          out_refund_no: 'RF-max-3',
        })
      ).status,
    ).toBe(201);
    const full = await signed(server, merchant.key, 'POST', `/v1/orders/${order.order_no}/refunds`, {
      amount: '0.01',
      out_refund_no: 'RF-max-4',
    });
    expect([full.status, full.body.error?.code]).toEqual([409, 'refund_fully_refunded']);

    const pending = await signed(server, merchant.key, 'POST', '/v1/orders', newOrder());
    const pendingNo = (pending.body as unknown as OrderBody).order.order_no;
    const unpaid = await signed(server, merchant.key, 'POST', `/v1/orders/${pendingNo}/refunds`, {
      amount: '1.00',
      out_refund_no: 'RF-unpaid',
    });
    expect([unpaid.status, unpaid.body.error?.code]).toEqual([409, 'order_not_paid']);
    expect((await signed(server, merchant.key, 'GET', '/v1/refunds/RF-unpaid')).status).toBe(404);
  });
});

describe('the README example (scripts/examples/create-order.mjs)', () => {
  it('signs a request with MBO_KEY_ID, MBO_SECRET and MBO_URL and prints the pay URL', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/examples/create-order.mjs'], {
      env: { ...process.env, MBO_KEY_ID: merchant.key.keyId, MBO_SECRET: merchant.key.secret, MBO_URL: server.url },
      timeout: 20_000,
    });
    const payUrl = /https?:\/\/\S+\/pay\/\S+/.exec(stdout)?.[0];
    expect(payUrl, stdout).toBeTruthy();
    const { rows } = await server.db.execute(
      sql`select 1 from orders where merchant_id = ${merchant.merchant.id} and out_trade_no like 'example-%'`,
    );
    expect(rows).toHaveLength(1);
  });
});

describe('/v1/orders under concurrent requests (the hot statements run in batches)', () => {
  it('answers each of a burst for itself: distinct orders, and only the bad requests refused', async () => {
    const reusedNonce = randomBytes(12).toString('hex');
    const duplicate = newOrder();
    const requests = [
      ...Array.from({ length: 30 }, () => ({ body: newOrder(), options: {} })),
      // The same out_trade_no twice and the same nonce twice, in the same burst: one of each pair wins.
      { body: duplicate, options: {} },
      { body: duplicate, options: {} },
      { body: newOrder(), options: { nonce: reusedNonce } },
      { body: newOrder(), options: { nonce: reusedNonce } },
    ];
    const answers = await Promise.all(
      requests.map(({ body, options }) =>
        signed(server, merchant.key, 'POST', '/v1/orders', body, {
          ...options,
          headers: { 'idempotency-key': randomBytes(8).toString('hex') },
        }),
      ),
    );
    const created = answers
      .filter((answer) => answer.status === 201)
      .map((answer) => (answer.body as unknown as OrderBody).order);
    expect(created).toHaveLength(32);
    expect(new Set(created.map((order) => order.order_no)).size).toBe(32);
    expect(new Set(created.map((order) => order.out_trade_no)).size).toBe(32);
    expect(
      answers
        .slice(30, 32)
        .map((answer) => answer.status)
        .sort(),
    ).toEqual([201, 409]);
    expect(
      answers
        .slice(32)
        .map((answer) => [answer.status, answer.body.error?.code ?? null])
        .sort(),
    ).toEqual([
      [201, null],
      [401, 'nonce_reused'],
    ]);
    // Each answer is the order the request asked for.
    for (const [index, answer] of answers.entries()) {
      if (answer.status === 201)
        expect((answer.body as unknown as OrderBody).order.out_trade_no).toBe(requests[index]!.body.out_trade_no);
    }

    // Paid all at once: each order is paid once, with one payment each.
    await Promise.all(created.map((order) => payInSandbox(server, merchant.merchant.id, order.order_no)));
    const { rows } = await server.db.execute<{ paid: number; payments: number }>(sql`
      select count(*) filter (where o.status = 2)::int as paid, count(distinct p.id)::int as payments
      from orders o left join payments p on p.id = o.payment_id
      where o.merchant_id = ${merchant.merchant.id} and o.number in (${sql.join(
        created.map((order) => sql`${order.order_no}`),
        sql`, `,
      )})`);
    expect(rows[0]).toEqual({ paid: 32, payments: 32 });
  });
});

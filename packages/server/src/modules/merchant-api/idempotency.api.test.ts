import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/harness.ts';
import { merchantWithKey, newOrder, signed, type ApiKey } from '../../../test/kits/merchant-api-test-kit.ts';

let server: TestServer;
let key: ApiKey;
let merchantId: number;
beforeAll(async () => {
  server = await startTestServer({ WEBHOOK_RELAY_INTERVAL_MS: '0' });
  const merchant = await merchantWithKey(server);
  key = merchant.key;
  merchantId = merchant.merchant.id;
});
afterAll(() => server.close());

const ordersWith = async (outTradeNo: string) =>
  (
    await server.db.execute(
      sql`select id from orders where merchant_id = ${merchantId} and out_trade_no = ${outTradeNo}`,
    )
  ).rows.length;

describe('Idempotency-Key', () => {
  it('replays the stored answer to a retry with the same key and body', async () => {
    const body = newOrder();
    const headers = { 'idempotency-key': `idem-${body.out_trade_no}` };
    const first = await signed(server, key, 'POST', '/v1/orders', body, { headers });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const retry = await signed(server, key, 'POST', '/v1/orders', body, { headers });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await ordersWith(body.out_trade_no)).toBe(1);
  });

  it('refuses the same key with another body (422), creating nothing', async () => {
    const body = newOrder();
    const headers = { 'idempotency-key': `idem-${body.out_trade_no}` };
    expect((await signed(server, key, 'POST', '/v1/orders', body, { headers })).status).toBe(201);
    const other = newOrder();
    const conflict = await signed(server, key, 'POST', '/v1/orders', other, { headers });
    expect([conflict.status, conflict.body.error?.code]).toEqual([422, 'idempotency_key_reused']);
    expect(await ordersWith(other.out_trade_no)).toBe(0);
  });

  it('stores a refusal as a final answer, and replays it', async () => {
    const body = newOrder({ currency: 'XYZ' });
    const headers = { 'idempotency-key': `idem-${body.out_trade_no}` };
    const first = await signed(server, key, 'POST', '/v1/orders', body, { headers });
    expect(first.status).toBe(400);
    const retry = await signed(server, key, 'POST', '/v1/orders', body, { headers });
    expect([retry.status, retry.headers.get('idempotent-replayed')]).toEqual([400, 'true']);
    expect(retry.body).toEqual(first.body);
  });

  it('concurrent requests with the same key make exactly one order; the others are told to retry or get that order', async () => {
    const body = newOrder();
    const headers = { 'idempotency-key': `idem-${body.out_trade_no}` };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => signed(server, key, 'POST', '/v1/orders', body, { headers })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    const orderNo = (answers.find((answer) => answer.status === 201)!.body as { order: { order_no: string } }).order
      .order_no;
    for (const answer of answers) {
      if (answer.status === 201) expect((answer.body as { order: { order_no: string } }).order.order_no).toBe(orderNo);
      else expect([answer.status, answer.body.error?.code]).toEqual([409, 'idempotency_in_progress']);
    }
    expect(statuses.filter((status) => status === 201 || status === 409)).toHaveLength(8);
    expect(await ordersWith(body.out_trade_no)).toBe(1);
  });

  it('refuses a reused nonce with an Idempotency-Key (401) without claiming the key', async () => {
    const nonce = `nonce-${newOrder().out_trade_no}`;
    expect(
      (
        await signed(server, key, 'POST', '/v1/orders', newOrder(), {
          nonce,
          headers: { 'idempotency-key': `first-${nonce}` },
        })
      ).status,
    ).toBe(201);
    const body = newOrder();
    const headers = { 'idempotency-key': `second-${nonce}` };
    const reused = await signed(server, key, 'POST', '/v1/orders', body, { nonce, headers });
    expect([reused.status, reused.body.error?.code]).toEqual([401, 'nonce_reused']);
    // The key was not taken: with a fresh nonce it runs (no replay, no "in progress").
    const fresh = await signed(server, key, 'POST', '/v1/orders', body, { headers });
    expect([fresh.status, fresh.headers.get('idempotent-replayed')]).toEqual([201, null]);
    expect(await ordersWith(body.out_trade_no)).toBe(1);
  });

  it('stores every answer of many concurrent requests (written together), each replayed to its own retry', async () => {
    const bodies = Array.from({ length: 24 }, () => newOrder());
    const send = (body: ReturnType<typeof newOrder>) =>
      signed(server, key, 'POST', '/v1/orders', body, { headers: { 'idempotency-key': `many-${body.out_trade_no}` } });
    const firsts = await Promise.all(bodies.map(send));
    expect(firsts.map((answer) => answer.status)).toEqual(bodies.map(() => 201));
    const retries = await Promise.all(bodies.map(send));
    for (const [index, retry] of retries.entries()) {
      expect([retry.status, retry.headers.get('idempotent-replayed')]).toEqual([201, 'true']);
      expect(retry.body).toEqual(firsts[index]!.body);
    }
  });

  describe('a first attempt that created its order and died before storing its answer', () => {
    // The crash, as the database is left by it: the order is committed, the key's claim has no answer.
    const crashBeforeAnswer = (idempotencyKey: string, claimedSecondsAgo: number) =>
      server.db.execute(sql`update api_idempotency_keys set response_status = null, response_body = null,
        created_at = now() - make_interval(secs => ${claimedSecondsAgo}) where merchant_id = ${merchantId} and key = ${idempotencyKey}`);

    it.each([
      ['while its claim looks in progress', 1],
      ['after its claim was abandoned and is taken over', 120],
    ])('answers the retry that order %s, and makes no second one', async (_, claimedSecondsAgo) => {
      const body = newOrder();
      const headers = { 'idempotency-key': `crash-${body.out_trade_no}` };
      const first = await signed(server, key, 'POST', '/v1/orders', body, { headers });
      expect(first.status).toBe(201);
      await crashBeforeAnswer(headers['idempotency-key'], claimedSecondsAgo);
      const retry = await signed(server, key, 'POST', '/v1/orders', body, { headers });
      expect(retry.status).toBe(201);
      expect((retry.body as { order: { order_no: string } }).order.order_no).toBe(
        (first.body as { order: { order_no: string } }).order.order_no,
      );
      expect(await ordersWith(body.out_trade_no)).toBe(1);
    });

    it('still refuses an out_trade_no another key used', async () => {
      const body = newOrder();
      expect(
        (
          await signed(server, key, 'POST', '/v1/orders', body, {
            headers: { 'idempotency-key': `one-${body.out_trade_no}` },
          })
        ).status,
      ).toBe(201);
      const other = await signed(server, key, 'POST', '/v1/orders', body, {
        headers: { 'idempotency-key': `two-${body.out_trade_no}` },
      });
      expect([other.status, other.body.error?.code]).toEqual([409, 'out_trade_no_used']);
      const none = await signed(server, key, 'POST', '/v1/orders', body);
      expect([none.status, none.body.error?.code]).toEqual([409, 'out_trade_no_used']);
      expect(await ordersWith(body.out_trade_no)).toBe(1);
    });
  });

  it('refuses a malformed key', async () => {
    const answer = await signed(server, key, 'POST', '/v1/orders', newOrder(), {
      headers: { 'idempotency-key': 'x'.repeat(256) },
    });
    expect([answer.status, answer.body.error?.code]).toEqual([400, 'idempotency_key_invalid']);
  });
});

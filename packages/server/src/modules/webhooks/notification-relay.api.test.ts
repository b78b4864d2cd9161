import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestServer, serverForThisFile } from '../../../test/support/harness.ts';
import { notificationSignature } from '../api-keys/api-keys.public.ts';
import { merchantWithKey, newOrder, payInSandbox, signed } from '../../../test/kits/merchant-api-test-kit.ts';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A merchant's notification receiver that answers the given statuses in turn (the last one from then on). */
async function receiver(statuses: number[]) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.statusCode = statuses[Math.min(received.length, statuses.length) - 1]!;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/mbo`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function until<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const server = serverForThisFile({
  WEBHOOK_RELAY_INTERVAL_MS: '50',
  WEBHOOK_RETRY_DELAYS_MS: '100,100,100',
  WEBHOOK_ALLOW_PRIVATE_TARGETS: '1',
});

describe('the notification relay', () => {
  it('retries a receiver that fails twice, delivers once on the third attempt with a stable event id and a verifiable signature', async () => {
    const { merchant, token, key } = await merchantWithKey(server);
    const hook = await receiver([500, 503, 200]);
    try {
      const created = await signed(server, key, 'POST', '/v1/orders', newOrder({ notify_url: hook.url }));
      const orderNo = (created.body as { order: { order_no: string } }).order.order_no;
      await payInSandbox(server, merchant.id, orderNo);

      type Page = {
        data: {
          event_id: string;
          type: string;
          status: number;
          attempts: number;
          last_http_status: number | null;
          delivered_at: string | null;
        }[];
      };
      const delivered = await until('the delivery', async () => {
        const list = await server.call('merchant/get_notification_list', { merchant_id: merchant.id }, { token });
        const event = (list.body.page_data as Page).data[0];
        return event?.status === 2 ? event : undefined;
      });
      expect(delivered).toMatchObject({ type: 'order.paid', attempts: 3, last_http_status: 200 });
      expect(delivered.delivered_at).toBeTruthy();
      expect(hook.received).toHaveLength(3);

      // The notification's order is the order as GET /v1/orders/{order_no} shows it: the same fields, the same values.
      const got = await signed(server, key, 'GET', `/v1/orders/${orderNo}`);
      const order = (got.body as { order: Record<string, unknown> }).order;
      expect(order.transaction_id).toMatch(/^P\d{15}$/);
      for (const { body } of hook.received) {
        const data = (JSON.parse(body) as { data: Record<string, unknown> }).data;
        expect(Object.keys(data).sort()).toEqual(Object.keys(order).sort());
        for (const field of Object.keys(order)) expect(data[field], field).toEqual(order[field]);
      }

      for (const { headers, body } of hook.received) {
        expect(headers['x-event-id']).toBe(delivered.event_id);
        const timestamp = headers['x-timestamp'] as string;
        expect(Math.abs(Date.now() / 1000 - Number(timestamp))).toBeLessThan(60);
        expect(headers['x-signature']).toBe(notificationSignature(key.secret, timestamp, body));
        const payload = JSON.parse(body) as {
          event_id: string;
          type: string;
          data: { order_no: string; status: string };
        };
        expect(payload).toMatchObject({
          event_id: delivered.event_id,
          type: 'order.paid',
          data: { order_no: orderNo, status: 'paid' },
        });
      }

      const attempts = await server.call(
        'merchant/get_notification_attempts',
        { merchant_id: merchant.id, event_id: delivered.event_id },
        { token },
      );
      expect(
        (attempts.body.attempts as { attempt: number; http_status: number; error: string | null }[]).map((a) => [
          a.attempt,
          a.http_status,
          a.error,
        ]),
      ).toEqual([
        [1, 500, null],
        [2, 503, null],
        [3, 200, null],
      ]);
      // Delivered is final: nothing more arrives.
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(hook.received).toHaveLength(3);
    } finally {
      await hook.close();
    }
  });

  it('sends a cancelled order as GET /v1/orders/{order_no} shows it too', async () => {
    const { merchant, key } = await merchantWithKey(server);
    const hook = await receiver([200]);
    try {
      const created = await signed(server, key, 'POST', '/v1/orders', newOrder({ notify_url: hook.url }));
      const orderNo = (created.body as { order: { order_no: string } }).order.order_no;
      const { rows } = await server.db.execute<{ channel_txn_id: string }>(
        sql`select channel_txn_id from orders where merchant_id = ${merchant.id} and number = ${orderNo}`,
      );
      expect(
        (await server.call('sandbox/wallet_action', { txn_token: rows[0]!.channel_txn_id, action: 'cancel' })).body
          .success,
      ).toBe(true);
      await until('the notification', () => (hook.received.length > 0 ? true : undefined));
      const payload = JSON.parse(hook.received[0]!.body) as { type: string; data: unknown };
      const got = await signed(server, key, 'GET', `/v1/orders/${orderNo}`);
      expect(payload.type).toBe('order.cancelled');
      expect(payload.data).toStrictEqual((got.body as { order: unknown }).order);
    } finally {
      await hook.close();
    }
  });

  it('gives up after the last retry (status 3), every attempt logged', async () => {
    const { merchant, token, key } = await merchantWithKey(server);
    const hook = await receiver([500]);
    try {
      const created = await signed(server, key, 'POST', '/v1/orders', newOrder({ notify_url: hook.url }));
      await payInSandbox(server, merchant.id, (created.body as { order: { order_no: string } }).order.order_no);
      const given = await until('giving up', async () => {
        const list = await server.call(
          'merchant/get_notification_list',
          { merchant_id: merchant.id, status: 3 },
          { token },
        );
        return (list.body.page_data as { data: { attempts: number; last_error: string }[] }).data[0];
      });
      expect(given).toMatchObject({ attempts: 4, last_http_status: 500, last_error: null });
      expect(hook.received).toHaveLength(4);
    } finally {
      await hook.close();
    }
  });
});

describe('private notify targets', () => {
  it('are never connected to when the deployment forbids them, in any spelling, and the log tells a refused port, an open port and a private address alike', async () => {
    const strict = await startTestServer({
      WEBHOOK_RELAY_INTERVAL_MS: '50',
      WEBHOOK_RETRY_DELAYS_MS: '60000',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: '0',
    });
    const open = await receiver([200]);
    const closed = await receiver([200]);
    const closedPort = new URL(closed.url).port;
    await closed.close();
    try {
      const { merchant, token } = await merchantWithKey(strict);
      const openPort = new URL(open.url).port;
      const targets = {
        evt_mapped_open: `http://[::ffff:127.0.0.1]:${openPort}/`,
        evt_mapped_closed: `http://[::ffff:127.0.0.1]:${closedPort}/`,
        evt_compatible: `http://[::7f00:1]:${openPort}/`,
        evt_loopback: open.url,
        evt_localhost: `http://localhost:${openPort}/`,
      };
      for (const [eventId, url] of Object.entries(targets)) {
        await strict.db.execute(sql`insert into webhook_events (event_id, merchant_id, type, payload, notify_url)
          values (${eventId}, ${merchant.id}, 'order.paid', ${JSON.stringify({ event_id: eventId })}, ${url})`);
      }
      for (const eventId of Object.keys(targets)) {
        const attempt = await until(`the refused attempt of ${eventId}`, async () => {
          const answer = await strict.call(
            'merchant/get_notification_attempts',
            { merchant_id: merchant.id, event_id: eventId },
            { token },
          );
          return (answer.body.attempts as { http_status: number | null; error: string }[])[0];
        });
        expect(attempt, eventId).toMatchObject({ http_status: null, error: 'target_refused' });
      }
      const list = await strict.call('merchant/get_notification_list', { merchant_id: merchant.id }, { token });
      const rows = (list.body.page_data as { data: { last_http_status: number | null; last_error: string | null }[] })
        .data;
      expect(rows.map((row) => [row.last_http_status, row.last_error])).toEqual(
        Object.keys(targets).map(() => [null, 'target_refused']),
      );
      expect(open.received).toHaveLength(0);
    } finally {
      await open.close();
      await strict.close();
    }
  });

  it('are reached when the development switch allows them (the demo receiver is on 127.0.0.1)', async () => {
    const hook = await receiver([200]);
    try {
      const { merchant } = await merchantWithKey(server);
      const url = `http://[::ffff:127.0.0.1]:${new URL(hook.url).port}/`;
      await server.db.execute(sql`insert into webhook_events (event_id, merchant_id, type, payload, notify_url)
        values ('evt_private_allowed', ${merchant.id}, 'order.paid', '{"event_id":"evt_private_allowed"}', ${url})`);
      await until('the delivery', () => (hook.received.length > 0 ? true : undefined));
    } finally {
      await hook.close();
    }
  });

  it('a target that gives no HTTP answer is logged as a bare failure, without the connection error', async () => {
    const hook = await receiver([200]);
    const port = new URL(hook.url).port;
    await hook.close();
    const { merchant, token } = await merchantWithKey(server);
    await server.db.execute(sql`insert into webhook_events (event_id, merchant_id, type, payload, notify_url)
      values ('evt_no_answer', ${merchant.id}, 'order.paid', '{"event_id":"evt_no_answer"}', ${`http://127.0.0.1:${port}/`})`);
    const attempt = await until('the failed attempt', async () => {
      const answer = await server.call(
        'merchant/get_notification_attempts',
        { merchant_id: merchant.id, event_id: 'evt_no_answer' },
        { token },
      );
      return (answer.body.attempts as { http_status: number | null; error: string }[])[0];
    });
    expect(attempt).toMatchObject({ http_status: null, error: 'delivery_failed' });
  });
});

describe('a notification just written', () => {
  it('is delivered at once, without waiting for the poll, and only once', async () => {
    // The poll runs every minute here: only the gateway's "written" signal can deliver within the test.
    const slowPoll = await startTestServer({ WEBHOOK_RELAY_INTERVAL_MS: '60000', WEBHOOK_ALLOW_PRIVATE_TARGETS: '1' });
    const hook = await receiver([200]);
    try {
      const { merchant, key } = await merchantWithKey(slowPoll);
      const orders = await Promise.all(
        Array.from({ length: 5 }, async () => {
          const created = await signed(slowPoll, key, 'POST', '/v1/orders', newOrder({ notify_url: hook.url }));
          return (created.body as { order: { order_no: string } }).order.order_no;
        }),
      );
      // The relay's first poll runs at start; wait for it to pass so it cannot be what delivers.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await Promise.all(orders.map((orderNo) => payInSandbox(slowPoll, merchant.id, orderNo)));
      await until('five deliveries', () => (hook.received.length >= 5 ? true : undefined), 5_000);
      const delivered = hook.received.map(
        ({ body }) => (JSON.parse(body) as { data: { order_no: string } }).data.order_no,
      );
      expect(delivered.sort()).toEqual([...orders].sort());
      // The outcome is written after the receiver answered: wait for the last one.
      const rows = await until('five recorded outcomes', async () => {
        const { rows: events } = await slowPoll.db.execute<{ status: number; attempts: number }>(
          sql`select status, attempts from webhook_events where merchant_id = ${merchant.id}`,
        );
        return events.every((event) => event.status !== 1) ? events : undefined;
      });
      expect(rows).toEqual(Array.from({ length: 5 }, () => ({ status: 2, attempts: 1 })));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(hook.received).toHaveLength(5);
    } finally {
      await hook.close();
      await slowPoll.close();
    }
  });
});

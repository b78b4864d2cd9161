/**
 * Two real server processes (`main.ts`, as `npm start` runs it) on one database, both running every job: a
 * settlement day is settled once, a notification is delivered once, a per-merchant rate limit is reached across
 * both, and a session or an Idempotency-Key made on one holds on the other.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect, type Database } from '@mbo/db/client';
import { ensureDatabase } from '@mbo/db/embedded';
import { freePort } from '@mbo/db/free-port';
import { loadConfig } from '../config.ts';
import { merchantWithKey, newOrder, payInSandbox, signed } from '../../test/kits/merchant-api-test-kit.ts';
import { ledgerInvariants, payoutsKit } from '../../test/kits/payouts-test-kit.ts';
import { createNotifier } from '../notify/notifier.ts';
import { notifierOptions } from '../notify/notifier-options.ts';
import { loadSecret } from '../secret.ts';
import { readyStatus, startServerProcess, until, type ServerProcess } from '../start/server-process.ts';
import { memberWithRoles } from '../../test/support/factories.ts';
import type { CallResult, TestServer } from '../../test/support/harness.ts';
import { notifierOf } from '../../test/support/outbox.ts';

const START_TIMEOUT_MS = 120_000;
const APP_SECRET = randomBytes(24).toString('hex');
const folders: string[] = [];
const processes: ServerProcess[] = [];
let db: Database;
let first: TestServer;
let second: TestServer;

/** What the test kits need of a server (its URL and calls), for a server running in a process of its own. */
function processServer(port: number, env: Record<string, string>): TestServer {
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig(env);
  return {
    db,
    config,
    secret: loadSecret(APP_SECRET, config.dataDir),
    url,
    async call(name, body = {}, options = {}) {
      const response = await fetch(`${url}/api/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en-US' },
        body: JSON.stringify(options.token ? { ...body, token: options.token } : body),
      });
      return { status: response.status, body: (await response.json()) as CallResult['body'] };
    },
  } as TestServer;
}

beforeAll(async () => {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await ensureDatabase(inject('pgAdminUrl'), name, inject('pgTemplate'));
  const databaseUrl = new URL(inject('pgAdminUrl'));
  databaseUrl.pathname = `/${name}`;
  db = connect(databaseUrl.toString(), 4);
  const shared = {
    DATABASE_URL: databaseUrl.toString(),
    APP_SECRET,
    DEMO: '1',
    DEMO_DATA: '0',
    // Both processes try the settlement run and the relay's poll often, so they meet.
    SETTLEMENT_JOB_INTERVAL_MS: '200',
    WEBHOOK_RELAY_INTERVAL_MS: '100',
    MERCHANT_API_RATE_LIMIT_PER_MINUTE: '6',
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  };
  const servers: TestServer[] = [];
  for (let index = 0; index < 2; index += 1) {
    const folder = mkdtempSync(join(tmpdir(), 'mbo-two-'));
    folders.push(folder);
    const port = await freePort();
    const env = { ...shared, PORT: String(port), DATA_DIR: folder };
    processes.push(startServerProcess(env));
    servers.push(processServer(port, env));
  }
  [first, second] = servers as [TestServer, TestServer];
  // The outbox of the development switch is sealed with the server secret, which both processes share.
  notifierOf.set(db, createNotifier(db, notifierOptions(first.config, first.secret)));
  for (const [index, server] of servers.entries()) {
    await until(
      async () => (await readyStatus(Number(new URL(server.url).port))) === 200,
      START_TIMEOUT_MS,
      `server ${index + 1} ready\n${processes[index]!.output()}`,
    );
  }
}, START_TIMEOUT_MS * 2);

afterAll(async () => {
  for (const server of processes) server.child.kill('SIGTERM');
  await Promise.all(processes.map((server) => server.exited));
  await db?.$client.end();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}, 30_000);

describe('two server processes on one database', () => {
  it('settle a finance day once, though both run the settlement job', async () => {
    const kit = await payoutsKit(db);
    const payment = await kit.pay(12_000, new Date(Date.now() - 10 * 86_400_000).toISOString());
    await until(
      async () => {
        const { rows } = await db.execute<{ status: number }>(
          sql`select status from settlements where merchant_id = ${kit.merchant.id}`,
        );
        return rows.length === 1 && rows[0]!.status === 2;
      },
      60_000,
      'the day settled and paid out',
    );
    // Both processes run the job (one at a time, each every 200 ms): wait until each has logged a run, so the day is
    // checked after both had their chance at it. One may settle the day before the other's first run, under load.
    const ranSettlement = /"job":"settlement"[^\n]*"msg":"job ran"/;
    await until(
      () => processes.every((server) => ranSettlement.test(server.output())),
      60_000,
      'both processes ran the settlement job',
    );
    const { rows: settlements } = await db.execute<{ id: number }>(
      sql`select id from settlements where merchant_id = ${kit.merchant.id}`,
    );
    expect(settlements).toHaveLength(1);
    const { rows: entries } = await db.execute<{ settlements: number; payouts: number }>(sql`
      select count(*) filter (where idempotency_key like 'settlement:%')::int as settlements,
        count(*) filter (where idempotency_key like 'payout:%')::int as payouts
      from journal_entries where merchant_id = ${kit.merchant.id}`);
    expect(entries).toEqual([{ settlements: 1, payouts: 1 }]);
    const { rows: payments } = await db.execute<{ settlement_id: number }>(
      sql`select settlement_id from payments where id = ${payment.id}`,
    );
    expect(payments[0]!.settlement_id).toBe(settlements[0]!.id);
    expect(await ledgerInvariants(db, kit.merchant.id)).toEqual({ unbalancedEntries: 0, driftingAccounts: 0 });
  });

  it('deliver each notification once, whichever process took the order and the payment', async () => {
    const received: string[] = [];
    const receiver: Server = createServer((request, response) => {
      received.push(String(request.headers['x-event-id']));
      request.resume();
      request.on('end', () => response.end('ok'));
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const notifyUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    try {
      const { merchant, key } = await merchantWithKey(first);
      const orders: string[] = [];
      for (let index = 0; index < 4; index += 1) {
        const [taker, payer] = index % 2 === 0 ? [first, second] : [second, first];
        const created = await signed(taker, key, 'POST', '/v1/orders', newOrder({ notify_url: notifyUrl }));
        const orderNo = (created.body as { order: { order_no: string } }).order.order_no;
        orders.push(orderNo);
        await payInSandbox(payer, merchant.id, orderNo);
      }
      await until(
        async () => {
          const { rows } = await db.execute<{ n: number }>(
            sql`select count(*)::int as n from webhook_events where merchant_id = ${merchant.id} and status = 2`,
          );
          return rows[0]!.n === orders.length;
        },
        30_000,
        'every notification delivered',
      );
      // Both relays keep polling: a second delivery would arrive within a few of their polls.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const { rows } = await db.execute<{ event_id: string; attempts: number }>(
        sql`select event_id, attempts from webhook_events where merchant_id = ${merchant.id}`,
      );
      expect(rows).toHaveLength(orders.length);
      expect(rows.every((row) => row.attempts === 1)).toBe(true);
      expect([...received].sort()).toEqual(rows.map((row) => row.event_id).sort());
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  it('reach a merchant API rate limit across both processes', async () => {
    const { key } = await merchantWithKey(first);
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      statuses.push(
        (await signed(index % 2 === 0 ? first : second, key, 'GET', '/v1/orders?out_trade_no=none')).status,
      );
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 404]);
    const onFirst = await signed(first, key, 'GET', '/v1/orders?out_trade_no=none');
    const onSecond = await signed(second, key, 'GET', '/v1/orders?out_trade_no=none');
    expect([onFirst.status, onSecond.status]).toEqual([429, 429]);
    expect(onSecond.body.error!.code).toBe('rate_limited');
  });

  it('accept a session made on one process on the other, and end it there for both', async () => {
    const { token } = await memberWithRoles(first, [1]);
    const onSecond = await second.call('tokenLogin', {}, { token });
    expect(onSecond.body.success).toBe(true);
    expect((await second.call('logout', {}, { token })).body.success).toBe(true);
    const afterLogout = await first.call('tokenLogin', {}, { token });
    expect(afterLogout.status).toBe(401);
  });

  it('replay an Idempotency-Key answer on the other process', async () => {
    const { key } = await merchantWithKey(first);
    const body = newOrder();
    const idempotencyKey = randomBytes(8).toString('hex');
    const created = await signed(first, key, 'POST', '/v1/orders', body, {
      headers: { 'idempotency-key': idempotencyKey },
    });
    const replayed = await signed(second, key, 'POST', '/v1/orders', body, {
      headers: { 'idempotency-key': idempotencyKey },
    });
    expect(created.status).toBe(201);
    expect(replayed.status).toBe(201);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.body).toEqual(created.body);
  });
});

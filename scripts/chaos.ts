// npm run chaos: payments and refunds through the merchant API while the server and its PostgreSQL are killed
// (SIGKILL) at random moments and started again; then what was acknowledged, lost or duplicated, and every money
// invariant. Its own ports and a temporary DATA_DIR, loopback only. CHAOS_SECONDS (default 120) bounds the run,
// CHAOS_WORKERS (default 8) the concurrent merchants' clients.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { connect } from '@mbo/db/client';
import { EMBEDDED_DB_NAME, runningEmbeddedUrl } from '@mbo/db/embedded';
import { merchants } from '@mbo/db/schema';
import { merchantApiKeys } from '@mbo/db/schema-gateway';
import { checkMoneyInvariants } from '../packages/server/src/money/invariants.ts';
import { newApiKey, sealSecret } from '../packages/server/src/modules/api-keys/api-secret.ts';
import { loadSecret } from '../packages/server/src/secret.ts';
import { merchantClient } from './chaos/merchant-client.ts';

const ROOT = resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.CHAOS_SECONDS ?? 120);
const WORKERS = Number(process.env.CHAOS_WORKERS ?? 8);
/** After the chaos, this long without kills for the last retries to be answered. */
const SETTLE_MS = 60_000;

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });

const dataDir = mkdtempSync(join(tmpdir(), 'mbo-chaos-'));
// As root the embedded PostgreSQL runs as the postgres user, who must reach the folder.
chmodSync(dataDir, 0o755);
const port = await freePort();
const pgPort = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  EMBEDDED_PG_PORT: String(pgPort),
  DEMO: '1',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '10000000',
  MERCHANT_API_RATE_LIMIT_PER_MINUTE: '10000000',
};

let server: ChildProcess | undefined;
const kills = { server: 0, postgres: 0 };

async function ready(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(200);
  }
  throw new Error('the server did not become ready');
}

async function startServer(): Promise<void> {
  server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await ready(180_000);
}

const postmasterPid = () => Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);

console.log(
  `chaos: ${SECONDS} s, ${WORKERS} clients, server on ${baseUrl}, PostgreSQL on 127.0.0.1:${pgPort}, data in ${dataDir}`,
);
await startServer();
const db = connect(runningEmbeddedUrl(join(dataDir, 'pg'), pgPort, EMBEDDED_DB_NAME), 2);
const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.number, 'M100001'));
if (!merchant) throw new Error('no demo merchant M100001');
const serverSecret = loadSecret(undefined, dataDir);
const key = newApiKey();
await db.insert(merchantApiKeys).values({
  merchantId: merchant.id,
  keyId: key.keyId,
  secretCiphertext: sealSecret(serverSecret, key.keyId, key.secret),
});
const before = (
  await db.execute<{ payments: number; refunds: number }>(sql`
  select (select coalesce(max(id), 0) from payments) as payments, (select coalesce(max(id), 0) from refunds) as refunds`)
).rows[0]!;
await db.$client.end();

const chaosEnds = Date.now() + SECONDS * 1000;
let retriesEnd = chaosEnds + SETTLE_MS;
const client = merchantClient({
  baseUrl: () => baseUrl,
  keyId: key.keyId,
  secret: key.secret,
  serverSecret,
  until: () => retriesEnd,
});

const tally = {
  ordersSent: 0,
  ordersAcknowledged: new Set<string>(),
  ordersUnanswered: 0,
  paid: new Set<string>(),
  payUnanswered: 0,
  refundsAcknowledged: new Set<string>(),
  refundsRefused: 0,
  refundsUnanswered: 0,
};

async function worker(): Promise<void> {
  while (Date.now() < chaosEnds) {
    const outTradeNo = `chaos-${randomUUID()}`;
    tally.ordersSent += 1;
    const created = await client.signed(
      'POST',
      '/v1/orders',
      { amount: '20.00', currency: 'AUD', source_type: 4, channel: 1, out_trade_no: outTradeNo },
      `order-${outTradeNo}`,
    );
    const order = created?.body.order as { order_no: string } | undefined;
    if (!order) {
      tally.ordersUnanswered += 1;
      continue;
    }
    tally.ordersAcknowledged.add(outTradeNo);
    const paid = await client.walletPay(order.order_no);
    const state = await client.signed('GET', `/v1/orders/${order.order_no}`);
    if ((state?.body.order as { status?: string } | undefined)?.status !== 'paid') {
      if (!paid) tally.payUnanswered += 1;
      continue;
    }
    tally.paid.add(outTradeNo);
    if (Math.random() < 0.5) {
      const outRefundNo = `chaos-rf-${randomUUID()}`;
      const refunded = await client.signed(
        'POST',
        `/v1/orders/${order.order_no}/refunds`,
        { amount: '5.00', out_refund_no: outRefundNo },
        `refund-${outRefundNo}`,
      );
      if (!refunded) tally.refundsUnanswered += 1;
      else if (refunded.body.refund) tally.refundsAcknowledged.add(outRefundNo);
      else tally.refundsRefused += 1;
    }
  }
}

async function chaos(): Promise<void> {
  while (Date.now() < chaosEnds - 5_000) {
    await sleep(3_000 + Math.random() * 7_000);
    if (Date.now() >= chaosEnds - 5_000) break;
    if (Math.random() < 0.5) {
      kills.server += 1;
      const exited = new Promise((done) => server!.once('exit', done));
      server!.kill('SIGKILL');
      await exited;
      await sleep(Math.random() * 2_000);
      await startServer();
    } else {
      kills.postgres += 1;
      try {
        process.kill(postmasterPid(), 'SIGKILL');
      } catch {
        // between a server's start and its PostgreSQL's: nothing to kill this time
      }
      await ready(120_000);
    }
  }
}

const started = Date.now();
await Promise.all([chaos(), ...Array.from({ length: WORKERS }, () => worker())]);
retriesEnd = Date.now();
await ready(60_000);

const check = connect(runningEmbeddedUrl(join(dataDir, 'pg'), pgPort, EMBEDDED_DB_NAME), 2);
const acknowledged = [...tally.ordersAcknowledged];
const found = (
  await check.execute<{ out_trade_no: string; n: number; with_payment: number }>(sql`
  select out_trade_no, count(*)::int as n, count(payment_id)::int as with_payment from orders
  where merchant_id = ${merchant.id} and out_trade_no like 'chaos-%' group by out_trade_no`)
).rows;
const foundSet = new Set(found.map((row) => row.out_trade_no));
const lostOrders = acknowledged.filter((no) => !foundSet.has(no)).length;
const duplicatedOrders = found.filter((row) => row.n > 1).length;
const paidInDb = found.reduce((sum, row) => sum + row.with_payment, 0);
const lostPayments = [...tally.paid].filter(
  (no) => !found.some((row) => row.out_trade_no === no && row.with_payment > 0),
).length;
const counts = (
  await check.execute<{ payments: number; refunds: number; api_refunds: number }>(sql`
  select (select count(*)::int from payments where id > ${before.payments} and merchant_id = ${merchant.id}) as payments,
         (select count(*)::int from refunds where id > ${before.refunds} and merchant_id = ${merchant.id}) as refunds,
         (select count(*)::int from api_refunds where merchant_id = ${merchant.id} and out_refund_no like 'chaos-rf-%') as api_refunds`)
).rows[0]!;
const refundNos = new Set(
  (
    await check.execute<{ out_refund_no: string }>(
      sql`select out_refund_no from api_refunds where merchant_id = ${merchant.id}`,
    )
  ).rows.map((row) => row.out_refund_no),
);
const lostRefunds = [...tally.refundsAcknowledged].filter((no) => !refundNos.has(no)).length;
const invariants = await checkMoneyInvariants(check);
await check.$client.end();

const line = (label: string, value: string | number) => console.log(`  ${label.padEnd(58)} ${value}`);
console.log(
  `\nchaos run: ${((Date.now() - started) / 1000).toFixed(0)} s; server killed ${kills.server}×, PostgreSQL killed ${kills.postgres}×`,
);
line('orders sent', tally.ordersSent);
line('orders acknowledged (201/200 to a create)', acknowledged.length);
line('orders never answered (retries ran out)', tally.ordersUnanswered);
line('orders lost (acknowledged, absent)', lostOrders);
line('orders duplicated (one out_trade_no, two orders)', duplicatedOrders);
line('orders paid (seen paid by the client)', tally.paid.size);
line('payments lost (seen paid, no payment)', lostPayments);
line('payments duplicated (payments − orders with a payment)', counts.payments - paidInDb);
line('refunds acknowledged', tally.refundsAcknowledged.size);
line('refunds refused (4xx) / never answered', `${tally.refundsRefused} / ${tally.refundsUnanswered}`);
line('refunds lost (acknowledged, absent)', lostRefunds);
line('refunds duplicated (refunds − distinct out_refund_no)', counts.refunds - counts.api_refunds);
console.log('  money invariants (violations; 0 = holds):');
for (const [name, value] of Object.entries(invariants)) line(`    ${name}`, value);

server?.kill('SIGTERM');
await new Promise((done) => server!.once('exit', done));
rmSync(dataDir, { recursive: true, force: true });
const failed =
  lostOrders +
  duplicatedOrders +
  lostPayments +
  (counts.payments - paidInDb) +
  lostRefunds +
  (counts.refunds - counts.api_refunds) +
  Object.values(invariants).reduce((a, b) => a + b, 0);
process.exit(failed === 0 ? 0 : 1);

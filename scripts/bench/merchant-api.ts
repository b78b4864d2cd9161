// The merchant API end to end: 32 clients each create an order with a signed request, pay it in the sandbox, and
// the notification reaches a local HTTP receiver. Figures: orders/s end to end (created → notified) and the
// create-order latency. Standalone: npx tsx scripts/bench/merchant-api.ts [orders] [port] [pool size]
// (its own embedded PostgreSQL with the demo data; `npm run bench` runs it on the bench's database instead).
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { Agent, createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { merchants } from '@mbo/db/schema';
import { merchantApiKeys, merchantApiSettings } from '@mbo/db/schema-gateway';
import { seedDemoIfEmpty } from '@mbo/db/seed/demo';
import { buildApp } from '../../packages/server/src/app.ts';
import { loadConfig } from '../../packages/server/src/config.ts';
import { createLogger } from '../../packages/server/src/lib/logger.ts';
import { hashPassword } from '../../packages/server/src/modules/auth/passwords.ts';
import { newApiKey, sealSecret } from '../../packages/server/src/modules/developer/api-secret.ts';
import { sandboxTxnId } from '../../packages/server/src/modules/gateway/sandbox-channel.ts';
import { createNotifier } from '../../packages/server/src/notify/notifier.ts';
import { startBenchDatabase } from './bench-database.ts';
import type { Figure } from './report-calls.ts';

export const API_CLIENTS = 32;

export interface MerchantApiBench {
  orders: number;
  seconds: number;
  perSecond: number;
  createMedianMs: number;
  createP99Ms: number;
  payMedianMs: number;
  /** From the sandbox's answer to the receiver getting the notification. */
  notifyLagMedianMs: number;
  notifyLagP99Ms: number;
  /** Transactions PostgreSQL committed per order (each autocommit statement is one): create, pay and notify. */
  commitsPerOrder: number;
  notified: number;
  badSignatures: number;
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/** Runs the bench against a server of its own (relay polling every 20 ms) on `db`, for the demo merchant M100001. */
export async function benchMerchantApi(db: Database, dataDir: string, orders: number): Promise<MerchantApiBench> {
  const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.number, 'M100001'));
  if (!merchant) throw new Error('the bench needs the demo merchant M100001');
  const serverSecret = randomBytes(32);
  const key = newApiKey();
  await db.execute(sql`update merchant_api_keys set retired_at = now() where merchant_id = ${merchant.id} and retired_at is null`);
  await db.insert(merchantApiKeys).values({ merchantId: merchant.id, keyId: key.keyId, secretCiphertext: sealSecret(serverSecret, key.keyId, key.secret) });

  // The merchant's own server: counts notifications by order, checks each signature.
  const notifiedAt = new Map<string, number>();
  let badSignatures = 0;
  let allNotified: () => void = () => {};
  const done = new Promise<void>((resolve) => (allNotified = resolve));
  const receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const timestamp = String(request.headers['x-timestamp']);
      if (createHmac('sha256', key.secret).update(`${timestamp}\n${body}`).digest('hex') !== request.headers['x-signature']) badSignatures += 1;
      const orderNo = (JSON.parse(body) as { data: { order_no: string } }).data.order_no;
      if (!notifiedAt.has(orderNo)) notifiedAt.set(orderNo, performance.now());
      if (notifiedAt.size >= orders) allNotified();
      response.end('ok');
    });
  });
  receiver.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const notifyUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/notify`;
  await db
    .insert(merchantApiSettings)
    .values({ merchantId: merchant.id, notifyUrl })
    .onConflictDoUpdate({ target: merchantApiSettings.merchantId, set: { notifyUrl } });

  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    RATE_LIMIT_PER_MINUTE: '10000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000000',
    MERCHANT_API_RATE_LIMIT_PER_MINUTE: '10000000',
    WEBHOOK_RELAY_INTERVAL_MS: '20',
    WEBHOOK_BATCH_SIZE: '200',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: '1',
    SETTLEMENT_JOB_INTERVAL_MS: '0',
  });
  const app = await buildApp({ config, db, notifier: createNotifier(db, { smtpUrl: undefined, mailFrom: config.mailFrom }), secret: serverSecret, logger: createLogger(config.logLevel) });
  await app.listen({ port: 0, host: '127.0.0.1' });

  // The clients' HTTP: node's own client over kept-alive connections (one per client), as a merchant's server would.
  const agent = new Agent({ keepAlive: true, maxSockets: API_CLIENTS });
  const { port } = app.server.address() as AddressInfo;
  function post(path: string, body: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        { host: '127.0.0.1', port, path, method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...headers } },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
          response.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  async function createOrder(): Promise<string> {
    const body = JSON.stringify({ amount: '12.50', currency: 'AUD', source_type: 4, channel: 1, out_trade_no: `bench-${randomUUID()}` });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = randomUUID();
    const signature = createHmac('sha256', key.secret).update(`POST\n/v1/orders\n${timestamp}\n${nonce}\n${body}`).digest('hex');
    const response = await post('/v1/orders', body, { 'x-key-id': key.keyId, 'x-timestamp': timestamp, 'x-nonce': nonce, 'x-signature': signature, 'idempotency-key': nonce });
    const answer = JSON.parse(response.body) as { order?: { order_no: string }; error?: { code: string } };
    if (response.status !== 201 || !answer.order) throw new Error(`create order: ${response.status} ${answer.error?.code}`);
    return answer.order.order_no;
  }

  async function pay(orderNo: string): Promise<void> {
    // The wallet step's token is the channel's transaction id, what the customer's wallet app holds: the sandbox
    // channel derives it from the order (its id ends the order number) and the channel.
    const txnToken = sandboxTxnId(serverSecret, Number(orderNo.slice(-10)), 1);
    const response = await post('/api/sandbox/wallet_action', JSON.stringify({ txn_token: txnToken, action: 'pay' }), {});
    const answer = JSON.parse(response.body) as { success?: boolean };
    if (response.status !== 200 || !answer.success) throw new Error(`sandbox pay: ${response.status} ${response.body.slice(0, 200)}`);
  }

  // Warm-up (connections, caches, JIT), not counted.
  for (let index = 0; index < API_CLIENTS; index += 1) await pay(await createOrder());
  await new Promise((resolve) => setTimeout(resolve, 500));
  notifiedAt.clear();

  const commits = async () => {
    // The statistics reach pg_stat_database within a second of each backend's last commit.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const { rows } = await db.execute<{ commits: number }>(sql`select xact_commit as commits from pg_stat_database where datname = current_database()`);
    return Number(rows[0]!.commits);
  };
  const commitsBefore = await commits();
  const createTimes: number[] = [];
  const payTimes: number[] = [];
  const paidAt = new Map<string, number>();
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: API_CLIENTS }, async () => {
      while (next < orders) {
        next += 1;
        const created = performance.now();
        const orderNo = await createOrder();
        createTimes.push(performance.now() - created);
        const paying = performance.now();
        await pay(orderNo);
        paidAt.set(orderNo, performance.now());
        payTimes.push(performance.now() - paying);
      }
    }),
  );
  await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 60_000))]);
  const seconds = (Math.max(...notifiedAt.values()) - start) / 1000;
  await app.close();
  agent.destroy();
  const commitsPerOrder = (await commits()) - commitsBefore;
  await new Promise((resolve) => receiver.close(resolve));
  createTimes.sort((a, b) => a - b);
  payTimes.sort((a, b) => a - b);
  const lags = [...notifiedAt].map(([orderNo, at]) => at - (paidAt.get(orderNo) ?? at)).sort((a, b) => a - b);
  return {
    orders,
    seconds,
    perSecond: notifiedAt.size / seconds,
    createMedianMs: percentile(createTimes, 0.5),
    createP99Ms: percentile(createTimes, 0.99),
    payMedianMs: percentile(payTimes, 0.5),
    notifyLagMedianMs: percentile(lags, 0.5),
    notifyLagP99Ms: percentile(lags, 0.99),
    commitsPerOrder: commitsPerOrder / orders,
    notified: notifiedAt.size,
    badSignatures,
  };
}

export function merchantApiFigures(result: MerchantApiBench): Figure[] {
  return [
    {
      figure: `merchant API end to end, ${API_CLIENTS} clients (signed create → sandbox pay → signed notification received; ${result.orders.toLocaleString('en-AU')} orders)`,
      value: `${result.perSecond.toFixed(0)} /s (${result.notified} notified, ${result.badSignatures} bad signatures, ${result.commitsPerOrder.toFixed(1)} commits an order)`,
      target: '≥ 500 /s',
    },
    { figure: `merchant API create-order under that load (median / p99)`, value: `${result.createMedianMs.toFixed(1)} ms / ${result.createP99Ms.toFixed(1)} ms`, target: 'p99 ≤ 100 ms' },
    { figure: 'merchant API: sandbox pay step (median) · paid → notification received (median / p99)', value: `${result.payMedianMs.toFixed(1)} ms · ${result.notifyLagMedianMs.toFixed(1)} ms / ${result.notifyLagP99Ms.toFixed(1)} ms`, target: '—' },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const orders = Number(process.argv[2] ?? 3_000);
  const database = await startBenchDatabase(Number(process.argv[3] ?? 54_610), Number(process.argv[4] ?? 24));
  try {
    await seedDemoIfEmpty(database.db, hashPassword);
    const result = await benchMerchantApi(database.db, database.dataDir, orders);
    for (const row of merchantApiFigures(result)) console.log(`${row.figure}: ${row.value}   target ${row.target}`);
  } finally {
    await database.close();
  }
}

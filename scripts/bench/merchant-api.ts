// The merchant API end to end: 32 clients each create an order with a signed request, open its pay link (as the
// customer does: the pay page shows the wallet step), pay it in the sandbox, and the notification reaches a local
// HTTP receiver (clients and receiver in a child process, merchant-api-clients.ts). Figures: orders/s end to end
// (created → notified) and HTTP requests/s (four an order), the create-order latency, commits and CPU per order.
// Standalone: npx tsx scripts/bench/merchant-api.ts [orders] [port] [rounds] (its own embedded
// PostgreSQL with the demo data; `npm run bench` runs it on the bench's database instead).
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { connect, type Database } from '@mbo/db/client';
import { merchants } from '@mbo/db/schema';
import { merchantApiKeys, merchantApiSettings } from '@mbo/db/schema-gateway';
import { seedDemoIfEmpty } from '@mbo/db/seed/demo';
import { buildApp } from '../../packages/server/src/app.ts';
import { loadConfig } from '../../packages/server/src/config.ts';
import { createLogger } from '../../packages/server/src/lib/logger.ts';
import { hashPassword } from '../../packages/server/src/modules/auth/passwords.ts';
import { newApiKey, sealSecret } from '../../packages/server/src/modules/api-keys/api-secret.ts';
import { createNotifier } from '../../packages/server/src/notify/notifier.ts';
import { notifierOptions } from '../../packages/server/src/notify/notifier-options.ts';
import type { ClientsMessage, ClientsRun } from './merchant-api-clients.ts';
import { printStatementStats, resetStatementStats, startBenchDatabase } from './bench-database.ts';
import type { Figure } from './report-calls.ts';
import { machineSpeedMs } from './timing.ts';

export const API_CLIENTS = 32;
const WARM_UP_ORDERS = 1_000;
/**
 * Timed rounds after one warm-up, on the same server: this machine's speed moves by ±15 % from one half-minute to
 * the next, so one round alone says more of the moment than of the code. The median round is reported.
 */
export const API_ROUNDS = 3;

/** One timed round. */
export interface MerchantApiRound {
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
  /** CPU per order of the server's process, PostgreSQL's (Linux) and the clients' process. */
  serverCpuMsPerOrder: number;
  postgresCpuMsPerOrder: number;
  clientsCpuMsPerOrder: number;
  notified: number;
  badSignatures: number;
  /** HTTP requests a second over the round: the clients' (create, pay link, wallet step) and the notifications. */
  requestsPerSecond: number;
}

/** The round of median throughput, and every round's orders/s in the order they ran. */
export interface MerchantApiBench extends MerchantApiRound {
  rounds: number[];
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
};

/**
 * CPU seconds (user + system) used so far by this process, and by each process of the bench's PostgreSQL by pid
 * (Linux /proc): its postmaster (`postmasterPid`) and the backends it forked. Other PostgreSQL servers on the machine
 * (other work's) are not counted.
 */
function cpuSeconds(postmasterPid: string | null): { node: number; postgres: Map<string, number> } {
  const node = process.cpuUsage();
  const postgres = new Map<string, number>();
  const ticks = 100; // USER_HZ on Linux
  for (const entry of postmasterPid && existsSync('/proc') ? readdirSync('/proc') : []) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const fields = stat.slice(close + 2).split(' ');
      if (entry !== postmasterPid && fields[1] !== postmasterPid) continue;
      postgres.set(entry, (Number(fields[11]) + Number(fields[12])) / ticks);
    } catch {
      // the process ended meanwhile
    }
  }
  return { node: (node.user + node.system) / 1e6, postgres };
}

/** The pid of the PostgreSQL working in `dataDir/pg` (the first line of its postmaster.pid), if it runs. */
function postmasterPidOf(dataDir: string): string | null {
  try {
    return (
      readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8')
        .split('\n')[0]!
        .trim() || null
    );
  } catch {
    return null;
  }
}

/** PostgreSQL CPU seconds between two readings: each process's growth (a process that ended between is not counted). */
function postgresSecondsBetween(before: Map<string, number>, after: Map<string, number>): number {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/**
 * Runs the bench against a server of its own (default relay settings) on `db`, for the demo merchant M100001;
 * the merchant's clients and notification receiver run in a child process (merchant-api-clients.ts).
 */
export async function benchMerchantApi(
  db: Database,
  url: string,
  dataDir: string,
  orders: number,
  rounds = API_ROUNDS,
): Promise<MerchantApiBench> {
  const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.number, 'M100001'));
  if (!merchant) throw new Error('the bench needs the demo merchant M100001');
  const serverSecret = randomBytes(32);
  const key = newApiKey();
  await db.execute(
    sql`update merchant_api_keys set retired_at = now() where merchant_id = ${merchant.id} and retired_at is null`,
  );
  // Issued by the merchant's super admin: a key acts within its issuer's rights.
  const { rows: owners } = await db.execute<{ user_id: number }>(
    sql`select user_id from employee_roles where merchant_id = ${merchant.id} and role_type = 1 and not is_delete order by user_id limit 1`,
  );
  await db.insert(merchantApiKeys).values({
    merchantId: merchant.id,
    keyId: key.keyId,
    secretCiphertext: sealSecret(serverSecret, key.keyId, key.secret),
    createdBy: owners[0]?.user_id ?? null,
    scopes: ['orders', 'refunds', 'read'],
  });

  const clients = fork(fileURLToPath(new URL('./merchant-api-clients.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  const answers: ClientsMessage[] = [];
  let answered: () => void = () => {};
  clients.on('message', (message: ClientsMessage) => {
    answers.push(message);
    answered();
  });
  const nextAnswer = async (): Promise<ClientsMessage> => {
    while (answers.length === 0) await new Promise<void>((resolve) => (answered = resolve));
    return answers.shift()!;
  };
  try {
    const listening = await nextAnswer();
    if (listening.kind !== 'listening') throw new Error('the bench clients did not start');
    const { notifyUrl } = listening;
    await db
      .insert(merchantApiSettings)
      .values({ merchantId: merchant.id, notifyUrl })
      .onConflictDoUpdate({ target: merchantApiSettings.merchantId, set: { notifyUrl } });

    const config = loadConfig({
      DEMO: '1',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
      RATE_LIMIT_PER_MINUTE: '10000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000000',
      MERCHANT_API_RATE_LIMIT_PER_MINUTE: '10000000',
      WEBHOOK_BATCH_SIZE: '200',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: '1',
      SETTLEMENT_JOB_INTERVAL_MS: '0',
      FAST_SETTLE_JOB_INTERVAL_MS: '0',
    });
    // The server's own connection pool, of the size `npm start` uses (the bench's pool is for its own writers).
    const serverDb = connect(url);
    const app = await buildApp({
      config,
      db: serverDb,
      notifier: createNotifier(db, notifierOptions(config, serverSecret)),
      secret: serverSecret,
      logger: createLogger(config.logLevel),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    // The background jobs as main.ts runs them (the relay's poll among them; the settlement run is off above).
    app.jobs.start();
    let isClosed = false;
    const close = async () => {
      if (isClosed) return;
      isClosed = true;
      await app.close();
      await serverDb.$client.end();
    };
    try {
      // pg_stat_database counts a backend's commits within a second of its last one.
      const commits = async () => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        const { rows } = await db.execute<{ commits: number }>(
          sql`select xact_commit as commits from pg_stat_database where datname = current_database()`,
        );
        return Number(rows[0]!.commits);
      };
      // The warm-up's orders (connections, caches, JIT, and tables that hold some orders) are not counted. Then
      // the statistics a running server's autovacuum would keep (ANALYZE: plans for tables that have rows), and
      // the timed run, whose commits and CPU are read around it.
      const run: ClientsRun = {
        kind: 'run',
        port: (app.server.address() as AddressInfo).port,
        keyId: key.keyId,
        secret: key.secret,
        clients: API_CLIENTS,
        orders,
        warmUp: WARM_UP_ORDERS,
      };
      clients.send(run);
      const warmed = await nextAnswer();
      if (warmed.kind === 'failed') throw new Error(`bench clients: ${warmed.message}`);
      if (warmed.kind !== 'warmed') throw new Error('the bench clients answered out of turn');
      await db.execute(sql`analyze`);
      const postmasterPid = postmasterPidOf(dataDir);
      if (!postmasterPid) console.warn(`no postmaster.pid under ${dataDir}/pg: PostgreSQL's CPU is not counted`);
      const measured: MerchantApiRound[] = [];
      for (let round = 0; round < rounds; round += 1) {
        const commitsBefore = await commits();
        await resetStatementStats(db);
        const cpuBefore = cpuSeconds(postmasterPid);
        clients.send({ kind: 'go' });
        const outcome = await nextAnswer();
        if (outcome.kind === 'failed') throw new Error(`bench clients: ${outcome.message}`);
        if (outcome.kind !== 'done') throw new Error('the bench clients answered out of turn');
        const cpuAfter = cpuSeconds(postmasterPid);
        const { result } = outcome;
        const seconds = result.elapsedMs / 1000;
        const commitsPerOrder = ((await commits()) - commitsBefore) / orders;
        await printStatementStats(db, orders);
        measured.push({
          orders,
          seconds,
          perSecond: result.notified / seconds,
          createMedianMs: percentile(result.createMs, 0.5),
          createP99Ms: percentile(result.createMs, 0.99),
          payMedianMs: percentile(result.payMs, 0.5),
          notifyLagMedianMs: percentile(result.notifyLagMs, 0.5),
          notifyLagP99Ms: percentile(result.notifyLagMs, 0.99),
          commitsPerOrder,
          serverCpuMsPerOrder: ((cpuAfter.node - cpuBefore.node) * 1000) / orders,
          postgresCpuMsPerOrder: (postgresSecondsBetween(cpuBefore.postgres, cpuAfter.postgres) * 1000) / orders,
          clientsCpuMsPerOrder: result.cpuMs / orders,
          notified: result.notified,
          badSignatures: result.badSignatures,
          requestsPerSecond: result.requests / seconds,
        });
      }
      await close();
      // The round of median throughput stands for the run; every round's rate is printed beside it.
      const byRate = [...measured].sort((a, b) => a.perSecond - b.perSecond);
      return { ...byRate[Math.floor((byRate.length - 1) / 2)]!, rounds: measured.map((round) => round.perSecond) };
    } finally {
      await close();
    }
  } finally {
    clients.disconnect();
  }
}

export function merchantApiFigures(result: MerchantApiBench): Figure[] {
  return [
    {
      figure: `merchant API end to end, ${API_CLIENTS} clients (signed create → pay link opened → sandbox pay → signed notification received: 4 HTTP requests an order; ${result.orders.toLocaleString('en-AU')} orders)`,
      value: `${result.perSecond.toFixed(0)} /s (median of ${result.rounds.length} rounds: ${result.rounds.map((rate) => rate.toFixed(0)).join(' · ')}; ${result.requestsPerSecond.toFixed(0)} HTTP requests/s; ${result.notified} notified, ${result.badSignatures} bad signatures, ${result.commitsPerOrder.toFixed(1)} commits an order)`,
      target: '≥ 500 /s',
    },
    {
      figure: 'merchant API: CPU an order (server process + PostgreSQL + the clients and receiver)',
      value: `${result.serverCpuMsPerOrder.toFixed(2)} + ${result.postgresCpuMsPerOrder.toFixed(2)} + ${result.clientsCpuMsPerOrder.toFixed(2)} ms`,
      target: '—',
    },
    {
      figure: `merchant API create-order under that load, the median round (median / p99)`,
      value: `${result.createMedianMs.toFixed(1)} ms / ${result.createP99Ms.toFixed(1)} ms`,
      target: 'p99 ≤ 100 ms',
    },
    {
      figure: 'merchant API: sandbox pay step (median) · paid → notification received (median / p99)',
      value: `${result.payMedianMs.toFixed(1)} ms · ${result.notifyLagMedianMs.toFixed(1)} ms / ${result.notifyLagP99Ms.toFixed(1)} ms`,
      target: '—',
    },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [orders = 3_000, port = 54_610, rounds = API_ROUNDS] = process.argv.slice(2).map(Number);
  const database = await startBenchDatabase(port);
  try {
    await seedDemoIfEmpty(database.db, hashPassword);
    console.log(`machine speed ${machineSpeedMs().toFixed(0)} ms (see timing.ts)`);
    const result = await benchMerchantApi(database.db, database.url, database.dataDir, orders, rounds);
    for (const row of merchantApiFigures(result)) console.log(`${row.figure}: ${row.value}   target ${row.target}`);
  } finally {
    await database.close();
  }
}

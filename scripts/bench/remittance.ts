// The remittance figures (issue 14 "Tests and figures"): Remittance/GetQuote over HTTP (median ≤ 10 ms), with a
// recipient and before one (the wizard's step 1, priced as a bank account in the receive currency), and transfer
// orders created and paid from the balance (500 a second): each one the wizard's three calls (quote, create, pay)
// over HTTP from concurrent clients in a process of their own (remittance-clients.ts) — one merchant's payments all
// lock that merchant's balance in turn, so the figure is given for one merchant and across the demo owner's merchants
// side by side.
// Runs alone too (its own PostgreSQL and the demo data, no history): `npx tsx scripts/bench/remittance.ts [port]`;
// BENCH_REMIT_CLIENTS sets the clients a merchant (4).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '@mbo/db/client';
import { recipients } from '@mbo/db/schema-remittance';
import { DEMO_PASSWORD } from '@mbo/db/seed/demo-accounts';
import { seedDemoIfEmpty } from '@mbo/db/seed/demo';
import { hashPassword } from '../../packages/server/src/modules/auth/passwords.ts';
import { createLedger } from '../../packages/server/src/money/money.public.ts';
import { deploymentFxRates } from '../../packages/server/src/modules/fx/fx.public.ts';
import { topUpGlobalAccount } from '../../packages/server/src/modules/global-account/global-account.public.ts';
import { remittanceParts } from '../../packages/server/src/modules/remittance/remittance.public.ts';
import { startBenchDatabase } from './bench-database.ts';
import { makeTransfer } from './remittance-transfer.ts';
import { type BenchPost as Post, startBenchServer } from './bench-server.ts';
import type { Figure } from './report-calls.ts';
import type { RemittanceClientsMessage, RemittanceClientsResult, RemittanceClientsRun } from './remittance-clients.ts';
import { formatTiming, machineSpeedMs, timeCalls } from './timing.ts';

const QUOTES = 300;
const TIMED_MS = 10_000;
const WARM_UP_MS = 1_000;
const CLIENTS_PER_MERCHANT = Number(process.env.BENCH_REMIT_CLIENTS ?? 4);
const BATCH = 2_000;
const AUD = 1;
const CNY = 3;

/** Forks the senders' process (remittance-clients.ts), has it make one timed run, and answers what it measured. */
async function runClients(task: RemittanceClientsRun): Promise<RemittanceClientsResult> {
  const clients = fork(fileURLToPath(new URL('./remittance-clients.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  try {
    const answer = await new Promise<RemittanceClientsMessage>((resolve, reject) => {
      clients.once('message', resolve);
      clients.once('exit', (code) => reject(new Error(`the remittance bench clients stopped (exit ${code})`)));
      clients.send(task);
    });
    if (answer.kind === 'failed') throw new Error(`remittance bench clients: ${answer.message}`);
    return answer.result;
  } finally {
    clients.disconnect();
  }
}

/**
 * The statements sent to PostgreSQL while `work` runs, counted at node-postgres's client (the bench's server runs in
 * this process; nothing else queries meanwhile).
 */
async function statementsDuring(work: () => Promise<void>): Promise<number> {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  let count = 0;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    prototype.query = original;
  }
  return count;
}

/** A CNY card recipient of the merchant, funds in AUD, and the owner's personal verification passed. */
async function prepare(db: Database, merchantId: number, ownerUserId: number): Promise<number> {
  await topUpGlobalAccount(db, createLedger(db), {
    merchantId,
    currencyId: AUD,
    amountMinor: 1_000_000_000_00,
    reference: `BENCH-REMIT-${merchantId}`,
  });
  await db.execute(sql`insert into persons (user_id, legal_name, verify_status) values (${ownerUserId}, 'Bench', 1)
    on conflict (user_id) do update set verify_status = 1`);
  const [row] = await db
    .insert(recipients)
    .values({
      merchantId,
      type: 1,
      kind: 2,
      currencyId: CNY,
      paymentNetwork: 1,
      name: 'Bench Payee',
      accountNumber: '6217000010001234',
      country: 'CN',
    })
    .returning({ id: recipients.id });
  return row!.id;
}

/** The demo owner and its verified merchants (the one given first): the remittances' senders. */
export async function demoOwnerMerchants(db: Database, firstMerchantId?: number) {
  const { rows: owned } = await db.execute<{ user_id: number; merchant_id: number }>(sql`
    select r.user_id, r.merchant_id from employee_roles r join users u on u.id = r.user_id join merchants m on m.id = r.merchant_id
    where u.email = 'owner@demo.test' and r.role_type = 1 and m.is_verify order by r.merchant_id`);
  const ids = owned.map((row) => row.merchant_id);
  const first = firstMerchantId ?? ids[0]!;
  return { userId: owned[0]!.user_id, merchantIds: [first, ...ids.filter((id) => id !== first)] };
}

export async function benchRemittance(
  db: Database,
  { post, port }: { post: Post; port: number },
  token: string,
  owner: { userId: number; merchantIds: number[] },
): Promise<Figure[]> {
  const payees = new Map<number, number>();
  for (const merchantId of owner.merchantIds) payees.set(merchantId, await prepare(db, merchantId, owner.userId));
  const first = owner.merchantIds[0]!;
  const quote = async (merchantId: number, amount: string) => {
    const json = await post('Remittance/GetQuote', {
      token,
      merchant_id: merchantId,
      recipient_id: payees.get(merchantId),
      send_currency_id: AUD,
      send_amount: amount,
    });
    if (!json.success) throw new Error(`Remittance/GetQuote failed: ${json.msg}`);
    return (json.quote as { quote_id: number }).quote_id;
  };
  const quotes = await timeCalls(QUOTES, async () => void (await quote(first, String(10 + (QUOTES % 97)))));
  // The wizard's step 1: no recipient yet, priced as a CNY bank account on the local network, stored the same way.
  const stepOneQuotes = await timeCalls(QUOTES, async () => {
    const json = await post('Remittance/GetQuote', {
      token,
      merchant_id: first,
      send_currency_id: AUD,
      receive_currency_id: CNY,
      send_amount: '25',
    });
    if (!json.success) throw new Error(`Remittance/GetQuote (step 1) failed: ${json.msg}`);
  });

  // The statements one transfer sends to PostgreSQL, call by call: each is a round trip, the bulk of a call's cost
  // here. The second of two transfers is counted (accounts made, the session's activity mark fresh).
  let perCall: number[] = [];
  const counted: Post = async (name, body) => {
    let answer: Awaited<ReturnType<Post>> | undefined;
    perCall.push(await statementsDuring(async () => void (answer = await post(name, body))));
    return answer!;
  };
  for (let transfer = 0; transfer < 2; transfer += 1) {
    perCall = [];
    const sender = { merchantId: first, recipientId: payees.get(first)! };
    await makeTransfer(counted, token, sender, `bench-count-${Date.now()}-${transfer}`);
  }

  /** Remittances a second: CLIENTS_PER_MERCHANT clients per merchant, in a process of their own, for TIMED_MS. */
  const throughput = async (merchantIds: number[]) => {
    const result = await runClients({
      kind: 'run',
      port,
      token,
      senders: merchantIds.map((merchantId) => ({ merchantId, recipientId: payees.get(merchantId)! })),
      clientsPerSender: CLIENTS_PER_MERCHANT,
      warmUpMs: WARM_UP_MS,
      timedMs: TIMED_MS,
      runId: `${Date.now()}-${merchantIds.length}`,
    });
    return (result.transfers / (result.elapsedMs / 1000)).toFixed(0);
  };
  const oneMerchant = await throughput([first]);
  const allMerchants = await throughput(owner.merchantIds);

  // As one approval (a batch payment): BATCH orders priced at one rate, created and paid in one transaction.
  const { pricing, life } = remittanceParts(
    db,
    createLedger(db),
    deploymentFxRates({ sandboxChannels: true, fxSandboxSeed: 1 }),
    () => new Date(),
  );
  const recipient = { kind: 2, currencyId: CNY, paymentNetwork: 1 };
  const at = new Date();
  const terms = await pricing.price(
    { recipient, sendCurrencyId: AUD, sendMinor: 25_00, speed: 1, firstIsFree: false },
    at,
  );
  const orders = Array.from({ length: BATCH }, (_, index) => ({
    merchantId: first,
    idempotencyKey: `bench-batch-${at.getTime()}-${index}`,
    createdByUserId: owner.userId,
    recipientId: payees.get(first)!,
    recipientKind: 2,
    recipientMerchantId: null,
    paymentNetwork: 1,
    ...terms,
    quoteId: null,
    priceExpiresAt: null,
    reason: 8,
    notifyEmail: 'bench@example.test',
    reference: 'Bench batch',
    payBy: new Date(at.getTime() + 60_000),
  }));
  const batchStart = performance.now();
  await life.createPaidFromBalance(first, AUD, orders);
  const batchPerSecond = (BATCH / ((performance.now() - batchStart) / 1000)).toFixed(0);
  return [
    {
      figure: `Remittance/GetQuote, AUD → CNY with fee, limit and stored quote (median / p99 over ${QUOTES})`,
      value: formatTiming(quotes),
      target: '≤ 10 ms median',
    },
    {
      figure: `Remittance/GetQuote before the recipient (step 1), AUD → CNY as a CNY bank account, stored (median / p99 over ${QUOTES})`,
      value: formatTiming(stepOneQuotes),
      target: '≤ 10 ms median',
    },
    {
      figure:
        'statements sent to PostgreSQL by one transfer (quote + create + pay; sign-in checks and transactions included)',
      value: `${perCall.reduce((sum, count) => sum + count, 0)} (${perCall.join(' + ')})`,
      target: 'as few as the rules allow',
    },
    {
      figure: `remittances created and paid from the balance a second (quote + create + pay over HTTP; one merchant, ${CLIENTS_PER_MERCHANT} clients)`,
      value: oneMerchant,
      target: '500',
    },
    {
      figure: `… across ${owner.merchantIds.length} merchants side by side (${CLIENTS_PER_MERCHANT} clients each)`,
      value: allMerchants,
      target: '500',
    },
    {
      figure: `remittances created and paid from the balance a second as one approval (${BATCH.toLocaleString('en-AU')} orders, one transaction)`,
      value: batchPerSecond,
      target: '500',
    },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const database = await startBenchDatabase(Number(process.argv[2] ?? 54_620));
  try {
    await seedDemoIfEmpty(database.db, hashPassword);
    console.log(`machine speed ${machineSpeedMs().toFixed(0)} ms (see timing.ts)`);
    const { app, post, port } = await startBenchServer(database.db, database.dataDir);
    try {
      const login = await post('login', { AccountType: 1, Account: 'owner@demo.test', Password: DEMO_PASSWORD });
      if (!login.success) throw new Error(`login failed: ${login.msg}`);
      const owner = await demoOwnerMerchants(database.db);
      for (const row of await benchRemittance(database.db, { post, port }, login.data!.token, owner))
        console.log(`${row.figure}: ${row.value}   target ${row.target}`);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

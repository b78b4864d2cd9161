// The merchant's side of the merchant-API bench, in a process of its own (as a merchant's servers are): 32 clients
// that create orders with signed requests and pay them in the sandbox, and the HTTP receiver their notifications
// reach. The bench process (merchant-api.ts) forks it and talks to it over IPC:
//   child → parent  { kind: 'listening', notifyUrl }             once the receiver is up
//   parent → child  { kind: 'run', ... }                         the server's port, the key, the orders to make
//   child → parent  { kind: 'warmed' }                           the warm-up's orders are made and notified
//   parent → child  { kind: 'go' }                               a timed round starts (the parent sends one a round)
//   child → parent  { kind: 'done', result } | { kind: 'failed', message }
import { createHmac, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'undici';

export interface ClientsRun {
  kind: 'run';
  port: number;
  keyId: string;
  secret: string;
  clients: number;
  orders: number;
  /** Orders made (and notified) before the timed run: connections, caches, JIT. */
  warmUp: number;
}

export interface ClientsResult {
  /** Milliseconds from the first timed create to the last notification received. */
  elapsedMs: number;
  createMs: number[];
  payMs: number[];
  /** From the sandbox's answer to the receiver getting the notification, per order. */
  notifyLagMs: number[];
  notified: number;
  badSignatures: number;
  /** HTTP requests of the timed run: those the clients made and the notifications the receiver got. */
  requests: number;
  /** CPU this process used over the timed run, in ms. */
  cpuMs: number;
}

export type ClientsMessage =
  | { kind: 'listening'; notifyUrl: string }
  | { kind: 'warmed' }
  | { kind: 'done'; result: ClientsResult }
  | { kind: 'failed'; message: string };

const send = (message: ClientsMessage) => process.send?.(message);

// The merchant's server: records when each order's first notification arrives, checks each signature.
let secret = '';
let badSignatures = 0;
let requests = 0;
const notifiedAt = new Map<string, number>();
let onNotified: () => void = () => {};
const receiver = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  request.on('end', () => {
    requests += 1;
    const timestamp = String(request.headers['x-timestamp']);
    if (createHmac('sha256', secret).update(`${timestamp}\n${body}`).digest('hex') !== request.headers['x-signature'])
      badSignatures += 1;
    const orderNo = (JSON.parse(body) as { data: { order_no: string } }).data.order_no;
    if (!notifiedAt.has(orderNo)) notifiedAt.set(orderNo, performance.now());
    onNotified();
    response.end('ok');
  });
});
receiver.keepAliveTimeout = 60_000;

/** Connects, makes the warm-up's orders and answers the timed rounds, one a call. */
async function prepare(task: ClientsRun): Promise<() => Promise<ClientsResult>> {
  secret = task.secret;
  // Kept-alive HTTP/1.1 connections, one per client (undici: a lean client, so the load generator's own CPU
  // leaves more of the machine to the server it measures).
  const pool = new Pool(`http://127.0.0.1:${task.port}`, { connections: task.clients, keepAliveTimeout: 60_000 });
  async function post(
    path: string,
    body: string,
    headers: Record<string, string>,
  ): Promise<{ status: number; body: string }> {
    requests += 1;
    const response = await pool.request({
      path,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    return { status: response.statusCode, body: await response.body.text() };
  }

  async function createOrder(): Promise<{ orderNo: string; payUrl: string }> {
    const body = JSON.stringify({
      amount: '12.50',
      currency: 'AUD',
      source_type: 4,
      channel: 1,
      out_trade_no: `bench-${randomUUID()}`,
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = randomUUID();
    const signature = createHmac('sha256', task.secret)
      .update(`POST\n/v1/orders\n${timestamp}\n${nonce}\n${body}`)
      .digest('hex');
    const response = await post('/v1/orders', body, {
      'x-key-id': task.keyId,
      'x-timestamp': timestamp,
      'x-nonce': nonce,
      'x-signature': signature,
      'idempotency-key': nonce,
    });
    const answer = JSON.parse(response.body) as {
      order?: { order_no: string; pay_url: string };
      error?: { code: string };
    };
    if (response.status !== 201 || !answer.order)
      throw new Error(`create order: ${response.status} ${answer.error?.code}`);
    return { orderNo: answer.order.order_no, payUrl: answer.order.pay_url };
  }

  async function pay(payUrl: string): Promise<void> {
    // The customer opens the pay link, whose order shows the wallet step of its channel (order numbers no longer end
    // in the order's id, from which the wallet token could be derived).
    const opened = await post('/api/pay/order', JSON.stringify({ order_token: payUrl.split('/').pop() }), {});
    const walletUrl = (JSON.parse(opened.body) as { order?: { wallet_url?: string | null } }).order?.wallet_url;
    if (!walletUrl) throw new Error(`pay order: ${opened.status} ${opened.body.slice(0, 200)}`);
    const txnToken = walletUrl.split('/').pop();
    const response = await post(
      '/api/sandbox/wallet_action',
      JSON.stringify({ txn_token: txnToken, action: 'pay' }),
      {},
    );
    const answer = JSON.parse(response.body) as { success?: boolean };
    if (response.status !== 200 || !answer.success)
      throw new Error(`sandbox pay: ${response.status} ${response.body.slice(0, 200)}`);
  }

  const allNotified = (count: number, timeoutMs: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      onNotified = () => {
        if (notifiedAt.size < count) return;
        clearTimeout(timer);
        resolve();
      };
      onNotified();
    });

  const createMs: number[] = [];
  const payMs: number[] = [];
  const paidAt = new Map<string, number>();
  /** The clients make `count` orders between them, each client one order after another. */
  async function makeOrders(count: number): Promise<void> {
    let next = 0;
    await Promise.all(
      Array.from({ length: task.clients }, async () => {
        while (next < count) {
          next += 1;
          const created = performance.now();
          const { orderNo, payUrl } = await createOrder();
          createMs.push(performance.now() - created);
          const paying = performance.now();
          await pay(payUrl);
          paidAt.set(orderNo, performance.now());
          payMs.push(performance.now() - paying);
        }
      }),
    );
  }

  const clearRound = () => {
    notifiedAt.clear();
    paidAt.clear();
    createMs.length = 0;
    payMs.length = 0;
    badSignatures = 0;
    requests = 0;
  };
  await makeOrders(task.warmUp);
  await allNotified(task.warmUp, 30_000);

  return async () => {
    clearRound();
    const cpuAtStart = process.cpuUsage();
    const start = performance.now();
    await makeOrders(task.orders);
    await allNotified(task.orders, 60_000);
    return {
      elapsedMs: Math.max(...notifiedAt.values()) - start,
      createMs: [...createMs],
      payMs: [...payMs],
      notifyLagMs: [...notifiedAt].map(([orderNo, at]) => at - (paidAt.get(orderNo) ?? at)),
      notified: notifiedAt.size,
      badSignatures,
      requests,
      cpuMs: ((cpu) => (cpu.user + cpu.system) / 1000)(process.cpuUsage(cpuAtStart)),
    };
  };
}

const failed = (error: unknown) =>
  send({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
let round: Promise<() => Promise<ClientsResult>> | undefined;
process.on('message', (message: ClientsRun | { kind: 'go' }) => {
  if (message.kind === 'run') {
    round = prepare(message);
    round.then(() => send({ kind: 'warmed' }), failed);
    return;
  }
  if (!round) return failed('a round was asked for before the run');
  round.then((timed) => timed()).then((result) => send({ kind: 'done', result }), failed);
});
receiver.listen(0, '127.0.0.1', () =>
  send({ kind: 'listening', notifyUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/notify` }),
);
process.on('disconnect', () => process.exit(0));

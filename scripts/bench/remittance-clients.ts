// The senders' side of the single-transfer bench, in a process of its own (as the merchants' browsers are): clients
// that each make the wizard's three calls a transfer (quote, create, pay from the balance) over kept-alive HTTP. The
// bench process (remittance.ts) forks it and talks to it over IPC:
//   parent → child  { kind: 'run', ... }                     one timed run: the server, the senders, how long
//   child → parent  { kind: 'done', result } | { kind: 'failed', message }
// Measured in the server's process, the clients' own fetch and JSON took part of the one event loop the server
// answers on, so the figure was the server's and the load generator's together.
import { Pool } from 'undici';

export interface RemittanceSender {
  merchantId: number;
  recipientId: number;
}

export interface RemittanceClientsRun {
  kind: 'run';
  port: number;
  token: string;
  senders: RemittanceSender[];
  clientsPerSender: number;
  /** Transfers made before the timed part (connections, JIT, plans), not counted. */
  warmUpMs: number;
  timedMs: number;
  /** Makes this run's idempotency keys its own. */
  runId: string;
}

export interface RemittanceClientsResult {
  transfers: number;
  elapsedMs: number;
  /** CPU this process used over the timed part, in ms. */
  cpuMs: number;
}

export type RemittanceClientsMessage =
  { kind: 'done'; result: RemittanceClientsResult } | { kind: 'failed'; message: string };

type Answer = Record<string, unknown> & { success: boolean; msg?: string; return_code?: string };

async function run(task: RemittanceClientsRun): Promise<RemittanceClientsResult> {
  const clients = task.senders.length * task.clientsPerSender;
  const pool = new Pool(`http://127.0.0.1:${task.port}`, { connections: clients, keepAliveTimeout: 60_000 });
  const post = async (name: string, body: Record<string, unknown>): Promise<Answer> => {
    const response = await pool.request({
      path: `/api/${name}`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.body.json()) as Answer;
  };
  let sequence = 0;

  /** One transfer: quote, create (with a fresh quote when the first was priced again), pay from the balance. */
  const remit = async ({ merchantId, recipientId }: RemittanceSender) => {
    sequence += 1;
    const key = `bench-remit-${task.runId}-${merchantId}-${sequence}`;
    const quoted = await post('Remittance/GetQuote', {
      token: task.token,
      merchant_id: merchantId,
      recipient_id: recipientId,
      send_currency_id: 1,
      send_amount: '25',
    });
    if (!quoted.success) throw new Error(`Remittance/GetQuote failed: ${quoted.msg}`);
    const order = (quoteId: number) =>
      post('Remittance/CreateOrder', {
        token: task.token,
        merchant_id: merchantId,
        recipient_id: recipientId,
        send_currency_id: 1,
        send_amount: '25',
        quote_id: quoteId,
        reason: 8,
        notify_email: 'bench@example.test',
        reference: 'Bench',
        idempotency_key: key,
      });
    let created = await order((quoted.quote as { quote_id: number }).quote_id);
    // As the wizard does: a quote priced again (its free first remittance taken by another client's order meanwhile,
    // or expired) is answered with a fresh one, which the order takes.
    const fresh = (created as { quote?: { quote_id: number } }).quote;
    if (!created.success && created.return_code === 'QUOTE_EXPIRED' && fresh) created = await order(fresh.quote_id);
    if (!created.success) throw new Error(`Remittance/CreateOrder failed: ${created.msg}`);
    const paid = await post('Remittance/PayOrder', {
      token: task.token,
      merchant_id: merchantId,
      order_id: (created.order as { id: number }).id,
      payment_method: 1,
    });
    if (!paid.success) throw new Error(`Remittance/PayOrder failed: ${paid.msg}`);
  };

  /** Transfers made by every client until `ms` have passed. */
  const loop = async (ms: number) => {
    let transfers = 0;
    const until = performance.now() + ms;
    await Promise.all(
      task.senders.flatMap((sender) =>
        Array.from({ length: task.clientsPerSender }, async () => {
          while (performance.now() < until) {
            await remit(sender);
            transfers += 1;
          }
        }),
      ),
    );
    return transfers;
  };
  try {
    await loop(task.warmUpMs);
    const cpuBefore = process.cpuUsage();
    const start = performance.now();
    const transfers = await loop(task.timedMs);
    const elapsedMs = performance.now() - start;
    const cpu = process.cpuUsage(cpuBefore);
    return { transfers, elapsedMs, cpuMs: (cpu.user + cpu.system) / 1000 };
  } finally {
    await pool.close();
  }
}

const send = (message: RemittanceClientsMessage) => process.send?.(message);

process.on('message', (message: RemittanceClientsRun) => {
  if (message.kind !== 'run') return;
  run(message).then(
    (result) => send({ kind: 'done', result }),
    (error: unknown) => send({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
  );
});
process.on('disconnect', () => process.exit(0));

// The senders' side of the single-transfer bench, in a process of its own (as the merchants' browsers are): clients
// that each make the wizard's three calls a transfer (quote, create, pay from the balance) over kept-alive HTTP. The
// bench process (remittance.ts) forks it and talks to it over IPC:
//   parent → child  { kind: 'run', ... }                     one timed run: the server, the senders, how long
//   child → parent  { kind: 'done', result } | { kind: 'failed', message }
// Measured in the server's process, the clients' own fetch and JSON took part of the one event loop the server
// answers on, so the figure was the server's and the load generator's together.
import { Pool } from 'undici';
import { makeTransfer, type TransferPost, type TransferSender } from './remittance-transfer.ts';

export type RemittanceSender = TransferSender;

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

async function run(task: RemittanceClientsRun): Promise<RemittanceClientsResult> {
  const clients = task.senders.length * task.clientsPerSender;
  const pool = new Pool(`http://127.0.0.1:${task.port}`, { connections: clients, keepAliveTimeout: 60_000 });
  const post: TransferPost = async (name, body) => {
    const response = await pool.request({
      path: `/api/${name}`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.body.json()) as Awaited<ReturnType<TransferPost>>;
  };
  let sequence = 0;
  const remit = (sender: RemittanceSender) => {
    sequence += 1;
    return makeTransfer(post, task.token, sender, `bench-remit-${task.runId}-${sender.merchantId}-${sequence}`);
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

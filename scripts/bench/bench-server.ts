// The server the HTTP figures are measured on: the real app on loopback over the bench's database, demo mode, limits
// lifted (the bench's own calls would fill them), no logging. `post` calls one named call and answers its JSON.
import { randomBytes } from 'node:crypto';
import type { Database } from '@mbo/db/client';
import { buildApp } from '../../packages/server/src/app.ts';
import { loadConfig } from '../../packages/server/src/config.ts';
import { createNotifier } from '../../packages/server/src/notify/notifier.ts';
import { notifierOptions } from '../../packages/server/src/notify/notifier-options.ts';

export type BenchPost = (
  name: string,
  body: Record<string, unknown>,
) => Promise<Record<string, unknown> & { success: boolean; msg?: string; data?: { token: string } }>;

export async function startBenchServer(db: Database, dataDir: string) {
  const config = loadConfig({
    DEMO: '1',
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    LOG_LEVEL: 'silent',
  });
  const secret = randomBytes(32);
  const notifier = createNotifier(db, notifierOptions(config, secret));
  const app = await buildApp({ config, db, notifier, secret });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const base = `http://127.0.0.1:${port}`;
  const post: BenchPost = async (name, body) => {
    const response = await fetch(`${base}/api/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as Awaited<ReturnType<BenchPost>>;
  };
  return { app, notifier, post, port };
}

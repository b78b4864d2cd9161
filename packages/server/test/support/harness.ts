import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { inject } from 'vitest';
import type { CallName, CallRequest } from '@mbo/contracts/calls/index';
import { connect, type Database } from '@mbo/db/client';
import { ensureDatabase } from '@mbo/db/embedded';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { createNotifier } from '../../src/notify/notifier.ts';
import { notifierOptions } from '../../src/notify/notifier-options.ts';
import { notifierOf } from './outbox.ts';
import { loadSecret } from '../../src/secret.ts';

export interface CallOptions {
  /** Sent in the body, as the web does. */
  token?: string;
  /** Sent as `Authorization: Bearer`, the other accepted way. */
  bearer?: string;
  language?: 'en-US' | 'zh-CN';
}

export interface TestServerOptions {
  /** The app's logger (default: silent); logging tests pass one writing to a stream they read. */
  logger?: FastifyBaseLogger;
  /** Another server process's view of the same database (a second deployment, or a second process). */
  databaseUrl?: string;
}

export interface CallResult {
  status: number;
  body: Record<string, unknown> & { return_code: string; success: boolean; msg?: string };
}

export interface TestServer {
  db: Database;
  /** The URL of this server's own database (for tools run as child processes). */
  databaseUrl: string;
  config: Config;
  /** The key material of this server (APP_SECRET when the env gives one, else random). */
  secret: Buffer;
  url: string;
  /** POST /api/<name> over real HTTP. Bodies are loosely typed so tests can send invalid ones. */
  call<N extends CallName>(name: N, body?: Partial<CallRequest<N>> | Record<string, unknown>, options?: CallOptions): Promise<CallResult>;
  close(): Promise<void>;
}

/**
 * A real server on a loopback port over a fresh database cloned from the migrated template. Each test file gets
 * its own, so files run in parallel without wiping tables.
 */
export async function startTestServer(env: Record<string, string> = {}, options: TestServerOptions = {}): Promise<TestServer> {
  const url = new URL(options.databaseUrl ?? inject('pgAdminUrl'));
  if (!options.databaseUrl) {
    const name = `t_${randomBytes(6).toString('hex')}`;
    await ensureDatabase(url.toString(), name, inject('pgTemplate'));
    url.pathname = `/${name}`;
  }
  const db = connect(url.toString(), 5);
  const config = loadConfig({ DEMO: '1', RATE_LIMIT_PER_MINUTE: '100000', AUTH_RATE_LIMIT_PER_MINUTE: '100000', DATA_DIR: '.test-data/app', ...env });
  const secret = config.appSecret ? loadSecret(config.appSecret, config.dataDir) : randomBytes(32);
  const notifier = createNotifier(db, notifierOptions(config, secret));
  notifierOf.set(db, notifier);
  const app = await buildApp({ config, db, notifier, secret, logger: options.logger });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  return {
    db,
    databaseUrl: url.toString(),
    config,
    secret,
    url: base,
    async call(callName, body = {}, callOptions = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': callOptions.language ?? 'en-US' };
      if (callOptions.bearer) headers.authorization = `Bearer ${callOptions.bearer}`;
      const response = await fetch(`${base}/api/${callName}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(callOptions.token ? { ...body, token: callOptions.token } : body),
      });
      return { status: response.status, body: (await response.json()) as CallResult['body'] };
    },
    async close() {
      await app.close();
      await db.$client.end();
    },
  };
}

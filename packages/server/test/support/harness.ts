import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import type { CallName, CallRequest, CallResponse } from '@mbo/contracts/calls/index';
import { connect, type Database } from '@mbo/db/client';
import { ensureDatabase } from '@mbo/db/embedded';
import { buildApp } from '../../src/app.ts';
import type { JobRegistry } from '../../src/jobs/registry.ts';
import type { ReviewQueue } from '../../src/modules/console/review-queue.ts';
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
  /** The background jobs to start (main.ts starts them all); by default the ones a test server has always run. */
  jobs?: readonly string[];
  /** The console's review queues (default: the product's list, app.ts's reviewQueues). */
  reviewQueues?: readonly ReviewQueue[];
}

/** Not the settlement run or the outbox purge: their tests run them by hand, at the moment they choose. */
const TEST_SERVER_JOBS = [
  'notification-relay',
  'order-reconcile',
  'media-sweep',
  'merchant-api-purge',
  'rate-limit-purge',
];

/** The envelope every answer carries; a failure carries only it (a few add a named field: read it as unknown). */
export interface Envelope {
  return_code: string;
  success: boolean;
  msg?: string;
}

/**
 * An answer of call N, its body typed by N's response schema as if it succeeded: tests check `success` or the status
 * with expect, which narrows nothing. A failure's body holds the envelope (typed) and any other field as unknown.
 */
export interface CallResult<N extends CallName = CallName> {
  status: number;
  body: Envelope & Record<string, unknown> & CallResponse<N>;
}

export interface TestServer {
  db: Database;
  /** The URL of this server's own database (for tools run as child processes). */
  databaseUrl: string;
  config: Config;
  /** The key material of this server (APP_SECRET when the env gives one, else random). */
  secret: Buffer;
  url: string;
  /** The server's job registry (tests run a job with `runOnce`). */
  jobs: JobRegistry;
  /** POST /api/<name> over real HTTP. Bodies are loosely typed so tests can send invalid ones. */
  call<N extends CallName>(
    name: N,
    body?: Partial<CallRequest<N>> | Record<string, unknown>,
    options?: CallOptions,
  ): Promise<CallResult<N>>;
  close(): Promise<void>;
}

/**
 * A real server on a loopback port over a fresh database cloned from the migrated template. Each test file gets
 * its own, so files run in parallel without wiping tables.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const url = new URL(options.databaseUrl ?? inject('pgAdminUrl'));
  if (!options.databaseUrl) {
    const name = `t_${randomBytes(6).toString('hex')}`;
    await ensureDatabase(url.toString(), name, inject('pgTemplate'));
    url.pathname = `/${name}`;
  }
  const db = connect(url.toString(), 5);
  const config = loadConfig({
    DEMO: '1',
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    DATA_DIR: '.test-data/app',
    ...env,
  });
  const secret = config.appSecret ? loadSecret(config.appSecret, config.dataDir) : randomBytes(32);
  const notifier = createNotifier(db, notifierOptions(config, secret));
  notifierOf.set(db, notifier);
  const app = await buildApp({
    config,
    db,
    notifier,
    secret,
    logger: options.logger,
    reviewQueues: options.reviewQueues,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  app.jobs.start(options.jobs ?? TEST_SERVER_JOBS);
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  return {
    db,
    databaseUrl: url.toString(),
    config,
    secret,
    url: base,
    jobs: app.jobs,
    async call(callName, body = {}, callOptions = {}) {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'accept-language': callOptions.language ?? 'en-US',
      };
      if (callOptions.bearer) headers.authorization = `Bearer ${callOptions.bearer}`;
      const response = await fetch(`${base}/api/${callName}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(callOptions.token ? { ...body, token: callOptions.token } : body),
      });
      return { status: response.status, body: (await response.json()) as CallResult<typeof callName>['body'] };
    },
    async close() {
      await app.close();
      await db.$client.end();
    },
  };
}

/**
 * The test file's server: started before its tests, closed after them. The object returned is filled in when the
 * file starts, so a test reads it as it would the result of `startTestServer`.
 */
export function serverForThisFile(env: Record<string, string> = {}, options: TestServerOptions = {}): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    Object.assign(server, await startTestServer(env, options));
  });
  afterAll(() => server.close());
  return server;
}

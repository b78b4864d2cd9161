import type { ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { packagedBinaries, reachableBinaries } from './embedded/binaries.ts';
import { clusterDir, prepareClusterDir } from './embedded/cluster-dir.ts';
import { initCluster } from './embedded/initdb.ts';
import { postgresUser } from './embedded/os-user.ts';
import { candidatePasswords, rotatePassword, storedPassword, passwordFile } from './embedded/password.ts';
import { startPostmaster, stopPostmaster } from './embedded/postmaster.ts';
import { clearStalePostmaster } from './embedded/stale-postmaster.ts';
import { StartError } from './embedded/start-error.ts';

export { StartError } from './embedded/start-error.ts';

const USER = 'postgres';
/** The watchdog's waits between restarts of a PostgreSQL that exited on its own: doubling up to the last. */
const RESTART_DELAYS_MS = [200, 500, 1_000, 2_000, 5_000, 10_000];

/** The product's database inside the embedded server. */
export const EMBEDDED_DB_NAME = 'merchant_backoffice';

export interface EmbeddedServer {
  url: (database: string) => string;
  /** The cluster's folder: `pgDir`, or (as root, when the postgres user cannot reach it) its relocation. */
  dataDir: string;
  /** The postmaster's process id while it runs. */
  pid: () => number | undefined;
  stop: () => Promise<void>;
}

export interface EmbeddedOptions {
  /** PostgreSQL's own output. */
  log?: (line: string) => void;
  /** What the wrapper does on its own: taking over a leftover server, the watchdog's restarts, relocation. */
  notice?: (line: string) => void;
  /** Extra server settings (the benches' statement statistics use it). */
  settings?: Record<string, string>;
  /** Restart PostgreSQL, with backoff, when it exits while in use (the server's watchdog). */
  restartOnExit?: boolean;
  /** The folder with PostgreSQL's bin/, lib/ and share/ (default: the npm package's). */
  binaries?: string;
}

/** The URL of a database on an embedded server on loopback with this superuser password. */
export const embeddedUrl = (port: number, database: string, password: string) =>
  `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

/** How tools reach a running embedded server: its password is kept beside `pgDir` (DATA_DIR/pg-password). */
export function runningEmbeddedUrl(pgDir: string, port: number, database: string): string {
  const password = storedPassword(pgDir);
  if (!password)
    throw new StartError(
      `no password at ${passwordFile(pgDir)}`,
      'start the server once over this DATA_DIR (it makes the password)',
    );
  return embeddedUrl(port, database, password);
}

async function connects(port: number, password: string): Promise<pg.Client | null> {
  const client = new pg.Client({ connectionString: embeddedUrl(port, 'postgres', password) });
  client.on('error', () => {});
  try {
    await client.connect();
    return client;
  } catch {
    await client.end().catch(() => {});
    return null;
  }
}

/**
 * The superuser password in use, found among the stored, pending and legacy ones; a cluster on anything but the
 * stored one (made before passwords were generated, or a rotation cut short) is moved to a fresh stored one.
 */
async function settlePassword(pgDir: string, port: number): Promise<string> {
  for (const candidate of candidatePasswords(pgDir)) {
    const client = await connects(port, candidate);
    if (!client) continue;
    try {
      if (candidate === storedPassword(pgDir)) return candidate;
      return await rotatePassword(pgDir, async (password) => {
        await client.query(`alter role ${client.escapeIdentifier(USER)} password ${client.escapeLiteral(password)}`);
      });
    } finally {
      await client.end();
    }
  }
  throw new StartError(
    `the embedded PostgreSQL refuses the password kept in ${passwordFile(pgDir)}`,
    'restore that file from where it was copied, or move DATA_DIR/pg away to start with an empty database',
  );
}

/**
 * Starts (and on first use initialises) a PostgreSQL from the npm binaries with its data in `pgDir`; a second
 * start over the same folder reuses the data. A server left running over the folder by a process that died is
 * stopped first. As root, PostgreSQL runs as the `postgres` user; a clone it cannot reach gets its binaries and data
 * relocated (see binaries.ts). Failures are StartErrors: the cause and what to do.
 */
export async function startEmbedded(
  pgDir: string,
  port: number,
  options: EmbeddedOptions = {},
): Promise<EmbeddedServer> {
  const log = options.log ?? (() => {});
  const notice = options.notice ?? log;
  const user = postgresUser();
  const packaged = packagedBinaries();
  const binaries = reachableBinaries(user, { dir: options.binaries ?? packaged.dir, version: packaged.version });
  const { dir: dataDir, isOrphan } = clusterDir(pgDir, user);
  if (isOrphan) {
    notice(`removing ${dataDir}, the data of an earlier ${resolve(pgDir)} that was deleted`);
    await clearStalePostmaster(dataDir, notice);
    rmSync(dataDir, { recursive: true, force: true });
  }
  prepareClusterDir(pgDir, dataDir, user);
  if (dataDir !== resolve(pgDir))
    notice(
      `the postgres user cannot reach ${resolve(pgDir)}: the embedded PostgreSQL keeps its data in ${dataDir} (${pgDir} links to it)`,
    );
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    await rotatePassword(pgDir, (password) => initCluster({ binaries, dataDir, user, superuser: USER, password, log }));
  }
  const launch = async () => {
    await clearStalePostmaster(dataDir, notice);
    return startPostmaster({ binaries, dataDir, port, user, settings: options.settings ?? {}, log });
  };

  let child: ChildProcess | undefined = await launch();
  let stopping = false;
  let restartTimer: NodeJS.Timeout | undefined;
  // The server's process ending (a crash, process.exit) takes PostgreSQL down with it rather than leaving it.
  const onProcessExit = () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
  };
  process.on('exit', onProcessExit);

  const watch = (running: ChildProcess) => {
    running.once('exit', (code, signal) => {
      if (stopping || !options.restartOnExit) return;
      notice(`the embedded PostgreSQL exited (${signal ?? `code ${code}`}); restarting it`);
      child = undefined;
      restart(0);
    });
  };
  const restart = (attempt: number) => {
    const delay = RESTART_DELAYS_MS[Math.min(attempt, RESTART_DELAYS_MS.length - 1)]!;
    restartTimer = setTimeout(() => {
      launch().then(
        (started) => {
          if (stopping) return void stopPostmaster(started);
          child = started;
          watch(started);
          notice('the embedded PostgreSQL is running again');
        },
        (error: unknown) => {
          if (stopping) return;
          notice(
            `restarting the embedded PostgreSQL failed (${error instanceof Error ? error.message : String(error)}); trying again`,
          );
          restart(attempt + 1);
        },
      );
    }, delay);
  };
  watch(child);

  const password = await settlePassword(pgDir, port).catch(async (error: unknown) => {
    stopping = true;
    await stopPostmaster(child!);
    throw error;
  });
  return {
    url: (database) => embeddedUrl(port, database, password),
    dataDir,
    pid: () => child?.pid,
    stop: async () => {
      stopping = true;
      clearTimeout(restartTimer);
      process.off('exit', onProcessExit);
      if (child) await stopPostmaster(child);
    },
  };
}

/** Create a database if it does not exist (through the maintenance database). */
export async function ensureDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
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

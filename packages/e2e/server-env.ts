import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { runningEmbeddedUrl } from '@mbo/db/embedded';

/**
 * The servers under test: one per Playwright worker, each over its own database with its own copy of the demo data,
 * so two workers never share a merchant, a user, a rate-limit counter or a code's resend window. The run has one
 * embedded PostgreSQL (E2E_PG_PORT, its cluster in E2E_DATA_DIR/pg); server i listens on E2E_PORT + i over the
 * database `e2e_i` and keeps its files (app secret, uploads, exports) in E2E_DATA_DIR/server-i. All wiped at every
 * run; overridable so that two runs can go side by side.
 */
/**
 * Two workers at least, half the cores beyond four (Playwright's own default). Measured on 2 cores: a worker waits
 * much of its time (on its server, on a page's timers), and two workers ran the suite 1.5–2 times as fast as one, every
 * test passing (docs/performance.md, 2026-11-28). More cores than two were not measured.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? Math.max(2, Math.floor(availableParallelism() / 2)));
const FIRST_PORT = Number(process.env.E2E_PORT ?? 8090);
const PG_PORT = Number(process.env.E2E_PG_PORT ?? 54393);
const DATA_ROOT = process.env.E2E_DATA_DIR ?? '.test-data/e2e';
const REPO_ROOT = resolve(import.meta.dirname, '../..');
/** Built once before the run (`npm run test:e2e` builds): given to every server, so none of them builds it again. */
export const WEB_DIST = process.env.E2E_WEB_DIST ?? resolve(REPO_ROOT, 'packages/web/dist');

/** What start-servers.ts prints once every server answers /readyz. */
export const E2E_READY_LINE = 'e2e servers ready';

/** The run's one embedded PostgreSQL: its folder (absolute; its password is kept beside it) and port. */
export const E2E_CLUSTER = { pgDir: resolve(REPO_ROOT, DATA_ROOT, 'pg'), port: PG_PORT, dataRoot: DATA_ROOT };

export interface E2EServer {
  url: string;
  /** Its database in the run's PostgreSQL: server 0's is seeded, the others are copies of it. */
  database: string;
  /** Its files (app secret, uploads, exports), relative to the repository root, where the servers run. */
  dataDir: string;
  /** Its settings but DATABASE_URL, whose password exists once the run's PostgreSQL does (e2eDatabaseUrlOf). */
  env: Record<string, string>;
}

export function e2eServer(index: number): E2EServer {
  const port = FIRST_PORT + index;
  const url = `http://127.0.0.1:${port}`;
  const dataDir = `${DATA_ROOT}/server-${index}`;
  return {
    url,
    database: `e2e_${index}`,
    dataDir,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      WEB_DIST,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      // Every e2e sign-in comes from 127.0.0.1, which the per-IP sign-in limit would otherwise stop.
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      // Rate alerts are checked every 2 s, so a spec sees one fire without waiting a minute.
      FX_RATE_ALERT_JOB_INTERVAL_MS: '2000',
    },
  };
}

/** A database of the run's PostgreSQL (read when called: the password is made when the run starts it). */
export const e2eDatabaseUrlOf = (database: string) => runningEmbeddedUrl(E2E_CLUSTER.pgDir, E2E_CLUSTER.port, database);

// Playwright names each worker's slot in TEST_PARALLEL_INDEX (0 … workers - 1, kept by a worker that replaces a
// failed one) before it loads this config and the specs; the runner itself has none and sees server 0.
const parallelIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
if (parallelIndex >= E2E_WORKERS) {
  throw new Error(
    `worker ${parallelIndex} has no server: the run starts E2E_WORKERS=${E2E_WORKERS}; set E2E_WORKERS rather than --workers`,
  );
}
const own = e2eServer(parallelIndex);

/** This worker's server: every fixture and spec reaches the server, its database and its settings through these. */
export const BASE_URL = own.url;
export const E2E_DATABASE = own.database;
export const E2E_DATA_DIR = own.dataDir;
/** This worker's server's settings, DATABASE_URL included. */
export const e2eServerEnv = (): Record<string, string> => ({
  ...own.env,
  DATABASE_URL: e2eDatabaseUrlOf(own.database),
});

import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

/**
 * The servers under test: one per Playwright worker, each over its own embedded PostgreSQL with its own copy of the
 * demo data, so two workers never share a merchant, a user, a rate-limit counter or a code's resend window. Server i
 * listens on E2E_PORT + i, its PostgreSQL on E2E_PG_PORT + i, its data in E2E_DATA_DIR/server-i (wiped at every run).
 * Overridable so that two runs can go side by side.
 */
/**
 * One worker per two cores: a worker's Chromium, server and PostgreSQL keep about two cores busy, and on a 2-core
 * machine two workers took longer than one (18.5 against about 14 minutes) with pages drawn past the specs' 10 s.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? Math.max(1, Math.floor(availableParallelism() / 2)));
const FIRST_PORT = Number(process.env.E2E_PORT ?? 8090);
const FIRST_PG_PORT = Number(process.env.E2E_PG_PORT ?? 54393);
const DATA_ROOT = process.env.E2E_DATA_DIR ?? '.test-data/e2e';
const REPO_ROOT = resolve(import.meta.dirname, '../..');
/** Built once before the run (`npm run test:e2e` builds): given to every server, so none of them builds it again. */
export const WEB_DIST = process.env.E2E_WEB_DIST ?? resolve(REPO_ROOT, 'packages/web/dist');

/** What start-servers.ts prints once every server answers /readyz. */
export const E2E_READY_LINE = 'e2e servers ready';

export interface E2EServer {
  url: string;
  pgPort: number;
  /** Relative to the repository root, where the servers run. */
  dataDir: string;
  env: Record<string, string>;
}

export function e2eServer(index: number): E2EServer {
  const port = FIRST_PORT + index;
  const url = `http://127.0.0.1:${port}`;
  const pgPort = FIRST_PG_PORT + index;
  const dataDir = `${DATA_ROOT}/server-${index}`;
  return {
    url,
    pgPort,
    dataDir,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      WEB_DIST,
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      // Every e2e sign-in comes from 127.0.0.1, which the per-IP sign-in limit would otherwise stop.
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    },
  };
}

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
export const E2E_PG_PORT = own.pgPort;
export const E2E_DATA_DIR = own.dataDir;
export const E2E_SERVER_ENV = own.env;

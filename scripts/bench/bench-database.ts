// A throw-away embedded PostgreSQL for the benchmarks: its own temporary folder and a port in 54600–54699, so a
// bench never shares a server (or its data) with npm start, the API tests or another bench.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type Database } from '@mbo/db/client';
import { ensureDatabase, EMBEDDED_DB_NAME, startEmbedded } from '@mbo/db/embedded';
import { applyMigrations } from '@mbo/db/migrate';

export const BENCH_PG_PORTS = { first: 54600, last: 54699 } as const;

export interface BenchDatabase {
  db: Database;
  url: string;
  dataDir: string;
  close: () => Promise<void>;
}

/** Starts a migrated embedded PostgreSQL; `poolSize` is the connections the bench may use at once. */
export async function startBenchDatabase(port: number, poolSize = 24): Promise<BenchDatabase> {
  if (port < BENCH_PG_PORTS.first || port > BENCH_PG_PORTS.last) throw new Error(`bench PostgreSQL ports are ${BENCH_PG_PORTS.first}–${BENCH_PG_PORTS.last}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'mbo-bench-'));
  // As root the embedded PostgreSQL runs as the postgres user, who must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  const server = await startEmbedded(join(dataDir, 'pg'), port);
  await ensureDatabase(server.url('postgres'), EMBEDDED_DB_NAME);
  const url = server.url(EMBEDDED_DB_NAME);
  const db = connect(url, poolSize);
  await applyMigrations(db);
  return {
    db,
    url,
    dataDir,
    close: async () => {
      await db.$client.end();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

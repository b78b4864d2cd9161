// A throw-away embedded PostgreSQL for the benchmarks: its own temporary folder and a port in 54600–54699, so a
// bench never shares a server (or its data) with npm start, the API tests or another bench.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { connect, type Database } from '@mbo/db/client';
import { ensureDatabase, EMBEDDED_DB_NAME, startEmbedded } from '@mbo/db/embedded';
import { applyMigrations } from '@mbo/db/migrate';
import { MONEY_SQL_DIR } from '../../packages/server/src/money/money.public.ts';

export const BENCH_PG_PORTS = { first: 54600, last: 54699 } as const;

export interface BenchDatabase {
  db: Database;
  url: string;
  dataDir: string;
  close: () => Promise<void>;
}

/**
 * With BENCH_STATEMENT_STATS=1 the server records per-statement statistics (pg_stat_statements, nested statements
 * too): `printStatementStats` shows where PostgreSQL's time went. For profiling by hand, not in `npm run bench`.
 */
export const statementStats = process.env.BENCH_STATEMENT_STATS === '1';

/** The statements that took the most time since `resetStatementStats`, per call of `per` (e.g. orders). */
export async function printStatementStats(db: Database, per: number, limit = 25): Promise<void> {
  if (!statementStats) return;
  const { rows } = await db.execute<{ ms: number; calls: number; rows: number; blocks: number; query: string }>(sql`
    select total_exec_time + total_plan_time as ms, calls, rows, shared_blks_hit + shared_blks_read as blocks,
      regexp_replace(query, '\\s+', ' ', 'g') as query
    from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
    order by total_exec_time + total_plan_time desc limit ${limit}`);
  // Top-level statements are the server's round trips to PostgreSQL (nested ones run inside functions).
  const { rows: topLevel } = await db.execute<{ calls: number; query: string }>(sql`
    select calls, regexp_replace(query, '\\s+', ' ', 'g') as query from pg_stat_statements
    where toplevel and dbid = (select oid from pg_database where datname = current_database()) and query not like '%pg_stat_statements%'
    order by calls desc`);
  const roundTrips = topLevel.reduce((sum, row) => sum + Number(row.calls), 0);
  console.log(`${(roundTrips / per).toFixed(2)} round trips (top-level statements) an order, the most frequent:`);
  for (const row of topLevel.slice(0, 12))
    console.log(`${(Number(row.calls) / per).toFixed(2).padStart(6)}  ${row.query.slice(0, 160)}`);
  for (const row of rows) {
    const ms = Number(row.ms);
    const calls = Number(row.calls);
    console.log(
      `${(ms / per).toFixed(3).padStart(7)} ms/per ${(calls / per).toFixed(2).padStart(6)} calls/per ${(ms / calls).toFixed(3).padStart(7)} ms/call ${(Number(row.blocks) / calls).toFixed(0).padStart(5)} blocks/call  ${row.query.slice(0, 200)}`,
    );
  }
}

export async function resetStatementStats(db: Database): Promise<void> {
  if (statementStats) await db.execute(sql`select pg_stat_statements_reset()`);
}

/** Starts a migrated embedded PostgreSQL; `poolSize` is the connections the bench may use at once. */
export async function startBenchDatabase(port: number, poolSize = 24): Promise<BenchDatabase> {
  if (port < BENCH_PG_PORTS.first || port > BENCH_PG_PORTS.last)
    throw new Error(`bench PostgreSQL ports are ${BENCH_PG_PORTS.first}–${BENCH_PG_PORTS.last}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'mbo-bench-'));
  // As root the embedded PostgreSQL runs as the postgres user, who must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  const server = await startEmbedded(join(dataDir, 'pg'), port, {
    settings: statementStats
      ? { shared_preload_libraries: 'pg_stat_statements', 'pg_stat_statements.track': 'all' }
      : {},
  });
  await ensureDatabase(server.url('postgres'), EMBEDDED_DB_NAME);
  const url = server.url(EMBEDDED_DB_NAME);
  const db = connect(url, poolSize);
  await applyMigrations(db, { repeatableDirs: [MONEY_SQL_DIR] });
  if (statementStats) await db.execute(sql`create extension if not exists pg_stat_statements`);
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

import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as gatewaySchema from './schema-gateway.ts';
import * as jobsSchema from './schema-jobs.ts';
import * as moneySchema from './schema-money.ts';
import * as settlementSchema from './schema-settlement.ts';
import * as twoFactorSchema from './schema-two-factor.ts';
import * as accessSchema from './schema.ts';

const schema = {
  ...accessSchema,
  ...moneySchema,
  ...gatewaySchema,
  ...jobsSchema,
  ...twoFactorSchema,
  ...settlementSchema,
};

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

// bigint (int8) and numeric come back as strings by default; ours are minor units within the safe-integer range.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function connect(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection that the server ends (restart, Ctrl-C reaching PostgreSQL first) is reported here; the pool
  // drops it and opens a new one on demand. Without a listener the error would end the process.
  pool.on('error', () => {});
  // A connection checked out of the pool (a transaction, a job's lock) that the server ends between two queries
  // (PostgreSQL restarting) reports it as an 'error' event with no pool listener attached: the process would end.
  // Its next query fails instead, and the pool discards the connection when it comes back.
  pool.on('connect', (client) => client.on('error', () => {}));
  return drizzle(pool, { schema }) as Database;
}

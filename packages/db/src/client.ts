import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

// bigint (int8) and numeric come back as strings by default; ours are minor units within the safe-integer range.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function connect(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  return drizzle(pool, { schema }) as Database;
}

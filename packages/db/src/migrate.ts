import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.ts';
import { applyRepeatable } from './repeatable.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * `pg_advisory_lock(MIGRATION_LOCK.namespace, MIGRATION_LOCK.key)`: one process at a time migrates a database, so two
 * servers starting together neither run a migration twice nor replace a function while the other's migration needs
 * it. The db package cannot see the server's lock registry (jobs/advisory-locks.ts), which lists this key too.
 */
export const MIGRATION_LOCK = { namespace: 0xdb, key: 1 } as const;

export interface MigrateOptions {
  /**
   * Folders of repeatable SQL (the money core's database functions: the server's `MONEY_SQL_DIR`), re-applied after
   * the migrations on every run. Required, so that no caller migrates a database and forgets its functions.
   */
  repeatableDirs: readonly string[];
}

/**
 * Applies the committed SQL migrations that have not run yet (drizzle's journal in the drizzle schema), then every
 * repeatable file, in one transaction of its own — all under the migration lock, on one connection.
 */
export async function applyMigrations(db: Database, options: MigrateOptions): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query('select pg_advisory_lock($1, $2)', [MIGRATION_LOCK.namespace, MIGRATION_LOCK.key]);
    try {
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
      await applyRepeatable(client, options.repeatableDirs);
    } finally {
      await client.query('select pg_advisory_unlock($1, $2)', [MIGRATION_LOCK.namespace, MIGRATION_LOCK.key]);
    }
  } finally {
    client.release();
  }
}

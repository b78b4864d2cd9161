import { mkdirSync } from 'node:fs';
import { connect, type Database } from '@mbo/db/client';
import { ensureDatabase, startEmbedded, EMBEDDED_DB_NAME } from '@mbo/db/embedded';
import { applyMigrations } from '@mbo/db/migrate';
import type { Config } from './config.ts';
import { MONEY_SQL_DIR } from './money/money.public.ts';

export interface OpenDatabase {
  db: Database;
  /** 'embedded' when the server started its own PostgreSQL. */
  kind: 'embedded' | 'external';
  close: () => Promise<void>;
}

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL in DATA_DIR/pg; then applies pending migrations. The
 * embedded one is watched: when it exits on its own it is started again (the pool reconnects, /readyz recovers).
 */
export async function openDatabase(
  config: Config,
  log: (line: string) => void,
  notice: (line: string) => void = log,
): Promise<OpenDatabase> {
  if (config.databaseUrl) {
    const db = connect(config.databaseUrl);
    await applyMigrations(db, { repeatableDirs: [MONEY_SQL_DIR] });
    return { db, kind: 'external', close: () => db.$client.end() };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const server = await startEmbedded(`${config.dataDir}/pg`, config.embeddedPgPort, {
    log,
    notice,
    restartOnExit: true,
  });
  try {
    await ensureDatabase(server.url('postgres'), EMBEDDED_DB_NAME);
    const db = connect(server.url(EMBEDDED_DB_NAME));
    await applyMigrations(db, { repeatableDirs: [MONEY_SQL_DIR] });
    return {
      db,
      kind: 'embedded',
      close: async () => {
        await db.$client.end();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

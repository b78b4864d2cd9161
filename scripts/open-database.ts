// The database of the server these settings describe, for the command-line scripts (login-link.ts,
// staff-totp-secret.ts): DATABASE_URL; else the embedded database of a running server; else the embedded one started
// for the moment.
import { connect, type Database } from '@mbo/db/client';
import { EMBEDDED_DB_NAME, runningEmbeddedUrl } from '@mbo/db/embedded';
import { storedPassword } from '@mbo/db/embedded/password';
import type { Config } from '@mbo/server/config';
import { openDatabase } from '@mbo/server/database';

async function reachable(db: Database): Promise<boolean> {
  try {
    await db.$client.query('select 1');
    return true;
  } catch {
    return false;
  }
}

export async function openForScript(config: Config): Promise<{ db: Database; close: () => Promise<void> }> {
  const pgDir = `${config.dataDir}/pg`;
  if (!config.databaseUrl && !storedPassword(pgDir)) return openDatabase(config, () => {});
  const url = config.databaseUrl ?? runningEmbeddedUrl(pgDir, config.embeddedPgPort, EMBEDDED_DB_NAME);
  const db = connect(url, 1);
  if (config.databaseUrl || (await reachable(db))) return { db, close: () => db.$client.end() };
  await db.$client.end();
  return openDatabase(config, () => {});
}

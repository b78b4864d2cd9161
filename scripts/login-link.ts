// Prints a one-time sign-in link for a user (support, demos, testing the automatic login):
//   npx tsx scripts/login-link.ts <email> [en|zh_CN]
// Reads the same settings as the server (DATABASE_URL or the embedded database in DATA_DIR, APP_SECRET or the key
// kept in DATA_DIR, PUBLIC_URL), so the link works on the server running with those settings. Valid 15 minutes, once.
import { LANGUAGES, type Language } from '@mbo/contracts/constants';
import { connect, type Database } from '@mbo/db/client';
import { EMBEDDED_DB_NAME, runningEmbeddedUrl } from '@mbo/db/embedded';
import { storedPassword } from '@mbo/db/embedded/password';
import { loadConfig, type Config } from '@mbo/server/config';
import { openDatabase } from '@mbo/server/database';
import { issueLoginLink } from '@mbo/server/modules/auth/issue-login-link';
import { loadSecret } from '@mbo/server/secret';

async function reachable(db: Database): Promise<boolean> {
  try {
    await db.$client.query('select 1');
    return true;
  } catch {
    return false;
  }
}

/** DATABASE_URL; else the embedded database of a running server; else the embedded one started for the moment. */
async function open(config: Config): Promise<{ db: Database; close: () => Promise<void> }> {
  const pgDir = `${config.dataDir}/pg`;
  if (!config.databaseUrl && !storedPassword(pgDir)) return openDatabase(config, () => {});
  const url = config.databaseUrl ?? runningEmbeddedUrl(pgDir, config.embeddedPgPort, EMBEDDED_DB_NAME);
  const db = connect(url, 1);
  if (config.databaseUrl || (await reachable(db))) return { db, close: () => db.$client.end() };
  await db.$client.end();
  return openDatabase(config, () => {});
}

const [email, languageArg = 'en'] = process.argv.slice(2);
if (!email || !(LANGUAGES as readonly string[]).includes(languageArg)) {
  console.error('usage: npx tsx scripts/login-link.ts <email> [en|zh_CN]');
  process.exit(2);
}

const config = loadConfig();
const database = await open(config);
let url: string | null;
try {
  url = await issueLoginLink(database.db, loadSecret(config.appSecret, config.dataDir), {
    email,
    publicUrl: config.publicUrl,
    language: languageArg as Language,
  });
} finally {
  await database.close();
}
if (url) console.log(url);
else console.error(`no user with the e-mail ${email}`);
process.exit(url ? 0 : 1);

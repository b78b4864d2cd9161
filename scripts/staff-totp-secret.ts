// Prints the authenticator secret (base32) and otpauth:// URI of a user with two-step verification on — the demo
// staff's, which the seed makes per database — so a person can add it to an authenticator app again:
//   npx tsx scripts/staff-totp-secret.ts <email>
// Reads the same settings as the server (DATABASE_URL or the embedded database in DATA_DIR, APP_SECRET or the key
// kept in DATA_DIR); the e2e console sign-in computes its codes from it. Line 1: the secret; line 2: the URI.
import { loadConfig } from '@mbo/server/config';
import { authenticatorOf } from '@mbo/server/modules/two-factor/demo-authenticators';
import { loadSecret } from '@mbo/server/secret';
import { openForScript } from './open-database.ts';

const [email] = process.argv.slice(2);
if (!email) {
  console.error('usage: npx tsx scripts/staff-totp-secret.ts <email>');
  process.exit(2);
}

const config = loadConfig();
const database = await openForScript(config);
let found: Awaited<ReturnType<typeof authenticatorOf>>;
try {
  found = await authenticatorOf(database.db, loadSecret(config.appSecret, config.dataDir), email);
} finally {
  await database.close();
}
if (found) console.log(`${found.secret}\n${found.uri}`);
else console.error(`no user with the e-mail ${email} has two-step verification on`);
process.exit(found ? 0 : 1);

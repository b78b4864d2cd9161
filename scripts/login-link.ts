// Prints a one-time sign-in link for a user (support, demos, testing the automatic login):
//   npx tsx scripts/login-link.ts <email> [en|zh_CN]
// Reads the same settings as the server (DATABASE_URL or the embedded database in DATA_DIR, APP_SECRET or the key
// kept in DATA_DIR, PUBLIC_URL), so the link works on the server running with those settings. Valid 15 minutes, once.
import { LANGUAGES, type Language } from '@mbo/contracts/constants';
import { loadConfig } from '@mbo/server/config';
import { issueLoginLink } from '@mbo/server/modules/auth/issue-login-link';
import { loadSecret } from '@mbo/server/secret';
import { openForScript } from './open-database.ts';

const [email, languageArg = 'en'] = process.argv.slice(2);
if (!email || !(LANGUAGES as readonly string[]).includes(languageArg)) {
  console.error('usage: npx tsx scripts/login-link.ts <email> [en|zh_CN]');
  process.exit(2);
}

const config = loadConfig();
const database = await openForScript(config);
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

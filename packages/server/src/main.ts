import { sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './database.ts';
import { createNotifier } from './notify/notifier.ts';
import { notifierOptions } from './notify/notifier-options.ts';
import { loadSecret } from './secret.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@mbo/db/seed/demo-accounts';
import { DEMO_MERCHANTS } from '@mbo/db/seed/demo-merchants';
import { DEMO_RESELLER_MEMBERS } from '@mbo/db/seed/demo-resellers';
import { DEMO_STAFF } from '@mbo/db/seed/demo-staff';
import { createLogger } from './lib/logger.ts';
import { authenticatorOf } from './modules/two-factor/demo-authenticators.ts';
import { seedDemoData } from './seed/demo-data.ts';
import { explainStartFailure } from './start/start-failure.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  process.stderr.write(
    `\nThe server could not start: ${error instanceof Error ? error.message : String(error)}\nWhat to do: fix that setting (README, "Configuration").\n\n`,
  );
  process.exit(1);
}

/** The pay links of the first demo merchant's stores (their tokens are random per database). */
async function demoPayLinks(db: Database, publicUrl: string): Promise<{ store: string; url: string }[]> {
  const { rows } = await db.execute<{ short_name: string; pay_token: string }>(sql`
    select s.short_name, s.pay_token from stores s join merchants m on m.id = s.merchant_id
    where m.number = ${DEMO_MERCHANTS[0]!.merchant.number} and not s.is_delete order by s.id`);
  return rows.map((row) => ({ store: row.short_name, url: `${publicUrl}/pay/${row.pay_token}` }));
}
/** Groups of four, as authenticator apps show a secret to be typed. */
const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

const logger = createLogger(config.logLevel);

async function main(): Promise<void> {
  const database = await openDatabase(
    config,
    (line) => logger.debug({ postgres: line.trim() }),
    (line) => logger.warn({ database: 'embedded' }, line),
  );
  logger.info({ database: database.kind }, 'database ready, migrations applied');
  const secret = loadSecret(config.appSecret, config.dataDir);
  if (config.demoData) {
    const demo = await seedDemoData(database.db, secret);
    if (demo.seeded) logger.info('demo data seeded');
    if (demo.history) logger.info(demo.history, 'demo payment history recorded');
  }

  const notifier = createNotifier(database.db, notifierOptions(config, secret));
  for (const channel of ['email', 'sms'] as const) {
    const provider = channel === 'email' ? config.smtpUrl : config.smsGatewayUrl;
    if (provider) continue;
    if (config.devOutbox)
      logger.warn(
        { channel },
        'no provider for this channel: its messages (codes included) are held in the development outbox, readable from this machine only',
      );
    else
      logger.error(
        { channel },
        'no provider for this channel and no development outbox: codes and notices to it cannot be sent (set SMTP_URL / SMS_GATEWAY_URL)',
      );
  }
  if (config.sandboxChannels)
    logger.warn('sandbox payment channels are on: payments are simulated and never settled in production');
  const app = await buildApp({ config, db: database.db, notifier, secret, logger });
  await app.listen({ port: config.port, host: config.host });
  // Every background job, from the one registry (jobs/server-jobs.ts); stopped by the drain on a signal.
  app.jobs.start();

  const url = `http://${config.host}:${config.port}`;
  const lines = [
    '',
    `  Merchant back-office is running at ${url}`,
    `  API reference: ${url}/api-docs    Merchant payment API: ${url}/api-docs/v1`,
    '',
  ];
  if (config.devOutbox) {
    lines.push(
      `  Development outbox is ON (DEV_OUTBOX, the demo): codes and API secret keys that no provider sends are readable`,
    );
    lines.push(`  at ${url}/dev/outbox from this machine only. Production (NODE_ENV=production) never has it.`, '');
  }
  if (config.demoData) {
    lines.push(`  Demo sign-ins (password ${DEMO_PASSWORD}; phone under +61):`);
    for (const account of DEMO_ACCOUNTS)
      lines.push(`    ${account.email.padEnd(20)} ${account.phone}   ${account.description}`);
    lines.push('', `  Reseller workspace: ${url}/login (same password; lands on /reseller/merchants)`);
    for (const member of DEMO_RESELLER_MEMBERS)
      lines.push(`    ${member.email.padEnd(20)} ${member.phone}   ${member.description}`);
    lines.push('', `  Provider review console: ${url}/console/login (same password, then the authenticator code)`);
    for (const staff of DEMO_STAFF) {
      lines.push(`    ${staff.email.padEnd(20)} ${staff.phone}   ${staff.description}`);
      const authenticator = await authenticatorOf(database.db, secret, staff.email);
      lines.push(
        authenticator
          ? `      authenticator secret (add it to an authenticator app): ${groupedSecret(authenticator.secret)}`
          : '      no authenticator: sets up two-step verification at the first sign-in',
      );
    }
    lines.push('');
    const payLinks = await demoPayLinks(database.db, config.publicUrl);
    if (payLinks.length) {
      lines.push('  Customer pay pages (sandbox channels) of Harbour Noodle House:');
      for (const link of payLinks) lines.push(`    ${link.store.padEnd(20)} ${link.url}`);
      lines.push('');
    }
  }
  process.stdout.write(`${lines.join('\n')}\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping: draining requests');
    try {
      // The drain first: a request in flight still has its notification delivered at once. Closing the app then
      // stops the job registry (its onClose hook), waiting for runs and deliveries in progress.
      await app.close();
      await app.jobs.stop();
      await database.close();
      logger.info('stopped');
      logger.flush(() => process.exit(0));
    } catch (error) {
      logger.error({ err: error }, 'unclean stop');
      logger.flush(() => process.exit(1));
    }
  };
  // Ours alone: the server drains first, then stops the database (which runs in its own process group, so a
  // terminal's Ctrl-C does not reach it first).
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.removeAllListeners(signal);
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  const failure = explainStartFailure(error, {
    port: config.port,
    host: config.host,
    hasDatabaseUrl: !!config.databaseUrl,
  });
  logger.fatal({ err: error, cause: failure.cause, action: failure.action }, 'failed to start');
  // The log line is for machines; this is for the person who typed npm start.
  logger.flush(() => {
    process.stderr.write(`\nThe server could not start: ${failure.cause}\nWhat to do: ${failure.action}\n\n`);
    process.exit(1);
  });
});

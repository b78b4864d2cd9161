import type { Database } from '@mbo/db/client';
import { seedDemoIfEmpty } from '@mbo/db/seed/demo';
import { hashPassword } from '../modules/auth/auth.public.ts';
import { sealedNewAuthenticator } from '../modules/two-factor/two-factor.public.ts';
import { seedDemoGlobalAccount } from './demo-global-account.ts';
import { seedDemoRemittances } from './demo-remittance.ts';
import { recordDemoHistory, type DemoHistorySummary } from './demo-history.ts';

export interface DemoDataResult {
  /** False when the database already had users: nothing was written. */
  seeded: boolean;
  history: DemoHistorySummary | null;
}

/**
 * The demo data of the README on an empty database: accounts, merchants and stores, then the 90-day payment history
 * and the global account's demo states.
 * Run once per database: by the server at start (`DEMO_DATA`), and by the e2e run on the database its servers' copies
 * are made from. `secret`: the server secret of the servers that will use the database (the demo staff's
 * authenticator secrets are sealed under it).
 */
export async function seedDemoData(db: Database, secret: Buffer): Promise<DemoDataResult> {
  // The demo staff's authenticators are sealed under the server secret: the servers over this database need it.
  if (!(await seedDemoIfEmpty(db, hashPassword, (userId) => sealedNewAuthenticator(secret, userId))))
    return { seeded: false, history: null };
  const history = await recordDemoHistory(db);
  await seedDemoGlobalAccount(db);
  await seedDemoRemittances(db);
  return { seeded: true, history };
}

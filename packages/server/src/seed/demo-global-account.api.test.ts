import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '@mbo/db/seed/demo';
import { ACCOUNT_KIND, checkMoneyInvariants, createLedger, violations } from '../money/money.public.ts';
import { serverForThisFile } from '../../test/support/harness.ts';
import { seedDemoGlobalAccount } from './demo-global-account.ts';
import { recordDemoHistory } from './demo-history.ts';

const server = serverForThisFile();

describe('the demo global account', () => {
  it('funds AUD, USD and CNY, holds a frozen cash deposit and a top-up waiting for its receipt, once', async () => {
    await seedDemoIfEmpty(server.db, async (password) => `hashed:${password}`);
    await recordDemoHistory(server.db, { days: 2 });
    await seedDemoGlobalAccount(server.db);
    await seedDemoGlobalAccount(server.db);
    const { rows } = await server.db.execute<{ id: number }>(sql`select id from merchants where number = 'M100001'`);
    const merchantId = rows[0]!.id;
    const ledger = createLedger(server.db);
    const owed = async (currencyId: number, kind: 'global' | 'global_frozen') =>
      0 - (await ledger.balance({ merchantId, currencyId, kind }));
    for (const currencyId of [1, 2, 3]) expect(await owed(currencyId, ACCOUNT_KIND.global)).toBeGreaterThan(0);
    expect(await owed(2, ACCOUNT_KIND.globalFrozen)).toBe(270_000);
    const { rows: waiting } = await server.db.execute<{ n: number }>(
      sql`select count(*)::int as n from global_account_top_ups where merchant_id = ${merchantId} and status = 1`,
    );
    expect(waiting[0]!.n).toBe(1);
    expect(violations(await checkMoneyInvariants(server.db, merchantId))).toEqual({});
  }, 120_000);
});

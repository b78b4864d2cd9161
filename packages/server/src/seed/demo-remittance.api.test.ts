import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '@mbo/db/seed/demo';
import { checkMoneyInvariants, violations } from '../money/money.public.ts';
import { serverForThisFile } from '../../test/support/harness.ts';
import { seedDemoGlobalAccount } from './demo-global-account.ts';
import { recordDemoHistory } from './demo-history.ts';
import { seedDemoRemittances } from './demo-remittance.ts';

const server = serverForThisFile();

describe('the demo transfers', () => {
  it('are three delivered and one unpaid, written once, telling nobody, the books right', async () => {
    await seedDemoIfEmpty(server.db, async (password) => `hashed:${password}`);
    await recordDemoHistory(server.db, { days: 2 });
    await seedDemoGlobalAccount(server.db);
    await seedDemoRemittances(server.db);
    await seedDemoRemittances(server.db);
    const { rows } = await server.db.execute<{ status: number; fee_waiver: number; speed: number }>(sql`
      select o.status, o.fee_waiver, o.speed from transfer_orders o join merchants m on m.id = o.merchant_id
      where m.number = 'M100001' order by o.id`);
    expect(rows.map((row) => row.status)).toEqual([4, 4, 4, 1]);
    const { rows: told } = await server.db.execute<{ n: number }>(
      sql`select count(*)::int as n from messages where title like 'Your transfer%'`,
    );
    expect(told[0]!.n).toBe(0);
    expect(rows[0]).toMatchObject({ fee_waiver: 1 });
    expect(rows[1]).toMatchObject({ fee_waiver: 0, speed: 2 });
    expect(violations(await checkMoneyInvariants(server.db))).toEqual({});
  }, 120_000);
});

/**
 * The demo merchant's global account beyond its opening AUD and USD balances (demo-history.ts): CNY funded, a cash
 * deposit in its month of freeze (USD, less the banknote charge), and a top-up waiting for its receipt — so the
 * account page shows every state on a fresh demo (issue 14 §1). Idempotent: references are fixed.
 */
import { and, eq, sql } from 'drizzle-orm';
import { ROLE } from '@mbo/contracts/access';
import { TOP_UP_STATUS } from '@mbo/contracts/statuses';
import type { Database } from '@mbo/db/client';
import { merchants } from '@mbo/db/schema';
import { globalAccountTopUps } from '@mbo/db/schema-money';
import { createLedger } from '../money/money.public.ts';
import { attachReceipt, creditTopUp, topUpGlobalAccount } from '../modules/global-account/global-account.public.ts';
import { DEMO_HISTORY_MERCHANT_NUMBER } from './demo-history.ts';

export async function seedDemoGlobalAccount(
  db: Database,
  merchantNumber = DEMO_HISTORY_MERCHANT_NUMBER,
): Promise<void> {
  const merchant = await db.query.merchants.findFirst({ where: eq(merchants.number, merchantNumber) });
  if (!merchant) return;
  const { rows: owners } = await db.execute<{ user_id: number }>(
    sql`select user_id from employee_roles where merchant_id = ${merchant.id} and role_type = ${ROLE.superAdmin} order by user_id limit 1`,
  );
  const ownerId = owners[0]?.user_id ?? null;
  const ledger = createLedger(db);
  await topUpGlobalAccount(db, ledger, {
    merchantId: merchant.id,
    currencyId: 3,
    amountMinor: 2_000_000,
    reference: 'DEMO-OPENING-3',
  });

  const existing = async (reference: string) =>
    db
      .select({ id: globalAccountTopUps.id })
      .from(globalAccountTopUps)
      .where(and(eq(globalAccountTopUps.merchantId, merchant.id), eq(globalAccountTopUps.reference, reference)));
  const open = async (reference: string, currencyId: number, amountMinor: number) => {
    if ((await existing(reference)).length) return null;
    const [row] = await db
      .insert(globalAccountTopUps)
      .values({
        merchantId: merchant.id,
        currencyId,
        amountMinor,
        reference,
        status: TOP_UP_STATUS.awaitingReceipt,
        createdByUserId: ownerId,
      })
      .returning({ id: globalAccountTopUps.id });
    return row!.id;
  };

  // Confirmed as a cash deposit by the seed (reviewer 0: no staff member).
  const cash = await open('TUDEMOCASH01', 2, 300_000);
  if (cash !== null) {
    await attachReceipt(db, { merchantId: merchant.id, topUpId: cash, token: 'demo-cash-deposit-slip' });
    await db.transaction((tx) => creditTopUp(tx, ledger, cash, { isCash: true, reviewerUserId: 0 }));
  }
  await open('TUDEMOWAIT01', 1, 150_000);
}

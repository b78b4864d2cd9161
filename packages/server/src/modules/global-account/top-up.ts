import { sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { globalAccountTopUps } from '@mbo/db/schema-money';
import { ACCOUNT_KIND, type Ledger, PROVIDER } from '../../money/money.public.ts';

export interface TopUpInput {
  merchantId: number;
  currencyId: number;
  amountMinor: number;
  /** The bank transfer's reference: a top-up is recorded once per reference. */
  reference: string;
  at?: Date;
}

/**
 * Records money a merchant sent to fund its global account: the document, and the entry moving it from the
 * provider's top-up clearing to the merchant's global account. Idempotent on the reference. (The global account's
 * screens, and top-ups by bank transfer receipts reviewed in the operations console, come with a later issue.)
 */
export async function topUpGlobalAccount(db: Database, ledger: Ledger, input: TopUpInput): Promise<boolean> {
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) throw new Error('a top-up must be positive');
  const { merchantId, currencyId } = input;
  const accounts = [
    { merchantId, currencyId, kind: ACCOUNT_KIND.global },
    { merchantId: PROVIDER, currencyId, kind: ACCOUNT_KIND.topUpClearing },
  ] as const;
  await ledger.prepare(accounts);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(globalAccountTopUps)
      .values({
        merchantId,
        currencyId,
        amountMinor: input.amountMinor,
        reference: input.reference,
        createdAt: input.at ?? sql`now()`,
      })
      .onConflictDoNothing()
      .returning({ id: globalAccountTopUps.id });
    if (!row) return false;
    await ledger.post(
      tx,
      { merchantId, kind: 'global_top_up', idempotencyKey: `global_top_up:${row.id}`, slotSeed: row.id },
      [
        { ...accounts[0], amountMinor: -input.amountMinor },
        { ...accounts[1], amountMinor: input.amountMinor },
      ],
    );
    return true;
  });
}

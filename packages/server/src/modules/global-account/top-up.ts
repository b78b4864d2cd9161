import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CASH_FEE_PPM, CASH_FREEZE_MONTHS } from '@mbo/contracts/calls/global-account';
import { feeAt } from '@mbo/contracts/money';
import { TOP_UP_STATUS } from '@mbo/contracts/statuses';
import type { Database } from '@mbo/db/client';
import { globalAccountTopUps } from '@mbo/db/schema-money';
import { ACCOUNT_KIND, type Ledger, PROVIDER, type Tx } from '../../money/money.public.ts';

export interface TopUpInput {
  merchantId: number;
  currencyId: number;
  amountMinor: number;
  /** The bank transfer's reference: a top-up is recorded once per reference. */
  reference: string;
  at?: Date;
}

/** A top-up row as the global account's code reads it. */
export interface TopUpRow extends Record<string, unknown> {
  id: number;
  merchant_id: number;
  currency_id: number;
  amount_minor: number;
  reference: string;
  status: number;
  is_cash: boolean;
  fee_minor: number;
  created_by_user_id: number | null;
  receipt_token: string | null;
  reject_reason_en: string | null;
  reject_reason_zh: string | null;
  frozen_until: Date | string | null;
  released_at: Date | string | null;
  created_at: Date | string;
}

const positive = (amountMinor: number) => {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) throw new Error('a top-up must be positive');
};

/** The ledger accounts a top-up of the merchant in the currency moves (created ahead of the confirming transaction). */
const topUpAccounts = (merchantId: number, currencyId: number) =>
  [
    { merchantId, currencyId, kind: ACCOUNT_KIND.global },
    { merchantId, currencyId, kind: ACCOUNT_KIND.globalFrozen },
    { merchantId, currencyId, kind: ACCOUNT_KIND.fees },
    { merchantId: PROVIDER, currencyId, kind: ACCOUNT_KIND.topUpClearing },
  ] as const;

/**
 * The legs of a credited top-up: from the provider's top-up clearing to the merchant's global account — or, for a
 * cash deposit, to its frozen part, less the banknote charge to the fees account.
 */
function creditLegs(row: Pick<TopUpRow, 'merchant_id' | 'currency_id' | 'amount_minor' | 'fee_minor' | 'is_cash'>) {
  const [global, frozen, fees, clearing] = topUpAccounts(row.merchant_id, row.currency_id);
  return [
    { ...(row.is_cash ? frozen : global), amountMinor: -(row.amount_minor - row.fee_minor) },
    { ...fees, amountMinor: -row.fee_minor },
    { ...clearing, amountMinor: row.amount_minor },
  ];
}

/**
 * Records money a merchant sent to fund its global account, credited at once (the demo seed's opening balances):
 * the document and its entry. Idempotent on the reference.
 */
export async function topUpGlobalAccount(db: Database, ledger: Ledger, input: TopUpInput): Promise<boolean> {
  positive(input.amountMinor);
  const { merchantId, currencyId } = input;
  await ledger.prepare(topUpAccounts(merchantId, currencyId));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(globalAccountTopUps)
      .values({
        merchantId,
        currencyId,
        amountMinor: input.amountMinor,
        reference: input.reference,
        status: TOP_UP_STATUS.credited,
        createdAt: input.at ?? sql`now()`,
        creditedAt: input.at ?? sql`now()`,
      })
      .onConflictDoNothing()
      .returning({ id: globalAccountTopUps.id });
    if (!row) return false;
    await postCredit(tx, ledger, {
      id: row.id,
      merchant_id: merchantId,
      currency_id: currencyId,
      amount_minor: input.amountMinor,
      fee_minor: 0,
      is_cash: false,
    });
    return true;
  });
}

const postCredit = (
  tx: Tx,
  ledger: Ledger,
  row: Pick<TopUpRow, 'id' | 'merchant_id' | 'currency_id' | 'amount_minor' | 'fee_minor' | 'is_cash'>,
) =>
  ledger.post(
    tx,
    { merchantId: row.merchant_id, kind: 'global_top_up', idempotencyKey: `global_top_up:${row.id}`, slotSeed: row.id },
    creditLegs(row),
  );

/** A top-up's reference: "TU" and 10 characters of Crockford base 32 (no I, L, O, U: read aloud and typed safely). */
export function newTopUpReference(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  return `TU${[...randomBytes(10)].map((byte) => alphabet[byte % 32]).join('')}`;
}

/**
 * Opens a top-up by bank transfer, waiting for its receipt, with a fresh unique reference; creates the ledger
 * accounts its confirmation will post to (the console's transaction then needs no second connection to create them).
 */
export async function openTopUp(
  db: Database,
  ledger: Ledger,
  input: { merchantId: number; currencyId: number; amountMinor: number; userId: number },
): Promise<TopUpRow> {
  positive(input.amountMinor);
  await ledger.prepare(topUpAccounts(input.merchantId, input.currencyId));
  for (;;) {
    const { rows } = await db.execute<TopUpRow>(sql`
      insert into global_account_top_ups (merchant_id, currency_id, amount_minor, reference, status, created_by_user_id)
      values (${input.merchantId}, ${input.currencyId}, ${input.amountMinor}, ${newTopUpReference()},
        ${TOP_UP_STATUS.awaitingReceipt}, ${input.userId})
      on conflict do nothing returning *`);
    if (rows[0]) return rows[0];
  }
}

/**
 * Attaches a receipt to a top-up waiting for one or rejected (a new receipt sends it back for review). Returns the
 * row, or null when the top-up is the merchant's but not open for a receipt; undefined when it is not the merchant's.
 */
export async function attachReceipt(
  db: Database,
  input: { merchantId: number; topUpId: number; token: string },
): Promise<TopUpRow | null | undefined> {
  const { rows } = await db.execute<TopUpRow>(sql`
    update global_account_top_ups set status = ${TOP_UP_STATUS.underReview}, receipt_token = ${input.token},
      receipt_at = now(), reject_reason_en = null, reject_reason_zh = null
    where id = ${input.topUpId} and merchant_id = ${input.merchantId}
      and status in (${TOP_UP_STATUS.awaitingReceipt}, ${TOP_UP_STATUS.rejected})
    returning *`);
  if (rows[0]) return rows[0];
  const { rows: found } = await db.execute(
    sql`select 1 from global_account_top_ups where id = ${input.topUpId} and merchant_id = ${input.merchantId}`,
  );
  return found[0] ? null : undefined;
}

/**
 * Credits a top-up under review, inside the console's transaction: one conditional UPDATE (so two confirmations,
 * concurrent or repeated, credit once — the second finds it no longer under review and gets null) and its entry.
 * A cash deposit pays the banknote charge (CASH_FEE_PPM of the amount) and is frozen CASH_FREEZE_MONTHS.
 */
export async function creditTopUp(
  tx: Tx,
  ledger: Ledger,
  id: number,
  decision: { isCash: boolean; reviewerUserId: number },
): Promise<TopUpRow | null> {
  const { rows: found } = await tx.execute<{ merchant_id: number; currency_id: number }>(
    sql`select merchant_id, currency_id from global_account_top_ups where id = ${id}`,
  );
  if (!found[0]) return null;
  // Accounts exist since the top-up was opened; this only fills the ledger's id cache (a read).
  await ledger.prepare(topUpAccounts(found[0].merchant_id, found[0].currency_id));
  const { rows } = await tx.execute<TopUpRow>(sql`
    update global_account_top_ups set status = ${TOP_UP_STATUS.credited}, is_cash = ${decision.isCash},
      fee_minor = case when ${decision.isCash} then round(amount_minor * ${CASH_FEE_PPM}::numeric / 1000000)::bigint else 0 end,
      credited_at = now(), reviewed_by_user_id = ${decision.reviewerUserId}, reviewed_at = now(),
      frozen_until = case when ${decision.isCash} then now() + make_interval(months => ${CASH_FREEZE_MONTHS}) end
    where id = ${id} and status = ${TOP_UP_STATUS.underReview}
    returning *`);
  const row = rows[0];
  if (!row) return null;
  if (row.fee_minor !== (decision.isCash ? feeAt(row.amount_minor, CASH_FEE_PPM) : 0))
    throw new Error(`top-up ${id}: the banknote charge disagrees with feeAt`);
  await postCredit(tx, ledger, row);
  return row;
}

/** Rejects a top-up under review with a reason in both languages (nothing was credited); null when not under review. */
export async function rejectTopUp(
  tx: Tx,
  id: number,
  decision: { reviewerUserId: number; reason: { en: string; zh_CN: string } },
): Promise<TopUpRow | null> {
  const { rows } = await tx.execute<TopUpRow>(sql`
    update global_account_top_ups set status = ${TOP_UP_STATUS.rejected}, reviewed_by_user_id = ${decision.reviewerUserId},
      reviewed_at = now(), reject_reason_en = ${decision.reason.en}, reject_reason_zh = ${decision.reason.zh_CN}
    where id = ${id} and status = ${TOP_UP_STATUS.underReview}
    returning *`);
  return rows[0] ?? null;
}

/**
 * Releases cash deposits whose month of freeze is over: each moves from the frozen part to the available balance in
 * its own transaction, marked released in the same one (entry `global_release:<id>`): repeated or concurrent runs
 * release each once.
 */
export async function releaseFrozenTopUps(db: Database, ledger: Ledger, now = new Date()): Promise<number> {
  const { rows: due } = await db.execute<{ id: number; merchant_id: number; currency_id: number }>(sql`
    select id, merchant_id, currency_id from global_account_top_ups
    where frozen_until is not null and released_at is null and frozen_until <= ${now.toISOString()}::timestamptz
    order by frozen_until limit 1000`);
  let released = 0;
  for (const item of due) {
    const [global, frozen] = topUpAccounts(item.merchant_id, item.currency_id);
    await ledger.prepare([global, frozen]);
    await db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ net: number }>(sql`
        update global_account_top_ups set released_at = now()
        where id = ${item.id} and released_at is null and frozen_until is not null
        returning amount_minor - fee_minor as net`);
      const net = Number(rows[0]?.net ?? 0);
      if (!rows[0]) return;
      await ledger.post(
        tx,
        {
          merchantId: item.merchant_id,
          kind: 'global_release',
          idempotencyKey: `global_release:${item.id}`,
          slotSeed: item.id,
        },
        [
          { ...global, amountMinor: -net },
          { ...frozen, amountMinor: net },
        ],
      );
      released += 1;
    });
  }
  return released;
}

/**
 * What a completed collection order does to the books: ONE entry `collection:<id>` from the provider's top-up
 * clearing (the money arrived in its collection account) to the merchant's global account, less the collection fee
 * to its fees account — the legs of a credited top-up (global-account/top-up.ts).
 */
import { sql } from 'drizzle-orm';
import { currencyById } from '@mbo/contracts/lookups/currencies';
import { formatMinor } from '@mbo/contracts/money';
import { AWAITING_FUNDS } from '@mbo/contracts/remittance/collection-flow';
import { COLLECTION_STATUS } from '@mbo/contracts/remittance/order-flow';
import { ACCOUNT_KIND, type Ledger, PROVIDER, type Tx } from '../../money/money.public.ts';
import type { CollectionRow } from './collections.repository.ts';

/** The ledger accounts an order's completion posts to, created when the order is (the completing transaction reads only). */
export const collectionAccounts = (merchantId: number, currencyId: number) =>
  [
    { merchantId, currencyId, kind: ACCOUNT_KIND.global },
    { merchantId, currencyId, kind: ACCOUNT_KIND.fees },
    { merchantId: PROVIDER, currencyId, kind: ACCOUNT_KIND.topUpClearing },
  ] as const;

const awaiting = sql.raw(AWAITING_FUNDS.join(', '));

/**
 * Completes an order still awaiting its funds, inside the caller's transaction: one conditional UPDATE (a second
 * confirmation, the sandbox feed and a racing close find it no longer awaiting and get null) and its entry.
 */
export async function completeCollection(
  tx: Tx,
  ledger: Ledger,
  id: number,
  confirmedByUserId: number | null,
): Promise<CollectionRow | null> {
  const { rows: found } = await tx.execute<{ merchant_id: number; currency_id: number }>(
    sql`select merchant_id, currency_id from collection_orders where id = ${id}`,
  );
  if (!found[0]) return null;
  const [global, fees, clearing] = collectionAccounts(found[0].merchant_id, found[0].currency_id);
  await ledger.prepare([global, fees, clearing]);
  const { rows } = await tx.execute<CollectionRow>(sql`
    update collection_orders set status = ${COLLECTION_STATUS.completed}, completed_at = now(),
      paid_at = coalesce(paid_at, now()), confirmed_by_user_id = ${confirmedByUserId}
    where id = ${id} and status in (${awaiting})
    returning *`);
  const row = rows[0];
  if (!row) return null;
  const amount = Number(row.amount_minor);
  const fee = Number(row.fee_minor);
  await ledger.post(
    tx,
    {
      merchantId: row.merchant_id,
      kind: 'collection',
      idempotencyKey: `collection:${row.id}`,
      slotSeed: Number(row.id),
    },
    [
      { ...global, amountMinor: -(amount - fee) },
      { ...fees, amountMinor: -fee },
      { ...clearing, amountMinor: amount },
    ],
  );
  return row;
}

/** The words of the notices about an order (`collections.notice_*`): number, amount, what was credited, currency. */
export const noticeParams = (row: CollectionRow) => ({
  number: row.number,
  amount: formatMinor(Number(row.amount_minor), row.currency_id),
  net: formatMinor(Number(row.amount_minor) - Number(row.fee_minor), row.currency_id),
  currency: currencyById(row.currency_id)?.code ?? String(row.currency_id),
});

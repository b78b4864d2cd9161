import { FAST_SETTLE, FAST_SETTLE_REQUEST_STATUS, FAST_SETTLE_SOURCE } from '@mbo/contracts/calls/fast-settle';
import { eq } from 'drizzle-orm';
import { merchants } from '@mbo/db/schema';
import type { Tx } from '../console/console.public.ts';
import { changeColumns } from './fast-settle-view.ts';
import { insertRequest, merchantOf } from './fast-settle.repository.ts';

/**
 * A merchant approved with T+0 in its application gets its first configuration as a request the provider made and
 * approved at once (source 'provider', completed, effective at the approval — not at 04:00: nothing settled before),
 * so the history, the page and the settlement engine read it like any other. Opens the page's "enabled" state.
 */
export async function recordInitialFastSettle(
  tx: Tx,
  merchantId: number,
  range: readonly string[],
  at: Date = new Date(),
): Promise<void> {
  const merchant = await merchantOf(tx, merchantId);
  if (!merchant) throw new Error(`merchant ${merchantId} does not exist`);
  await insertRequest(tx, merchant, {
    ...changeColumns({ is_fast_settle: FAST_SETTLE.yes, fast_settlement_range: [...range] }),
    source: FAST_SETTLE_SOURCE.provider,
    status: FAST_SETTLE_REQUEST_STATUS.completed,
    reviewedAt: at,
    effectiveAt: at,
  });
  await tx.update(merchants).set({ isFastSettle: true }).where(eq(merchants.id, merchant.id));
}

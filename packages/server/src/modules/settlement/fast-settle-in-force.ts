import { sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { fastSettleRequests } from '@mbo/db/schema-settlement';
import { FAST_SETTLE } from '@mbo/contracts/kyb/application-choices';
import { FAST_SETTLE_REQUEST_STATUS } from '@mbo/contracts/statuses';
import type { Tx } from '../../money/money.public.ts';

/** The T+0 configuration a merchant has at a time: on or off, the day types it covers and their fee rates (ppm). */
export interface FastSettleConfig {
  /** The approved request it comes from. */
  requestId: number;
  on: boolean;
  workday: boolean;
  holiday: boolean;
  workFeeRatePpm: number;
  everyFeeRatePpm: number;
  effectiveAt: Date;
}

/**
 * The T+0 configuration in force at `at`: the latest approved request whose effective time has come (the 04:00
 * rule sets it on approval). Undefined when none has: the merchant settles T+1 only.
 */
export async function fastSettleConfigInForce(
  db: Tx | Database,
  merchantId: number,
  at: Date,
): Promise<FastSettleConfig | undefined> {
  const [row] = await db
    .select()
    .from(fastSettleRequests)
    .where(
      sql`${fastSettleRequests.merchantId} = ${merchantId}
        and ${fastSettleRequests.status} = ${FAST_SETTLE_REQUEST_STATUS.completed}
        and ${fastSettleRequests.effectiveAt} <= ${at.toISOString()}::timestamptz`,
    )
    .orderBy(sql`${fastSettleRequests.effectiveAt} desc, ${fastSettleRequests.id} desc`)
    .limit(1);
  if (!row?.effectiveAt) return undefined;
  return {
    requestId: row.id,
    on: row.isFastSettle === FAST_SETTLE.yes,
    workday: row.rangeWorkday,
    holiday: row.rangeHoliday,
    workFeeRatePpm: row.workFeeRatePpm,
    everyFeeRatePpm: row.everyFeeRatePpm,
    effectiveAt: row.effectiveAt,
  };
}

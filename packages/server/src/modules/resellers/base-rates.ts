import { asc, eq } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';
import { resellerBaseRates } from '@mbo/db/schema-resellers';
import { ppmToRate } from '@mbo/contracts/money';
import type { RateRule } from '@mbo/contracts/resellers/rate-rules';

type Reader = Pick<Database, 'select'>;

/** A reseller's base rates (the floors of the rates it gives), as they travel, in channel then period order. */
export async function baseRatesOf(db: Reader, resellerId: number): Promise<RateRule[]> {
  const rows = await db
    .select()
    .from(resellerBaseRates)
    .where(eq(resellerBaseRates.resellerId, resellerId))
    .orderBy(asc(resellerBaseRates.paymentChannelId), asc(resellerBaseRates.disbursePeriodDays));
  return rows.map((row) => ({
    payment_channel_id: row.paymentChannelId,
    disburse_period_days: row.disbursePeriodDays,
    rate: ppmToRate(row.ratePpm),
    flat_fee: row.flatFeeMinor,
  }));
}

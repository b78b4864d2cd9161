import { sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';

export interface PaymentConfig {
  timeZone: string;
  storeFeeType: number;
  ratePpm: number;
  flatFeeMinor: number;
  disbursePeriodDays: number;
}

/** What the payment path needs of a merchant, its store and its rate for the channel; null when one is missing. */
export function createPaymentConfigRepository(db: Database) {
  return {
    async find(merchantId: number, storeId: number, channelId: number): Promise<PaymentConfig | null> {
      const { rows } = await db.execute<{
        time_zone: string;
        fee_type: number;
        online_rate_ppm: number;
        flat_fee_minor: number;
        disburse_period_days: number;
      }>(sql`
        select m.time_zone, s.fee_type, r.online_rate_ppm, r.flat_fee_minor, r.disburse_period_days
        from merchants m
        join stores s on s.merchant_id = m.id and s.id = ${storeId} and not s.is_delete
        join merchant_channel_rates r on r.merchant_id = m.id and r.payment_channel_id = ${channelId}
        where m.id = ${merchantId} and not m.is_delete`);
      const row = rows[0];
      if (!row) return null;
      return {
        timeZone: row.time_zone,
        storeFeeType: Number(row.fee_type),
        ratePpm: Number(row.online_rate_ppm),
        flatFeeMinor: Number(row.flat_fee_minor),
        disbursePeriodDays: Number(row.disburse_period_days),
      };
    },
  };
}
export type PaymentConfigRepository = ReturnType<typeof createPaymentConfigRepository>;

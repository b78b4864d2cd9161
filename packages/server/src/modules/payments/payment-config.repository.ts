import { sql } from 'drizzle-orm';
import type { Database } from '@mbo/db/client';

export interface PaymentConfig {
  timeZone: string;
  storeFeeType: number;
  ratePpm: number;
  flatFeeMinor: number;
  disbursePeriodDays: number;
}

/**
 * How long a merchant's store and channel settings are reused by the payment path without asking the database
 * again: a rate or surcharge change reaches new payments within this time (each payment records the rate it was
 * charged at, so reports stay right). A missing configuration is never cached.
 */
export const PAYMENT_CONFIG_CACHE_MS = 5_000;
/** Entries kept at most; beyond it the cache starts over (it only saves a query). */
const CACHE_MAX_ENTRIES = 10_000;

/** What the payment path needs of a merchant, its store and its rate for the channel; null when one is missing. */
export function createPaymentConfigRepository(db: Database, cacheMs = PAYMENT_CONFIG_CACHE_MS) {
  const cache = new Map<string, { config: PaymentConfig; until: number }>();

  async function load(merchantId: number, storeId: number, channelId: number): Promise<PaymentConfig | null> {
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
  }

  return {
    async find(merchantId: number, storeId: number, channelId: number): Promise<PaymentConfig | null> {
      const key = `${merchantId}:${storeId}:${channelId}`;
      const now = Date.now();
      const cached = cache.get(key);
      if (cached && cached.until > now) return cached.config;
      const config = await load(merchantId, storeId, channelId);
      if (cache.size >= CACHE_MAX_ENTRIES) cache.clear();
      if (config && cacheMs > 0) cache.set(key, { config, until: now + cacheMs });
      else cache.delete(key);
      return config;
    },
  };
}
export type PaymentConfigRepository = ReturnType<typeof createPaymentConfigRepository>;

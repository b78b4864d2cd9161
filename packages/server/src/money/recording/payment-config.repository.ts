import { sql } from 'drizzle-orm';
import { isCardChannel } from '@mbo/contracts/lookups/channels';
import type { Database } from '@mbo/db/client';

/** A store's fixed surcharge: a rate in parts per million of the order and a flat part in minor units. */
export interface Surcharge {
  ratePpm: number;
  flatMinor: number;
}

export interface PaymentConfig {
  timeZone: string;
  storeFeeType: number;
  ratePpm: number;
  flatFeeMinor: number;
  disbursePeriodDays: number;
  /**
   * Fee type 3 (fixed): the store's surcharge rate for the channel — its own row of store_channel_rates; for a
   * card channel without its own row (9, 11–16), the store's general card rate (channel 99); 0 when none is set.
   */
  fixedSurchargePpm: number;
  /** Fee type 3, card channels (9–16): the store's card surcharge per currency (rate and flat fee), which wins over the channel rate. */
  cardSurcharges: ReadonlyMap<number, Surcharge>;
}

/** The store rate row a card payment falls back to when its channel has none: "card" in the store's fee form. */
export const STORE_CARD_FALLBACK_CHANNEL_ID = 99;

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
    const isCard = isCardChannel(channelId);
    const { rows } = await db.execute<{
      time_zone: string;
      fee_type: number;
      online_rate_ppm: number;
      flat_fee_minor: number;
      disburse_period_days: number;
      fixed_ppm: number | null;
      card_surcharges: { currency_id: number; fee_rate_ppm: number; flat_fee_minor: number }[] | null;
    }>(sql`
      select m.time_zone, s.fee_type, r.online_rate_ppm, r.flat_fee_minor, r.disburse_period_days,
        coalesce(
          (select online_rate_ppm from store_channel_rates c
            where c.merchant_id = m.id and c.store_id = s.id and c.payment_channel_id = ${channelId}),
          (select online_rate_ppm from store_channel_rates c
            where ${isCard} and c.merchant_id = m.id and c.store_id = s.id and c.payment_channel_id = ${STORE_CARD_FALLBACK_CHANNEL_ID})
        ) as fixed_ppm,
        (select json_agg(json_build_object('currency_id', k.currency_id, 'fee_rate_ppm', k.fee_rate_ppm, 'flat_fee_minor', k.flat_fee_minor))
          from store_cardpay_rates k where ${isCard} and k.merchant_id = m.id and k.store_id = s.id) as card_surcharges
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
      fixedSurchargePpm: Number(row.fixed_ppm ?? 0),
      cardSurcharges: new Map(
        (row.card_surcharges ?? []).map((item) => [
          Number(item.currency_id),
          { ratePpm: Number(item.fee_rate_ppm), flatMinor: Number(item.flat_fee_minor) },
        ]),
      ),
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

import { sql } from 'drizzle-orm';
import { priceBandOf } from '@mbo/contracts/lookups/price-bands';
import type { Tx } from '../../ledger/ledger.ts';

/** Rows each report bucket is spread over, so that concurrent payments of one store do not queue on one row. */
export const STAT_SLOTS = 4;

export interface StatMovement {
  merchantId: number;
  currencyId: number;
  storeId: number;
  channelId: number;
  /** Merchant-local date and hour. */
  day: string;
  hour: number;
  slotSeed: number;
}

/** Report aggregates, maintained in the transaction that moves the money (see daily_stats in the schema). */
export const statsRepository = {
  async addPayment(tx: Tx, at: StatMovement, grossMinor: number, feeMinor: number): Promise<void> {
    const slot = at.slotSeed % STAT_SLOTS;
    await tx.execute(sql`
      insert into daily_stats (merchant_id, currency_id, day, store_id, channel_id, slot, payment_count, payment_minor, fee_minor)
      values (${at.merchantId}, ${at.currencyId}, ${at.day}, ${at.storeId}, ${at.channelId}, ${slot}, 1, ${grossMinor}, ${feeMinor})
      on conflict (merchant_id, currency_id, day, store_id, channel_id, slot) do update set
        payment_count = daily_stats.payment_count + 1,
        payment_minor = daily_stats.payment_minor + excluded.payment_minor,
        fee_minor = daily_stats.fee_minor + excluded.fee_minor`);
    await tx.execute(sql`
      insert into hourly_stats (merchant_id, currency_id, day, hour, store_id, slot, payment_count, payment_minor)
      values (${at.merchantId}, ${at.currencyId}, ${at.day}, ${at.hour}, ${at.storeId}, ${slot}, 1, ${grossMinor})
      on conflict (merchant_id, currency_id, day, hour, store_id, slot) do update set
        payment_count = hourly_stats.payment_count + 1,
        payment_minor = hourly_stats.payment_minor + excluded.payment_minor`);
    await tx.execute(sql`
      insert into band_stats (merchant_id, currency_id, day, band, store_id, slot, payment_count)
      values (${at.merchantId}, ${at.currencyId}, ${at.day}, ${priceBandOf(grossMinor)}, ${at.storeId}, ${slot}, 1)
      on conflict (merchant_id, currency_id, day, band, store_id, slot) do update set
        payment_count = band_stats.payment_count + 1`);
  },

  /** A refund counts on the day it is made; the fee it gives back lowers that day's fee. */
  async addRefund(tx: Tx, at: StatMovement, amountMinor: number, feeReturnedMinor: number): Promise<void> {
    const slot = at.slotSeed % STAT_SLOTS;
    await tx.execute(sql`
      insert into daily_stats (merchant_id, currency_id, day, store_id, channel_id, slot, refund_count, refund_minor, fee_minor)
      values (${at.merchantId}, ${at.currencyId}, ${at.day}, ${at.storeId}, ${at.channelId}, ${slot}, 1, ${amountMinor}, ${-feeReturnedMinor})
      on conflict (merchant_id, currency_id, day, store_id, channel_id, slot) do update set
        refund_count = daily_stats.refund_count + 1,
        refund_minor = daily_stats.refund_minor + excluded.refund_minor,
        fee_minor = daily_stats.fee_minor + excluded.fee_minor`);
  },
};

import { sql } from 'drizzle-orm';
import { priceBandOf } from '@mbo/contracts/lookups/price-bands';
import { BALANCE_SLOTS } from '../../ledger/accounts.ts';
import type { Tx } from '../../ledger/ledger.ts';

/**
 * Rows each report bucket is spread over, so that concurrent payments of one store do not queue on one row. A
 * payment picks both its balance slot and its stat slot from its id, in the same transaction: with as many stat slots
 * as balance slots, two payments that meet on a stat row have already met on a balance row, so the report rows add
 * no wait of their own. With 4 (fewer than the 8 balance slots) payments on different balance rows queued on the
 * same stat row: the merchant API bench measured 482–516 orders/s with 4, 604–619 with 8 (16 no better).
 */
export const STAT_SLOTS = BALANCE_SLOTS;

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
  /** The aggregates of one payment (the SQL is the database function `stats_add_payment`, which record_payment calls too). */
  async addPayment(tx: Tx, at: StatMovement, grossMinor: number, feeMinor: number): Promise<void> {
    await tx.execute(sql`
      select stats_add_payment(${at.merchantId}, ${at.currencyId}::smallint, ${at.day}::date, ${at.hour}::smallint, ${at.storeId},
        ${at.channelId}::smallint, ${priceBandOf(grossMinor)}::smallint, ${at.slotSeed % STAT_SLOTS}::smallint, ${grossMinor}, ${feeMinor})`);
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

import { asc, eq, sql } from 'drizzle-orm';
import { CARD_QUOTA_DAYS } from '@mbo/contracts/constants';
import { CURRENCY_ID } from '@mbo/contracts/lookups/currencies';
import type { Database } from '@mbo/db/client';
import { industries, merchantChannelRates, merchants } from '@mbo/db/schema';
import { merchantCurrencyIds } from '../merchants/merchants.public.ts';
import { bankAccountInForce } from '../settlement/settlement.public.ts';

/** The reads of the business page, each scoped to one merchant (industries are reference data). */
export function createBusinessRepository(db: Database) {
  return {
    merchant: (merchantId: number) => db.query.merchants.findFirst({ where: eq(merchants.id, merchantId) }),
    industry: (industryId: number) => db.query.industries.findFirst({ where: eq(industries.id, industryId) }),
    /** The AUD bank account payouts go to now, if they go to a bank account. */
    australianBank: (merchantId: number) => bankAccountInForce(db, merchantId, CURRENCY_ID.AUD, new Date()),
    rates: (merchantId: number) =>
      db
        .select()
        .from(merchantChannelRates)
        .where(eq(merchantChannelRates.merchantId, merchantId))
        .orderBy(asc(merchantChannelRates.paymentChannelId)),
    /** The currencies the merchant holds (the merchants repository's list, one query for both pages). */
    currencyIds: (merchantId: number) => merchantCurrencyIds(db, merchantId),
    /**
     * What AUD card payments (channels 9–16) of the last CARD_QUOTA_DAYS merchant-local days, today included, still
     * hold: gross less what has been refunded of each (refunds follow their payment, whenever they were made). The
     * window starts at local midnight, so the merchants' payments index on paid_at serves it.
     */
    async cardUsedMinor(merchantId: number, timeZone: string): Promise<number> {
      const { rows } = await db.execute<{ used: number }>(sql`
        select coalesce(sum(gross_minor - refunded_minor), 0)::bigint as used
        from payments
        where merchant_id = ${merchantId}
          and currency_id = ${CURRENCY_ID.AUD}
          and channel_id between 9 and 16
          and paid_at >= (((now() at time zone ${timeZone})::date - ${CARD_QUOTA_DAYS - 1}::int)::timestamp at time zone ${timeZone})`);
      return Number(rows[0]?.used ?? 0);
    },
  };
}
export type BusinessRepository = ReturnType<typeof createBusinessRepository>;

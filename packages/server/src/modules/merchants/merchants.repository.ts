import { and, asc, desc, eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@mbo/contracts/constants';
import type { Database } from '@mbo/db/client';
import {
  agreementAcks,
  agreements,
  employees,
  merchantChannelRates,
  merchantCurrencies,
  merchants,
} from '@mbo/db/schema';

export type MerchantRow = typeof merchants.$inferSelect;
type Queryable = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** A merchant's time zone, read on its own: for paths with no merchant call behind them (a merchant's calls have it). */
export async function timeZoneOf(db: Queryable, merchantId: number): Promise<string> {
  const [row] = await db.select({ timeZone: merchants.timeZone }).from(merchants).where(eq(merchants.id, merchantId));
  return row?.timeZone ?? DEFAULT_TIME_ZONE;
}

export function createMerchantsRepository(db: Database) {
  return {
    /** Merchants a user is a live member of, oldest membership first. */
    async listForUser(userId: number): Promise<MerchantRow[]> {
      const rows = await db
        .select({ merchant: merchants })
        .from(employees)
        .innerJoin(merchants, eq(merchants.id, employees.merchantId))
        .where(and(eq(employees.userId, userId), eq(employees.isDelete, false)))
        .orderBy(asc(employees.createdAt), asc(merchants.id));
      return rows.map((row) => row.merchant);
    },
    findById: (id: number) => db.query.merchants.findFirst({ where: eq(merchants.id, id) }),
    async payoutCurrencyIds(merchantId: number): Promise<number[]> {
      const rows = await db
        .select({ id: merchantCurrencies.currencyId })
        .from(merchantCurrencies)
        .where(eq(merchantCurrencies.merchantId, merchantId))
        .orderBy(asc(merchantCurrencies.currencyId));
      return rows.map((row) => row.id);
    },
    async channelIds(merchantId: number): Promise<number[]> {
      const rows = await db
        .select({ id: merchantChannelRates.paymentChannelId })
        .from(merchantChannelRates)
        .where(eq(merchantChannelRates.merchantId, merchantId))
        .orderBy(asc(merchantChannelRates.paymentChannelId));
      return rows.map((row) => row.id);
    },
    latestAgreement: (categoryId: number) =>
      db.query.agreements.findFirst({
        where: eq(agreements.categoryId, categoryId),
        orderBy: desc(agreements.updatedAt),
      }),
    findAck: (merchantId: number, agreementId: number) =>
      db.query.agreementAcks.findFirst({
        where: and(eq(agreementAcks.merchantId, merchantId), eq(agreementAcks.agreementId, agreementId)),
      }),
    /** Records the merchant's acknowledgement once; false when it was already acknowledged (the first stays). */
    async acknowledge(merchantId: number, agreementId: number, userId: number): Promise<boolean> {
      const inserted = await db
        .insert(agreementAcks)
        .values({ merchantId, agreementId, userId })
        .onConflictDoNothing()
        .returning({ agreementId: agreementAcks.agreementId });
      return inserted.length === 1;
    },
  };
}
export type MerchantsRepository = ReturnType<typeof createMerchantsRepository>;

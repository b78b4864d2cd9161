import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { CARD_FLAT_FEE_CAP_CHANNEL_ID } from '@mbo/contracts/calls/store-rates';
import type { Database } from '@mbo/db/client';
import {
  industries,
  merchantChannelRates,
  storeCardpayRates,
  storeChannelRates,
  stores,
  uploadedFiles,
} from '@mbo/db/schema';
import { LOCK_NAMESPACE } from '../../jobs/advisory-locks.ts';

export type StoreRecord = typeof stores.$inferSelect;
export type StoreInsert = Omit<
  typeof stores.$inferInsert,
  'id' | 'merchantId' | 'number' | 'payToken' | 'createdAt' | 'isDelete'
>;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

/** Rates in parts per million, ready to write. */
export interface StoreRates {
  channels: { channelId: number; ratePpm: number }[];
  cards: { currencyId: number; ratePpm: number; flatMinor: number }[];
}

/** Store numbers: S + a per-merchant sequence from 1001 (the demo's first store is S1001). */
const FIRST_STORE_NUMBER = 1001;
const live = (merchantId: number) => and(eq(stores.merchantId, merchantId), eq(stores.isDelete, false));

/** Queries of the stores area, each scoped by merchant. */
export function createStoresRepository(db: Database) {
  return {
    async page(merchantId: number, offset: number, limit: number): Promise<{ rows: StoreRecord[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(stores)
          .where(live(merchantId))
          .orderBy(asc(stores.number), asc(stores.id))
          .offset(offset)
          .limit(limit),
        db.select({ value: count() }).from(stores).where(live(merchantId)),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async find(merchantId: number, id: number, tx: Db = db): Promise<StoreRecord | undefined> {
      const [row] = await tx
        .select()
        .from(stores)
        .where(and(live(merchantId), eq(stores.id, id)));
      return row;
    },

    async rates(merchantId: number, storeId: number) {
      const [channels, cards] = await Promise.all([
        db
          .select()
          .from(storeChannelRates)
          .where(and(eq(storeChannelRates.merchantId, merchantId), eq(storeChannelRates.storeId, storeId)))
          .orderBy(asc(storeChannelRates.paymentChannelId)),
        db
          .select()
          .from(storeCardpayRates)
          .where(and(eq(storeCardpayRates.merchantId, merchantId), eq(storeCardpayRates.storeId, storeId)))
          .orderBy(asc(storeCardpayRates.currencyId)),
      ]);
      return { channels, cards };
    },

    /** The cap of a store's card flat fee: the merchant's own channel-10 flat fee (AUD minor units), 0 without one. */
    async cardFlatFeeCap(merchantId: number): Promise<number> {
      const [row] = await db
        .select({ flat: merchantChannelRates.flatFeeMinor })
        .from(merchantChannelRates)
        .where(
          and(
            eq(merchantChannelRates.merchantId, merchantId),
            eq(merchantChannelRates.paymentChannelId, CARD_FLAT_FEE_CAP_CHANNEL_ID),
          ),
        );
      return row?.flat ?? 0;
    },

    /** The channels the merchant has a rate for (its accepted payment methods). */
    async merchantChannels(merchantId: number): Promise<number[]> {
      const rows = await db
        .select({ id: merchantChannelRates.paymentChannelId })
        .from(merchantChannelRates)
        .where(eq(merchantChannelRates.merchantId, merchantId));
      return rows.map((row) => row.id);
    },

    async industry(id: number) {
      const [row] = await db.select().from(industries).where(eq(industries.id, id));
      return row;
    },

    async industries(level: number, parentId: number | undefined) {
      return db
        .select()
        .from(industries)
        .where(and(eq(industries.level, level), parentId === undefined ? undefined : eq(industries.parentId, parentId)))
        .orderBy(asc(industries.id));
    },

    /** Which of these upload tokens are the merchant's own images. */
    async ownUploads(merchantId: number, tokens: string[]): Promise<Set<string>> {
      if (tokens.length === 0) return new Set();
      const rows = await db
        .select({ token: uploadedFiles.token })
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.merchantId, merchantId), inArray(uploadedFiles.token, tokens)));
      return new Set(rows.map((row) => row.token));
    },

    /** Inserts a store with the merchant's next number (numbering serialised per merchant by an advisory lock). */
    async insert(tx: Tx, merchantId: number, values: StoreInsert): Promise<StoreRecord> {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE.storeNumber}, ${merchantId})`);
      const { rows } = await tx.execute<{ next: number }>(sql`
        select greatest(${FIRST_STORE_NUMBER}, coalesce(max(substring(number from 2)::bigint) + 1, 0))::bigint as next
        from stores where merchant_id = ${merchantId} and number ~ '^S[0-9]{1,12}$'`);
      const [row] = await tx
        .insert(stores)
        .values({ ...values, merchantId, number: `S${rows[0]!.next}` })
        .returning();
      return row!;
    },

    /** Replaces a store's surcharges; offline, b2b and b2b2c copy the online rate (the spec's save rule). */
    async replaceRates(tx: Tx, merchantId: number, storeId: number, feeType: number, rates: StoreRates): Promise<void> {
      await tx
        .update(stores)
        .set({ feeType })
        .where(and(eq(stores.merchantId, merchantId), eq(stores.id, storeId)));
      await tx
        .delete(storeChannelRates)
        .where(and(eq(storeChannelRates.merchantId, merchantId), eq(storeChannelRates.storeId, storeId)));
      await tx
        .delete(storeCardpayRates)
        .where(and(eq(storeCardpayRates.merchantId, merchantId), eq(storeCardpayRates.storeId, storeId)));
      if (rates.channels.length) {
        await tx.insert(storeChannelRates).values(
          rates.channels.map(({ channelId, ratePpm }) => ({
            merchantId,
            storeId,
            paymentChannelId: channelId,
            onlineRatePpm: ratePpm,
            offlineRatePpm: ratePpm,
            b2bRatePpm: ratePpm,
            b2b2cRatePpm: ratePpm,
          })),
        );
      }
      if (rates.cards.length) {
        await tx.insert(storeCardpayRates).values(
          rates.cards.map(({ currencyId, ratePpm, flatMinor }) => ({
            merchantId,
            storeId,
            currencyId,
            feeRatePpm: ratePpm,
            flatFeeMinor: flatMinor,
          })),
        );
      }
    },

    async updatePayConfig(
      tx: Tx,
      merchantId: number,
      storeId: number,
      values: Pick<StoreInsert, 'supportCurrencies' | 'messageType' | 'isGetUserInfo' | 'qrLogo' | 'payLogo'>,
    ) {
      await tx
        .update(stores)
        .set(values)
        .where(and(eq(stores.merchantId, merchantId), eq(stores.id, storeId)));
    },

    /**
     * Marks each of these images public exactly while it is a live store's QR or pay-page logo (the pay page shows
     * those to anyone); everything else stays private.
     */
    async refreshPublicImages(tx: Tx, merchantId: number, tokens: (string | null | undefined)[]): Promise<void> {
      const affected = [...new Set(tokens.filter((token): token is string => Boolean(token)))];
      if (affected.length === 0) return;
      await tx.execute(sql`
        update uploaded_files f set is_public = exists (
          select 1 from stores s where s.merchant_id = f.merchant_id and not s.is_delete and (s.qr_logo = f.token or s.pay_logo = f.token))
        where f.merchant_id = ${merchantId} and f.token = any(${sql.param(affected)}::text[])`);
    },
  };
}
export type StoresRepository = ReturnType<typeof createStoresRepository>;

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { merchantChannelRates, storeCardpayRates, storeChannelRates, stores } from '@mbo/db/schema';
import { createLedger } from '../ledger/ledger.ts';
import { createMerchant, createStore } from '../../../test/support/factories.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { createPaymentConfigRepository } from './payment-config.repository.ts';
import { createPaymentPath } from './record-payment.ts';

const server = serverForThisFile();

const copies = (ppm: number) => ({ onlineRatePpm: ppm, offlineRatePpm: ppm, b2bRatePpm: ppm, b2b2cRatePpm: ppm });

/** A merchant (1.5 % WeChat, 2 % + 0.30 card online, 1.2 % card in person) and a store with fee type 3 and its surcharges. */
async function fixedStore(cacheMs = 0) {
  const merchant = await createMerchant(server.db);
  await server.db.insert(merchantChannelRates).values([
    { merchantId: merchant.id, paymentChannelId: 10, onlineRatePpm: 20_000, flatFeeMinor: 30 },
    { merchantId: merchant.id, paymentChannelId: 9, onlineRatePpm: 12_000, flatFeeMinor: 10 },
    { merchantId: merchant.id, paymentChannelId: 2, onlineRatePpm: 15_000 },
  ]);
  const store = await createStore(server.db, merchant.id);
  await server.db.update(stores).set({ feeType: 3 }).where(eq(stores.id, store.id));
  await server.db.insert(storeChannelRates).values([
    { merchantId: merchant.id, storeId: store.id, paymentChannelId: 1, ...copies(10_000) },
    { merchantId: merchant.id, storeId: store.id, paymentChannelId: 10, ...copies(25_000) },
    { merchantId: merchant.id, storeId: store.id, paymentChannelId: 99, ...copies(30_000) },
  ]);
  await server.db
    .insert(storeCardpayRates)
    .values({ merchantId: merchant.id, storeId: store.id, currencyId: 2, feeRatePpm: 18_000, flatFeeMinor: 25 });
  const path = createPaymentPath(server.db, createLedger(server.db), createPaymentConfigRepository(server.db, cacheMs));
  let next = 0;
  const pay = (channelId: number, orderMinor: number, currencyId = 1) =>
    path.record({
      merchantId: merchant.id,
      storeId: store.id,
      channelId,
      sourceType: 1,
      currencyId,
      orderMinor,
      channelTxnId: `t-${(next += 1)}`,
      exchangeRateMicros: 4_700_000,
    });
  return { merchant, store, pay };
}

describe("the payment path applies the store's fixed surcharge (fee type 3)", () => {
  it('a wallet channel pays its own store rate; a channel without one pays none', async () => {
    const { pay } = await fixedStore();
    // 1 % of 100.00 = 1.00 surcharge; fee 1.5 % of the gross 101.00 = 1.515 → 1.52.
    expect((await pay(1, 10_000)).payment).toMatchObject({
      surchargeRatePpm: 10_000,
      surchargeMinor: 100,
      grossMinor: 10_100,
      feeMinor: 152,
    });
    expect((await pay(2, 10_000)).payment).toMatchObject({
      surchargeRatePpm: 0,
      surchargeMinor: 0,
      grossMinor: 10_000,
    });
  });

  it("a card payment pays the store's card rate and flat fee of its currency, else its channel's rate, else the card rate (99)", async () => {
    const { pay } = await fixedStore();
    // USD: 1.8 % of 50.00 = 0.90, plus 0.25 flat = 1.15.
    expect((await pay(10, 5_000, 2)).payment).toMatchObject({
      surchargeRatePpm: 18_000,
      surchargeMinor: 115,
      grossMinor: 5_115,
    });
    // AUD has no card row: channel 10's own rate, 2.5 % of 50.00.
    expect((await pay(10, 5_000, 1)).payment).toMatchObject({
      surchargeRatePpm: 25_000,
      surchargeMinor: 125,
      grossMinor: 5_125,
    });
    // Channel 9 has no row of its own: channel 99's 3 %; the merchant fee keeps its flat fee (1.2 % of 51.50 + 0.10).
    expect((await pay(9, 5_000, 1)).payment).toMatchObject({
      surchargeRatePpm: 30_000,
      surchargeMinor: 150,
      grossMinor: 5_150,
      feeMinor: 62 + 10,
    });
  });

  it('a surcharge change reaches new payments (no cache here), and fee types 1 and 2 ignore the fixed rates', async () => {
    const { store, pay } = await fixedStore();
    await server.db.update(storeChannelRates).set(copies(20_000)).where(eq(storeChannelRates.storeId, store.id));
    expect((await pay(1, 10_000)).payment).toMatchObject({ surchargeRatePpm: 20_000, surchargeMinor: 200 });
    await server.db.update(stores).set({ feeType: 2 }).where(eq(stores.id, store.id));
    // Floating: the merchant's own rate (1.5 %).
    expect((await pay(1, 10_000)).payment).toMatchObject({ surchargeRatePpm: 15_000, surchargeMinor: 150 });
    await server.db.update(stores).set({ feeType: 1 }).where(eq(stores.id, store.id));
    expect((await pay(10, 10_000, 2)).payment).toMatchObject({
      surchargeRatePpm: 0,
      surchargeMinor: 0,
      grossMinor: 10_000,
    });
  });

  it('keeps the configuration for the cache time', async () => {
    const { store, pay } = await fixedStore(60_000);
    expect((await pay(1, 10_000)).payment.surchargeMinor).toBe(100);
    await server.db.update(storeChannelRates).set(copies(50_000)).where(eq(storeChannelRates.storeId, store.id));
    expect((await pay(1, 10_000)).payment.surchargeMinor).toBe(100);
  });
});

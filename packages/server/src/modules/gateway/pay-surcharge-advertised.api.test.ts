import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '@mbo/contracts/lookups/currencies';
import { feeAt } from '@mbo/contracts/money';
import { STORE_FEE_TYPE } from '@mbo/contracts/constants';
import { storeCardpayRates, storeChannelRates } from '@mbo/db/schema';
import { payStore } from '../../../test/kits/gateway-test-kit.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';

const server = serverForThisFile();

const AUD = 1;
const USD = 2;
const rates = (ppm: number) => ({ onlineRatePpm: ppm, offlineRatePpm: ppm, b2bRatePpm: ppm, b2b2cRatePpm: ppm });

/**
 * A store of each fee setting: none, floating (the merchant's card fee 1.75 % + 0.30 passed on), fixed with its own
 * rates and a card surcharge in AUD only (1.5 % + 0.20; USD falls back to the card rate), and fixed with card
 * surcharges in both currencies (AUD 1.5 % + 0.20, USD 1.8 % + 0.20: the case the pay page once advertised wrong).
 */
async function storeOf(feeType: number, cardRows: { currencyId: number; ppm: number; flat: number }[] = []) {
  const { merchant, store } = await payStore(server, { feeType, supportCurrencies: [AUD, USD] });
  if (feeType === STORE_FEE_TYPE.fixed) {
    await server.db.insert(storeChannelRates).values(
      [1, 2, 5, 99].map((paymentChannelId) => ({
        merchantId: merchant.id,
        storeId: store.id,
        paymentChannelId,
        ...rates(10_000 + paymentChannelId * 100),
      })),
    );
  }
  for (const row of cardRows) {
    await server.db.insert(storeCardpayRates).values({
      merchantId: merchant.id,
      storeId: store.id,
      currencyId: row.currencyId,
      feeRatePpm: row.ppm,
      flatFeeMinor: row.flat,
    });
  }
  return store;
}

const SETTINGS = [
  { name: 'no surcharge', feeType: STORE_FEE_TYPE.none, cards: [] },
  { name: 'floating', feeType: STORE_FEE_TYPE.floating, cards: [] },
  {
    name: 'fixed, card in AUD only',
    feeType: STORE_FEE_TYPE.fixed,
    cards: [{ currencyId: AUD, ppm: 15_000, flat: 20 }],
  },
  {
    name: 'fixed, card in AUD and USD',
    feeType: STORE_FEE_TYPE.fixed,
    cards: [
      { currencyId: AUD, ppm: 15_000, flat: 20 },
      { currencyId: USD, ppm: 18_000, flat: 20 },
    ],
  },
];
const AMOUNTS = ['0.01', '12.50', '99.99', '1234.57'];

describe('the surcharge the pay page advertises is the one it charges', () => {
  for (const setting of SETTINGS) {
    it(`${setting.name}: every currency and method, advertised rate and flat fee = quoted surcharge`, async () => {
      const store = await storeOf(setting.feeType, setting.cards);
      const shown = (await server.call('pay/store', { pay_token: store.payToken })).body.store;
      expect(shown.currencies.map((currency) => currency.id)).toEqual([AUD, USD]);
      for (const currency of shown.currencies) {
        expect(currency.methods.length).toBeGreaterThan(0);
        for (const amount of AMOUNTS) {
          const quote = await server.call('pay/quote', {
            pay_token: store.payToken,
            amount,
            currency_id: currency.id,
          });
          expect(quote.status).toBe(200);
          const exponent = CURRENCIES.find((entry) => entry.id === currency.id)!.exponent;
          const orderMinor = Math.round(Number(amount) * 10 ** exponent);
          for (const advertised of currency.methods) {
            const charged = quote.body.quotes.find((entry) => entry.method === advertised.method)!;
            const fromLabel =
              feeAt(orderMinor, Math.round(advertised.surcharge_rate * 1_000_000)) +
              Math.round(advertised.surcharge_flat * 10 ** exponent);
            expect(
              Math.round(charged.surcharge * 10 ** exponent),
              `${setting.name} ${currency.code} ${advertised.method} ${amount}`,
            ).toBe(fromLabel);
          }
        }
      }
      // The first currency's methods stay where older pages read them.
      expect(shown.methods).toEqual(shown.currencies[0]!.methods);
    });
  }

  it('a USD card payment at a store with USD card settings advertises 1.8 % + 0.20, not the AUD rate', async () => {
    const store = await storeOf(STORE_FEE_TYPE.fixed, SETTINGS[3]!.cards);
    const shown = (await server.call('pay/store', { pay_token: store.payToken })).body.store;
    const card = (currencyId: number) =>
      shown.currencies.find((currency) => currency.id === currencyId)!.methods.find((m) => m.method === 'card');
    expect(card(AUD)).toMatchObject({ surcharge_rate: 0.015, surcharge_flat: 0.2 });
    expect(card(USD)).toMatchObject({ surcharge_rate: 0.018, surcharge_flat: 0.2 });
  });

  it("a floating store's card surcharge passes on the merchant's flat fee", async () => {
    const store = await storeOf(STORE_FEE_TYPE.floating);
    const shown = (await server.call('pay/store', { pay_token: store.payToken })).body.store;
    expect(shown.methods.find((m) => m.method === 'card')).toMatchObject({
      surcharge_rate: 0.0175,
      surcharge_flat: 0.3,
    });
    const quote = await server.call('pay/quote', { pay_token: store.payToken, amount: '100', currency_id: AUD });
    // 1.75 % of 100.00 + 0.30.
    expect(quote.body.quotes.find((entry) => entry.method === 'card')).toMatchObject({
      surcharge: 2.05,
      gross_amount: 102.05,
    });
  });
});

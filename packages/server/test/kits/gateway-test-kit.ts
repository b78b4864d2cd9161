import { merchantChannelRates, stores } from '@mbo/db/schema';
import { merchantApiSettings } from '@mbo/db/schema-gateway';
import { createMerchant } from '../support/factories.ts';
import type { TestServer } from '../support/harness.ts';

/** Test set-up of the pay page and gateway: a merchant with channel rates and one store. */
export interface StoreOptions {
  feeType?: number;
  type?: number;
  supportCurrencies?: number[];
  messageType?: number;
  isGetUserInfo?: boolean;
  notifyUrl?: string;
}

/** A merchant with WeChat (1.5 %), Alipay in store (1.5 %), UnionPay in store (1.6 %) and card (1.75 % + 0.30) rates, and one store. */
export async function payStore(target: TestServer, options: StoreOptions = {}) {
  const merchant = await createMerchant(target.db);
  await target.db.insert(merchantChannelRates).values([
    { merchantId: merchant.id, paymentChannelId: 2, onlineRatePpm: 15_000 },
    { merchantId: merchant.id, paymentChannelId: 5, onlineRatePpm: 16_000 },
    { merchantId: merchant.id, paymentChannelId: 10, onlineRatePpm: 17_500, flatFeeMinor: 30 },
  ]);
  const [store] = await target.db
    .insert(stores)
    .values({
      merchantId: merchant.id,
      number: `S${merchant.id}`,
      name: 'Harbour Test Kiosk',
      shortName: 'Kiosk',
      type: options.type ?? 1,
      address: '1 George Street, Sydney NSW 2000',
      feeType: options.feeType ?? 1,
      supportCurrencies: options.supportCurrencies ?? [1],
      messageType: options.messageType ?? 1,
      isGetUserInfo: options.isGetUserInfo ?? false,
    })
    .returning();
  if (options.notifyUrl)
    await target.db.insert(merchantApiSettings).values({ merchantId: merchant.id, notifyUrl: options.notifyUrl });
  return { merchant, store: store! };
}

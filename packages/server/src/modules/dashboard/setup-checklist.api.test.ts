import { describe, expect, it } from 'vitest';
import { merchantApiKeys } from '@mbo/db/schema-gateway';
import { settlementAccounts } from '@mbo/db/schema-settlement';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { reportsMerchant } from '../../../test/kits/dashboard-test-kit.ts';

const server = serverForThisFile();

describe('get_setup_checklist', () => {
  it("reads each step from the merchant's data, and has_payments turns true with the first payment", async () => {
    const shop = await reportsMerchant(server);
    const token = await shop.member([1]);
    const read = () => server.call('get_setup_checklist', { merchant_id: shop.merchant.id }, { token });

    const before = await read();
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      has_payments: false,
      settlement_account: false,
      store: true,
      first_payment: false,
      api_key: false,
    });

    await server.db.insert(settlementAccounts).values({ merchantId: shop.merchant.id, currencyId: 1, type: 2 });
    await server.db
      .insert(merchantApiKeys)
      .values({ merchantId: shop.merchant.id, keyId: `key-${shop.merchant.id}`, secretCiphertext: 'sealed' });
    await shop.pay({ at: new Date(), orderMinor: 1_000 });

    expect((await read()).body).toMatchObject({
      has_payments: true,
      settlement_account: true,
      store: true,
      first_payment: true,
      api_key: true,
    });
  });

  it("refuses another merchant's checklist", async () => {
    const shop = await reportsMerchant(server);
    const other = await reportsMerchant(server);
    const token = await shop.member([1]);
    const result = await server.call('get_setup_checklist', { merchant_id: other.merchant.id }, { token });
    expect(result.status).not.toBe(200);
  });
});

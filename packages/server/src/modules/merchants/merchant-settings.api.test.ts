import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { merchantChannelRates, merchantCurrencies } from '@mbo/db/schema';
import { memberWithRoles } from '../../../test/support/factories.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';

const server = serverForThisFile();

describe('IsMerchantOpened', () => {
  it('says whether the merchant is opened for credit, for every role', async () => {
    const opened = await memberWithRoles(server, [3], { isOpenedCredit: true });
    const closed = await memberWithRoles(server, [5], { isOpenedCredit: false });
    const yes = await server.call('IsMerchantOpened', { merchant_id: opened.merchant.id }, { token: opened.token });
    const no = await server.call('IsMerchantOpened', { merchant_id: closed.merchant.id }, { token: closed.token });
    expect(yes.body).toEqual({ return_code: 'SUCCESS', success: true, is_opened: true });
    expect(no.body).toEqual({ return_code: 'SUCCESS', success: true, is_opened: false });
  });
});

describe('getCurrencyList', () => {
  it('lists the payout currencies of the merchant, ascending', async () => {
    const { merchant, token } = await memberWithRoles(server, [4]);
    await server.db.insert(merchantCurrencies).values([
      { merchantId: merchant.id, currencyId: 15 },
      { merchantId: merchant.id, currencyId: 2 },
    ]);
    const result = await server.call('getCurrencyList', { merchant_id: merchant.id }, { token });
    expect(result.body).toEqual({ return_code: 'SUCCESS', success: true, payout_currency_ids: [1, 2, 15] });
  });
});

describe('PaymentChannel', () => {
  it("lists the channels the merchant has rates for, named in the caller's language", async () => {
    const { merchant, token } = await memberWithRoles(server, [1]);
    await server.db.insert(merchantChannelRates).values([
      { merchantId: merchant.id, paymentChannelId: 10, onlineRatePpm: 17_500, flatFeeMinor: 30 },
      { merchantId: merchant.id, paymentChannelId: 3, onlineRatePpm: 18_000 },
    ]);
    const english = await server.call('PaymentChannel', { merchant_id: merchant.id }, { token });
    expect(english.body).toEqual({
      return_code: 'SUCCESS',
      success: true,
      payment_channels: [
        { id: 1, name: 'WeChat Pay', number: 'WECHAT' },
        { id: 3, name: 'Alipay (online)', number: 'ALIPAY_ONLINE' },
        { id: 10, name: 'Card (online)', number: 'CARD_ONLINE' },
      ],
    });
    const chinese = await server.call('PaymentChannel', { merchant_id: merchant.id }, { token, language: 'zh-CN' });
    expect(chinese.body.payment_channels.map((channel) => channel.name)).toEqual([
      '微信支付',
      '支付宝（线上）',
      '银行卡（线上）',
    ]);
  });

  it('gives a merchant without rates an empty list', async () => {
    const { merchant, token } = await memberWithRoles(server, [1]);
    await server.db.delete(merchantChannelRates).where(eq(merchantChannelRates.merchantId, merchant.id));
    const result = await server.call('PaymentChannel', { merchant_id: merchant.id }, { token });
    expect(result.body).toMatchObject({ success: true, payment_channels: [] });
  });
});

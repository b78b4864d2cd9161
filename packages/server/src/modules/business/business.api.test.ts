import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { translate } from '@mbo/contracts/i18n';
import { merchantChannelRates, merchantCurrencies, merchants } from '@mbo/db/schema';
import { addMember, createUser, memberWithRoles, signIn } from '../../../test/support/factories.ts';
import { serverForThisFile } from '../../../test/support/harness.ts';
import { createRefundPath } from '../../money/money.public.ts';
import { daysAgo, shop } from '../../../test/kits/transactions-test-kit.ts';
import { settlementAccounts } from '@mbo/db/schema-settlement';

const server = serverForThisFile();

describe('merchant/get_merchant_info_V2', () => {
  it('shows contact, industry, address, bank, ABN and the rates per channel as fractions and AUD flat fees', async () => {
    const owner = await memberWithRoles(server, [1], {
      name: 'Lotus Tea House Pty Ltd',
      officePhone: '0290001111',
      mobilePhone: '0412345678',
      email: 'hello@lotus.test',
      street: '5 Dixon Street',
      suburb: 'Haymarket',
      state: 'NSW',
      postcode: '2000',
      abn: '51824753556',
      industryId: 101,
      timeZone: 'Australia/Sydney',
    });
    const merchantId = owner.merchant.id;
    await server.db.insert(settlementAccounts).values([
      { merchantId, currencyId: 1, accountName: 'Lotus Tea House', bsb: '062000', accountNumber: '123456789012' },
      { merchantId, currencyId: 2, accountName: 'Lotus USD', bsb: '000000', accountNumber: '999' },
    ]);
    await server.db.insert(merchantChannelRates).values([
      { merchantId, paymentChannelId: 10, onlineRatePpm: 17_500, flatFeeMinor: 30, disbursePeriodDays: 2 },
      { merchantId, paymentChannelId: 9, onlineRatePpm: 12_345, flatFeeMinor: 5 },
      { merchantId, paymentChannelId: 12, onlineRatePpm: 20_000, flatFeeMinor: 99 },
    ]);
    const result = await server.call(
      'merchant/get_merchant_info_V2',
      { merchant_id: merchantId },
      { token: owner.token },
    );
    expect(result.status).toBe(200);
    const info = result.body.merchant;
    const industry = await server.db.query.industries.findFirst({
      where: (row, { eq: equals }) => equals(row.id, 101),
    });
    expect(info).toEqual({
      name: 'Lotus Tea House Pty Ltd',
      number: owner.merchant.number,
      short_name: owner.merchant.shortName,
      office_phone: '0290001111',
      mobile_phone: '0412345678',
      email: 'hello@lotus.test',
      industry_id: 101,
      industry: { name: industry!.name, en_name: industry!.enName },
      street: '5 Dixon Street, Haymarket, NSW 2000',
      time_zone: 'Australia/Sydney',
      abn: '51824753556',
      bank: { australia_bank: { account_name: 'Lotus Tea House', account_number: '123456789012', bsb: '062000' } },
      rates: [
        { payment_channel_id: 1, online_rate: 0.015, flat_fee: null, disburse_period: 1 },
        { payment_channel_id: 9, online_rate: 0.012345, flat_fee: 0.05, disburse_period: 1 },
        { payment_channel_id: 10, online_rate: 0.0175, flat_fee: 0.3, disburse_period: 2 },
        { payment_channel_id: 12, online_rate: 0.02, flat_fee: null, disburse_period: 1 },
      ],
    });
  });

  it('answers null for what the merchant has not set', async () => {
    const owner = await memberWithRoles(server, [4]);
    const result = await server.call(
      'merchant/get_merchant_info_V2',
      { merchant_id: owner.merchant.id },
      { token: owner.token },
    );
    expect(result.body.merchant).toMatchObject({
      industry_id: null,
      industry: null,
      street: null,
      abn: null,
      bank: { australia_bank: null },
    });
  });

  it('refuses finance, cashiers and exchange operators', async () => {
    for (const role of [2, 3, 5]) {
      const member = await memberWithRoles(server, [role]);
      const result = await server.call(
        'merchant/get_merchant_info_V2',
        { merchant_id: member.merchant.id },
        { token: member.token },
      );
      expect([result.status, result.body.msg]).toEqual([403, translate('en', 'errors.forbidden_page')]);
    }
  });
});

describe('GlobalAccounts/Collection/GetFeeList', () => {
  it("lists the schedule of the merchant's currencies, rates as fractions and fees in major units", async () => {
    const owner = await memberWithRoles(server, [1]);
    const fees = async () =>
      (
        await server.call(
          'GlobalAccounts/Collection/GetFeeList',
          { merchant_id: owner.merchant.id },
          { token: owner.token },
        )
      ).body.fee_rate;
    const audOnly = await fees();
    expect(audOnly.map((rate) => rate.currency)).toEqual(['AUD']);
    expect(audOnly[0]!.collection_fee_rate).toContainEqual({
      network_alias: 'SWIFT 电汇',
      network_en_alias: 'SWIFT',
      percent_rate: 0.001,
      min_fee_amount: 10,
      fixed_amount: 0,
    });
    expect(audOnly[0]!.payment_fee_rate).toContainEqual(
      expect.objectContaining({ network_en_alias: 'Direct Entry (BECS)', fixed_amount: 0.55 }),
    );

    await server.db.insert(merchantCurrencies).values({ merchantId: owner.merchant.id, currencyId: 2 });
    expect((await fees()).map((rate) => [rate.currency, rate.currency_id])).toEqual([
      ['AUD', 1],
      ['USD', 2],
    ]);
  });
});

describe('Industry/Get_Industry', () => {
  it('names an industry, and answers a clear 404 or 400 otherwise', async () => {
    const owner = await memberWithRoles(server, [1]);
    const get = (industryId: unknown, language: 'en-US' | 'zh-CN' = 'en-US') =>
      server.call(
        'Industry/Get_Industry',
        { merchant_id: owner.merchant.id, industry_id: industryId },
        { token: owner.token, language },
      );
    expect((await get(231)).body).toMatchObject({
      industry: { id: 231, name: '餐饮', en_name: 'Food and beverage', level: 1, parent_id: null },
    });
    expect((await get(101)).body).toMatchObject({ industry: { id: 101, level: 2, parent_id: 231 } });
    const missing = await get(987_654, 'zh-CN');
    expect([missing.status, missing.body.msg]).toEqual([404, translate('zh_CN', 'business.industry_not_found')]);
    expect((await get(0)).status).toBe(400);
  });
});

describe('Branch/GetCardpayRemainingQuota', () => {
  const quota = async (merchantId: number, token: string) => {
    const result = await server.call('Branch/GetCardpayRemainingQuota', { merchant_id: merchantId }, { token });
    expect(result.status).toBe(200);
    return result.body.data;
  };

  it('counts AUD card payments of the last 14 local days less their refunds, against the limit', async () => {
    const s = await shop(server);
    await server.db.update(merchants).set({ cardQuotaLimitMinor: 100_000 }).where(eq(merchants.id, s.merchant.id));
    await server.db
      .insert(merchantChannelRates)
      .values({ merchantId: s.merchant.id, paymentChannelId: 12, onlineRatePpm: 20_000 });
    expect(await quota(s.merchant.id, s.owner.token)).toEqual({
      FourteenDayCollectionLimit: 1000,
      CardpayFourteenDayAmount: 0,
      remaining: 1000,
      currency: 'AUD',
    });

    const refunded = await s.pay(10_000, daysAgo(1, 9), { channelId: 9 });
    await s.pay(5_000, daysAgo(13, 0, 30), { channelId: 9 }); // the first day of the window
    await s.pay(2_000, new Date(), { channelId: 12 });
    await s.pay(7_000, daysAgo(14, 23, 30), { channelId: 9 }); // the day before the window
    await s.pay(3_000, daysAgo(1, 9), { channelId: 1 }); // a wallet
    await s.pay(4_000, daysAgo(1, 9), { channelId: 9, currencyId: 2 }); // USD
    await createRefundPath(server.db, s.ledger).refund({
      merchantId: s.merchant.id,
      paymentId: refunded.id,
      amountMinor: 2_500,
      idempotencyKey: 'quota',
    });

    // 100 − 25 + 50 + 20
    expect(await quota(s.merchant.id, s.owner.token)).toEqual({
      FourteenDayCollectionLimit: 1000,
      CardpayFourteenDayAmount: 145,
      remaining: 855,
      currency: 'AUD',
    });

    await server.db.update(merchants).set({ cardQuotaLimitMinor: 10_000 }).where(eq(merchants.id, s.merchant.id));
    expect(await quota(s.merchant.id, s.owner.token)).toMatchObject({
      FourteenDayCollectionLimit: 100,
      CardpayFourteenDayAmount: 145,
      remaining: 0,
    });
  });

  it("starts the window at the merchant's local midnight", async () => {
    const timeZone = 'Australia/Sydney';
    const s = await shop(server, { timeZone });
    const localToday = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date());
    const first = new Date(`${localToday}T00:00:00Z`);
    first.setUTCDate(first.getUTCDate() - 13);
    const firstDay = first.toISOString().slice(0, 10);
    const instant = async (local: string) => {
      const { rows } = await server.db.execute<{ at: Date }>(
        sql`select (${local}::timestamp at time zone ${timeZone}) as at`,
      );
      return new Date(rows[0]!.at);
    };
    await s.pay(1_000, await instant(`${firstDay} 00:01:00`), { channelId: 9 });
    await s.pay(9_000, await instant(`${firstDay} 00:00:00`).then((at) => new Date(at.getTime() - 60_000)), {
      channelId: 9,
    });
    expect(await quota(s.merchant.id, s.owner.token)).toMatchObject({ CardpayFourteenDayAmount: 10 });
  });

  it("shows nothing of another merchant's payments and refuses a cashier", async () => {
    const s = await shop(server);
    await s.pay(10_000, daysAgo(1, 9), { channelId: 9 });
    const stranger = await memberWithRoles(server, [1]);
    expect(await quota(stranger.merchant.id, stranger.token)).toMatchObject({ CardpayFourteenDayAmount: 0 });
    expect(
      (await server.call('Branch/GetCardpayRemainingQuota', { merchant_id: s.merchant.id }, { token: stranger.token }))
        .status,
    ).toBe(403);
    expect(
      (await server.call('Branch/GetCardpayRemainingQuota', { merchant_id: s.merchant.id }, { token: s.cashier.token }))
        .status,
    ).toBe(403);
    const admin = await createUser(server.db);
    await addMember(server.db, s.merchant.id, admin.id, [4]);
    expect(await quota(s.merchant.id, await signIn(server, admin.email!))).toMatchObject({
      CardpayFourteenDayAmount: 100,
    });
  });
});
